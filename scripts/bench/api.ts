/**
 * `npm run bench:api`: requests per second of GET /api/health, GET /api/v1/styles and GET
 * /api/v1/projects (an account with 20 projects), measured with autocannon against a started API
 * instance, first on embedded PGlite and then on PostgreSQL (a scratch database on
 * BENCH_POSTGRES_URL's server, default postgresql://postgres@127.0.0.1:5432/postgres, dropped after).
 * Prints both ratios: projects/health on PGlite (goal: at least 0.5) and PostgreSQL/PGlite on projects.
 *
 * The instance is `next start` on a build when BENCH_DIST_DIR names one (`NEXT_DIST_DIR=.next-x npm run
 * build`), else the app's route handlers behind node:http (tests/helpers/api-server.ts) started by
 * server/boot.ts; production settings either way (NODE_ENV=production: API-key cache and request logs on);
 * the rate limit is raised so autocannon measures the API, not 429s, and the tests' OpenAPI response
 * check is off. BENCH_SECONDS (default 10) per URL,
 * BENCH_CONNECTIONS (default 10). The load generator shares the machine with the server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "../..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const distDir = process.env.BENCH_DIST_DIR;
const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const PATHS = { health: "/api/health", styles: "/api/v1/styles", projects: "/api/v1/projects" } as const;
type Figures = Record<keyof typeof PATHS, { rps: number; p99: number; non2xx: number }>;

/** Starts a process; `line` waits for a line of its output, `output` for its exit. */
function run(args: string[], env: NodeJS.ProcessEnv, command = [process.execPath, "--import", "tsx"]): { child: ChildProcess; output: Promise<string>; line: (pattern: RegExp) => Promise<RegExpMatchArray> } {
  const child = spawn(command[0], [...command.slice(1), ...args], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  const waiting = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk;
    waiting.forEach((check) => check());
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  const output = new Promise<string>((resolve) => child.once("exit", () => resolve(text)));
  const line = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = text.match(pattern);
        if (match) resolve(match);
      };
      waiting.add(check);
      check();
      child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited (${code}):\n${text}`)));
    });
  return { child, output, line };
}

async function measure(label: string, env: NodeJS.ProcessEnv): Promise<Figures> {
  const created = run(["server/cli/main.ts", "accounts", "create", "--email", "bench@example.com", "--tokens", "10"], env);
  const key = (await created.line(/(adlab_[\w-]{40})/))[1];
  await created.output;
  const serverEnv = { ...env, ADLAB_RUN_JOBS: "0", ADLAB_RATE_LIMIT: "1000000000", ADLAB_TEST_OPENAPI_CHECK: "0" };
  let base: string;
  let server: ReturnType<typeof run>;
  if (distDir) {
    const port = String(await freePort());
    server = run(["start", "-p", port, "-H", "127.0.0.1"], { ...serverEnv, PORT: port, NEXT_DIST_DIR: distDir }, [path.join(root, "node_modules/.bin/next")]);
    await server.line(/\[adlab\] listening on/);
    base = `http://127.0.0.1:${port}`;
  } else {
    server = run(["tests/helpers/api-server.ts"], serverEnv);
    base = `http://127.0.0.1:${(await server.line(/listening on (\d+)/))[1]}`;
  }
  const headers = { authorization: `Bearer ${key}` };
  try {
    const description =
      "Brewly makes cold brew coffee concentrate from single origin beans, steeped for twenty hours and bottled fresh every week. It is smooth, low in acid and ready in seconds: pour over ice, add milk, and enjoy a cafe drink at home.";
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${base}/api/v1/projects`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ project: { name: `Brewly ${i + 1}`, description } }),
      });
      if (res.status !== 201) throw new Error(`project ${i + 1}: ${res.status} ${await res.text()}`);
    }
    const listed = (await (await fetch(`${base}/api/v1/projects`, { headers })).json()) as { projects: unknown[] };
    if (listed.projects.length !== 20) throw new Error(`expected 20 projects, listed ${listed.projects.length}`);
    const figures = {} as Figures;
    for (const [name, urlPath] of Object.entries(PATHS) as [keyof typeof PATHS, string][]) {
      await autocannon({ url: base + urlPath, connections, duration: 2, headers }); // warm-up
      const result = await autocannon({ url: base + urlPath, connections, duration: seconds, headers });
      figures[name] = { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors + result.timeouts };
      console.log(`  ${label.padEnd(10)} ${urlPath.padEnd(18)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms${figures[name].non2xx ? `  (${figures[name].non2xx} not 2xx)` : ""}`);
    }
    return figures;
  } finally {
    server.child.kill("SIGTERM");
    await server.output;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function withScratchDatabase<T>(measureOn: (url: string) => Promise<T>): Promise<T> {
  const name = `adlab_bench_api_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  try {
    return await measureOn(Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

const baseEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "adlab-bench-api-")),
  AUTH_SECRET: process.env.AUTH_SECRET ?? "bench-only-secret",
});

console.log(`bench:api on ${availableParallelism()} cores (${cpus()[0]?.model ?? "unknown CPU"}), ${distDir ? `next start (${distDir})` : "route handlers on node:http"}, ${connections} connections, ${seconds} s per URL`);
const pglite = await measure("PGlite", { ...baseEnv(), DATABASE_URL: "" });
const postgres = await withScratchDatabase((url) => measure("PostgreSQL", { ...baseEnv(), DATABASE_URL: url }));
console.log(`ratio projects/health on PGlite:      ${(pglite.projects.rps / pglite.health.rps).toFixed(2)} (goal >= 0.5)`);
console.log(`ratio projects/health on PostgreSQL:  ${(postgres.projects.rps / postgres.health.rps).toFixed(2)}`);
console.log(`ratio PostgreSQL/PGlite on projects:  ${(postgres.projects.rps / pglite.projects.rps).toFixed(2)} (goal >= 1)`);
console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(" / ")} (other processes skew the figures)`);
