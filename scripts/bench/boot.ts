/**
 * `npm run bench:boot`: what a customer waits for after `npm start` and after a crash, against the production
 * server (`node scripts/start.mjs` on a built BENCH_DIST_DIR, default .next-e2e; it builds first when the
 * build is missing or stale), a fresh DATA_DIR and the embedded defaults:
 *  - start -> /api/health answers; and when the server's log says its render threads are warm;
 *  - the first 5-placement still ad, POST -> ready, posted as soon as the server answers (its warm-up may
 *    still be under way), against the median of BENCH_RUNS (default 5) warm ones;
 *  - SIGKILL of the serving process -> /api/health answers from the new one (scripts/supervise.mjs), and
 *    the first ad after that restart.
 * The clock of an ad starts before the POST and stops when a poll of its progress (every 10 ms) sees
 * `ready`. Wall times grow with the machine's load: the load average is printed beside them.
 */
import { readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startTestServer, waitUntilHealthy } from "../test-server.mjs";

const FIVE_PLACEMENTS = ["instagram_story", "instagram_reels", "feed_portrait", "square", "landscape"];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DESCRIPTION =
  "Brewly makes cold brew coffee concentrate from single origin beans, steeped for twenty hours and bottled fresh every week. It is smooth, low in acid and ready in seconds: pour over ice, add milk, and enjoy a cafe drink at home.";

process.env.ADLAB_E2E_DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next-e2e";
const logFile = path.join(tmpdir(), `adlab-bench-boot-${process.pid}.log`);
const server = startTestServer({ logFile });
const load = () => loadavg().map((l) => l.toFixed(1)).join(" / ");
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const operator = () => JSON.parse(readFileSync(path.join(server.dataDir, "operator.json"), "utf8")) as { pid: number; port: number; secret: string };

async function api(method: string, url: string, key: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, { method, headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** An account with a project, made through the operator hand-off and REST as a customer's would be. */
async function customer(): Promise<{ key: string; project: string }> {
  const { port, secret } = operator();
  const res = await fetch(`http://127.0.0.1:${port}/api/internal/operator`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-adlab-operator-secret": secret },
    body: JSON.stringify({ command: "accounts.create", args: { email: `bench-boot-${Date.now()}@example.com`, tokens: 100_000 } }),
  });
  const key = (await res.json()).api_key as string;
  const project = (await api("POST", "/api/v1/projects", key, { project: { name: "Brewly Cold Brew", description: DESCRIPTION } })).project.slug;
  return { key, project };
}

/** POST -> ready of one 5-placement still ad, in ms. */
async function adToReady({ key, project }: { key: string; project: string }, run: number): Promise<number> {
  const started = performance.now();
  const { ad } = await api("POST", `/api/v1/projects/${project}/ads`, key, { ad: { requested_output: "image", placements: FIVE_PLACEMENTS, prompt: `run ${run}` } });
  for (;;) {
    const { status } = await api("GET", `/api/v1/projects/${project}/ads/${ad.id}/progress`, key);
    if (status === "ready") return performance.now() - started;
    if (status === "failed") throw new Error(`ad ${ad.id} failed`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** When the server's log says its render threads are warm (seconds after its start), if it says so. */
const warmLine = () => readFileSync(logFile, "utf8").match(/render threads warm in ([\d.]+) s/g)?.at(-1) ?? "no warm-up line in the log";

try {
  const loadBefore = load();
  const started = performance.now();
  await waitUntilHealthy(server.url, { exited: server.exited });
  const answering = performance.now() - started;
  const buyer = await customer();
  const firstAd = await adToReady(buyer, 0);
  const warm: number[] = [];
  for (let i = 1; i <= RUNS; i++) warm.push(await adToReady(buyer, i));
  const median = [...warm].sort((a, b) => a - b)[Math.floor(warm.length / 2)];
  const bootWarm = warmLine();

  const dead = operator().pid;
  const killed = performance.now();
  process.kill(dead, "SIGKILL");
  for (;;) {
    const status = await fetch(`${server.url}/api/health`).then((res) => res.status, () => 0);
    const pid = (() => {
      try {
        return operator().pid;
      } catch {
        return 0;
      }
    })();
    if (status === 200 && pid && pid !== dead) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const restart = performance.now() - killed;
  const afterRestart = await adToReady(buyer, RUNS + 1);

  console.log(`npm start on a fresh DATA_DIR (${process.env.ADLAB_E2E_DIST_DIR}), 5-placement still ads, POST -> ready; load average before ${loadBefore}, after ${load()}`);
  console.log(`  start -> /api/health answers           ${seconds(answering)}  (${bootWarm})`);
  console.log(`  first ad, posted as soon as it answers ${seconds(firstAd)}`);
  console.log(`  warm ads                               median ${seconds(median)}  min ${seconds(Math.min(...warm))}  max ${seconds(Math.max(...warm))}  (${RUNS} runs)`);
  console.log(`  SIGKILL -> answering again             ${seconds(restart)}  (${warmLine()} after the restart)`);
  console.log(`  first ad after the restart             ${seconds(afterRestart)}`);
} finally {
  await server.stop();
}
