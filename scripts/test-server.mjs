#!/usr/bin/env node
// The production server the black-box tests and Playwright share: `node scripts/start.mjs` (which builds into
// NEXT_DIST_DIR when the build is missing or older than the sources) on a free port, with a fresh DATA_DIR
// and the embedded defaults, as a user starts it. `npm test` (scripts/test.mjs) starts one per run; run
// alone, `node scripts/test-server.mjs` starts one, prints the variables that point the tests at it and
// serves until Ctrl-C (tests/blackbox/README.md).
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, openSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** Idle connections kept longer than Node's 5 s: test clients reuse sockets after pauses about that long. */
export const KEEP_ALIVE_MS = 65_000;

/** The build folder the test servers serve (ADLAB_E2E_DIST_DIR: engineers sharing a checkout each use their own). */
export const testDistDir = () => process.env.ADLAB_E2E_DIST_DIR ?? ".next-e2e";

/** The test servers' token shop (ADLAB_BUY_TOKENS_URL): never fetched, only linked to. */
export const TEST_SHOP_URL = "https://shop.example/adlab-tokens";

/** A TCP port free on loopback now (the kernel's pick: never 3000, never a fixed port another service holds). */
export function freePort() {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ["-e", script]).toString().trim();
}

/** A DATA_DIR that does not exist yet, as on a fresh machine: the server creates it. */
export const freshDataDir = (prefix = "adlab-server-") => path.join(mkdtempSync(path.join(tmpdir(), prefix)), "data");

/**
 * The environment of a test server: embedded database, mail written to DATA_DIR/mail (the tests read the
 * links there), no Redis, public signups not throttled (every test signs up from 127.0.0.1), loopback only.
 */
/** @param {{ port: string, dataDir: string, baseUrl?: string }} where */
export function testServerEnv({ port, dataDir, baseUrl = `http://127.0.0.1:${port}` }) {
  return {
    NEXT_DIST_DIR: testDistDir(),
    PORT: String(port),
    DATA_DIR: dataDir,
    ADLAB_BASE_URL: baseUrl,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    SMTP_URL: "",
    DATABASE_URL: "",
    REDIS_URL: "",
    ADLAB_SIGNUP_LIMIT_PER_IP: "1000",
    // An installation with a shop: the web app links to it when tokens run low (the e2e journeys assert it).
    ADLAB_BUY_TOKENS_URL: TEST_SHOP_URL,
    // scripts/start.mjs binds HOSTNAME (0.0.0.0 when unset); a shell's own HOSTNAME is the machine's name.
    HOSTNAME: "127.0.0.1",
  };
}

/**
 * Starts `node scripts/start.mjs` in a process group of its own and returns at once (the build may take a
 * minute: `waitUntilHealthy` waits). `logFile` receives the build's and the server's output; without it
 * they go to this process's stderr.
 */
/** @param {{ logFile?: string }} [options] */
export function startTestServer({ logFile } = {}) {
  const port = freePort();
  const dataDir = freshDataDir();
  const url = `http://127.0.0.1:${port}`;
  const out = logFile ? openSync(logFile, "a") : "inherit";
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs"), "--keepAliveTimeout", String(KEEP_ALIVE_MS)], {
    cwd: root,
    env: { ...process.env, ...testServerEnv({ port, dataDir }) },
    stdio: ["ignore", out, logFile ? out : process.stderr],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    url,
    port,
    dataDir,
    /** The `npm start` process (its children, the build and the serving process, are in its group). */
    pid: /** @type {number} */ (child.pid),
    exited,
    async stop() {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        return; // already gone
      }
      const timer = setTimeout(() => process.kill(-child.pid, "SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Whether a process is still there (a test server started by another process, e.g. `npm test`). */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves once `url`/api/health answers 200; rejects when the server is gone first (`exited` settles, or
 * process `pid` is no more) or `timeoutMs` passes.
 */
/** @param {string} url @param {{ exited?: Promise<unknown>, pid?: number, timeoutMs?: number }} [options] */
export async function waitUntilHealthy(url, { exited, pid, timeoutMs = 1_800_000 } = {}) {
  let gone;
  exited?.then((how) => (gone = JSON.stringify(how)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (pid && !isAlive(pid)) gone = `process ${pid} is gone`;
    if (gone) throw new Error(`the test server at ${url} exited (${gone}) before it answered`);
    const status = await fetch(`${url}/api/health`).then((res) => res.status, () => 0);
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`the test server at ${url} did not answer /api/health within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The variables that point the black-box tests and Playwright at a running server. */
export const serverVariables = (server) => ({ ADLAB_TEST_SERVER_URL: server.url, ADLAB_TEST_SERVER_DATA_DIR: server.dataDir, ADLAB_TEST_SERVER_PID: String(server.pid) });

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = startTestServer();
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.stop().then(() => process.exit(0)));
  await waitUntilHealthy(server.url, { exited: server.exited });
  const variables = Object.entries(serverVariables(server)).map(([k, v]) => `${k}=${v}`).join(" ");
  console.log(`\n[test-server] ready. In another shell:\n  ${variables} npx vitest run --project blackbox <file>\n  ${variables} npx playwright test <file>\n`);
  const how = await server.exited;
  process.exit(how.code ?? 1);
}
