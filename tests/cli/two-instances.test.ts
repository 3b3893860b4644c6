import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isProcessAlive } from "@/server/process-alive";
import { LONG_DESCRIPTION } from "../helpers/factories";
import { startS3rver } from "../helpers/s3rver";

/**
 * Beyond one machine (issue 17): two API instances (ADLAB_RUN_JOBS=0) on one PostgreSQL database and one
 * bucket, and `adlab worker` as a third process. Each process is started as an operator would; the API
 * instances are the route handlers behind node:http (tests/helpers/api-server.ts). The database is made
 * for this test and dropped after, so the worker takes no one else's jobs.
 */
const root = path.resolve(import.meta.dirname, "../..");
const ADMIN_URL = process.env.ADLAB_TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const dbName = `adlab_two_instances_${Date.now()}_${process.pid}`;
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
let healthPort: number;

let s3: Awaited<ReturnType<typeof startS3rver>>;
let sql: pg.Client;
const started: ChildProcess[] = [];

function env(extra: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "adlab-two-"));
  return { ...process.env, ...s3.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ADLAB_RUN_JOBS: "0", ...extra };
}

/** Starts a process and resolves once a line of its output matches `ready`. */
function start(args: string[], childEnv: NodeJS.ProcessEnv, ready: RegExp): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], { cwd: root, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  started.push(child);
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = output.match(ready);
      if (match) resolve({ child, match });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited (${code}) before it was ready:\n${output}`)));
  });
}

async function startApi(): Promise<{ base: string; dataDir: string }> {
  const apiEnv = env();
  const { match } = await start(["tests/helpers/api-server.ts"], apiEnv, /listening on (\d+)/);
  return { base: `http://127.0.0.1:${match[1]}`, dataDir: apiEnv.DATA_DIR };
}

const startWorker = () =>
  start(["server/cli/main.ts", "worker"], env({ ADLAB_WORKER_HEALTH_PORT: String(healthPort), ADLAB_RENDER_CONCURRENCY: "1" }), /worker \d+ running jobs/);

async function call(base: string, method: string, url: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const type = res.headers.get("content-type") ?? "";
  return { status: res.status, type, body: type.includes("json") ? await res.json() : Buffer.from(await res.arrayBuffer()) };
}

async function jobOf(adId: string) {
  const { rows } = await sql.query(`SELECT status, attempts, locked_by, steps FROM jobs WHERE payload->>'adId' = $1`, [adId]);
  return rows[0] as { status: string; attempts: number; locked_by: string | null; steps: Record<string, unknown> };
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The ad's job while the worker renders its placements (side by side: after the copy, before the last one finished), else undefined. */
async function midRenderJob(adId: string, placements: number) {
  const job = await jobOf(adId);
  const rendered = Object.keys(job?.steps ?? {}).filter((step) => step.startsWith("render:")).length;
  return job?.status === "running" && "copy" in job.steps && rendered < placements ? job : undefined;
}

/**
 * Waits until the worker's health check answers while the ad is being rendered (mid-render before the
 * request and still after the answer): renders run in child processes, so the worker's own event loop
 * stays free.
 */
async function healthAnsweredMidRender(adId: string, placements: number) {
  return until("a health answer in the middle of a render", async () => {
    if (!(await midRenderJob(adId, placements))) return undefined;
    const health = await fetch(`http://127.0.0.1:${healthPort}/health`).catch(() => null);
    return health?.ok ? midRenderJob(adId, placements) : undefined;
  });
}

/** The parent of a running process (Linux: the fourth field of /proc/<pid>/stat, after the command in parentheses). */
function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  s3 = await startS3rver();
  healthPort = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}, 60_000);

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await sql?.end();
  await s3?.close();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
}, 60_000);

describe("two API instances, one render worker, one database and one bucket", () => {
  it("an ad created on instance 1 is rendered by the worker (killed mid-render and restarted) and downloaded from instance 2", async () => {
    // The first instance applies the migrations; then the second and the operator's command start together.
    const instances = [await startApi()];
    const [other, { match }] = await Promise.all([startApi(), start(["server/cli/main.ts", "accounts", "create", "--email", "two@example.com", "--tokens", "1000"], env(), /(adlab_[\w-]{40})/)]);
    instances.push(other);
    const [one, two] = instances.map((instance) => instance.base);
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    const token = match[1];

    const project = await call(one, "POST", "/api/v1/projects", token, { project: { name: "Brewly Cold Brew", description: LONG_DESCRIPTION } });
    expect(project.status).toBe(201);
    const placements = ["square", "landscape", "feed_portrait"];
    const adsUrl = `/api/v1/projects/${project.body.project.id}/ads`;
    const created = await call(one, "POST", adsUrl, token, { ad: { output: "image", template_key: "bold-statement", placements } });
    expect(created.status).toBe(202);
    const adId: string = created.body.ad.id;

    expect(await jobOf(adId)).toMatchObject({ status: "queued", attempts: 0, locked_by: null });

    // The worker renders in a child process: its own health check answers while the render runs.
    const first = await startWorker();
    const claimed = await healthAnsweredMidRender(adId, placements.length);
    // Neither API instance ran the job (ADLAB_RUN_JOBS=0): the first and only claim is the worker's render process's.
    expect(claimed).toMatchObject({ status: "running", attempts: 1 });
    const renderPid = Number(claimed.locked_by!.split(":")[1]);
    expect(renderPid).not.toBe(first.child.pid);
    expect(parentOf(renderPid)).toBe(first.child.pid);

    // kill -9 in mid-render: the render process dies with its worker, the ad stays generating.
    first.child.kill("SIGKILL");
    await until("the render process to die with its worker", async () => !isProcessAlive(renderPid), 10_000);
    const cut = await jobOf(adId);
    expect(cut).toMatchObject({ status: "running", attempts: 1 });
    expect((await call(two, "GET", `${adsUrl}/${adId}`, token)).body.ad.status).toBe("generating");

    // A new worker takes the job up at once (the lock names a dead process) from the last finished step.
    const second = await startWorker();
    const ready = await until("the ad to be ready (seen through instance 2)", async () => {
      // Instance 2 answers when the worker's writes change the ad (Prefer: wait): a request per change, not per poll.
      const res = await call(two, "GET", `${adsUrl}/${adId}`, token, undefined, { Prefer: "wait=30" });
      return res.body.ad.status === "ready" && res.body.ad;
    });
    expect(ready.files.map((f: { placement: string }) => f.placement).sort()).toEqual([...placements].sort());
    // The ad is ready one write before its job is marked done: wait for that write, not for a time.
    const done = await until("the job to be completed", async () => {
      const job = await jobOf(adId);
      return job.status !== "running" && job;
    });
    expect(done).toMatchObject({ status: "completed", attempts: 2 });

    // Downloaded through instance 2, from the bucket (no instance keeps files on its own disk).
    const png = await call(two, "GET", `${adsUrl}/${adId}/file.png`, token);
    expect(png.status).toBe(200);
    expect(png.type).toBe("image/png");
    expect((png.body as Buffer).subarray(1, 4).toString()).toBe("PNG");
    for (const { dataDir } of instances) expect(existsSync(path.join(dataDir, "files"))).toBe(false);

    // SIGTERM mid-render: the worker finishes the job in hand, then exits cleanly. One placement is render enough.
    const next = await call(two, "POST", adsUrl, token, { ad: { output: "image", template_key: "bold-statement", placements: ["square"] } });
    await healthAnsweredMidRender(next.body.ad.id, 1);
    const exited = new Promise<number | null>((resolve) => second.child.once("exit", resolve));
    second.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(await jobOf(next.body.ad.id)).toMatchObject({ status: "completed", attempts: 1 });
    expect((await call(one, "GET", `${adsUrl}/${next.body.ad.id}`, token)).body.ad.status).toBe("ready");
  }, 300_000);
});
