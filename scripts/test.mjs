#!/usr/bin/env node
// `npm test`: the whole suite against one production build and one production server.
// 1. the production server (scripts/test-server.mjs: `node scripts/start.mjs`, which builds into .next-e2e
//    first when needed) starts in the background: its build, mostly CPU, overlaps the prerequisites
//    (scripts/test-prereqs.mjs: Chromium, PostgreSQL, Redis, the MCP conformance suite: mostly downloads),
//    the OpenAPI lint and the in-process tiers;
// 2. the OpenAPI lint, then vitest (every project; the black-box files wait for the server);
// 3. beside vitest, once the build is done, Playwright against a second server of the same build (its own
//    DATA_DIR): its journeys mostly wait on pages and renders (about a third of the two cores), so they fill
//    what vitest leaves idle instead of running alone after it; on a server of their own they neither skew
//    the black-box tier's cost measures (oversized.test.ts) nor die with its SIGKILL test (supervisor.test.ts);
// then the servers stop. Their output (build included) goes to test-results/test-server.log and
// test-server-e2e.log; Playwright's to test-results/playwright.log, printed whole after vitest's.
import { spawn } from "node:child_process";
import { mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serverVariables, startTestServer, waitUntilHealthy } from "./test-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

/** Runs a tier to its end; resolves with null when it passed, else what failed. `output`: a file for its stdout and stderr. */
function run(label, command, args, env = {}, output) {
  return new Promise((resolve) => {
    // One descriptor for both streams: two, each with its own offset, would write over each other's lines.
    const file = output && openSync(output, "w");
    const stdio = file ? ["ignore", file, file] : "inherit";
    const child = spawn(command, args, { cwd: root, stdio, env: { ...process.env, ...env } });
    child.once("exit", (code, signal) => resolve(code === 0 ? null : `${label} failed (${signal ?? `exit ${code}`})`));
  });
}

mkdirSync(path.join(root, "test-results"), { recursive: true });
const logFile = path.join(root, "test-results", "test-server.log");
writeFileSync(logFile, "");
const server = startTestServer({ logFile });
const variables = serverVariables(server);
console.log(`[test] production server: ${server.url}, DATA_DIR ${server.dataDir}, log ${path.relative(root, logFile)} (building first when .next-e2e is missing or stale)`);
let stopping = false;
/** Playwright's server, started once the build is done. */
let e2eServer;
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => Promise.all([server.stop(), e2eServer?.stop()]).then(() => process.exit(130)));
server.exited.then((how) => {
  if (!stopping) console.error(`\n[test] the production server exited early (${JSON.stringify(how)}); the end of ${path.relative(root, logFile)}:\n${readFileSync(logFile, "utf8").slice(-4000)}`);
});

const prereqs = await run("test prerequisites", process.execPath, [path.join(root, "scripts", "test-prereqs.mjs")]);
if (prereqs) {
  stopping = true;
  await server.stop();
  process.exit(1);
}

const failures = [];
const step = async (failure) => failure && failures.push(failure);
await step(await run("the OpenAPI lint", "npm", ["run", "--silent", "lint:openapi"]));

const playwrightLog = path.join(root, "test-results", "playwright.log");
const e2eServerLog = path.join(root, "test-results", "test-server-e2e.log");
async function playwright() {
  try {
    await waitUntilHealthy(server.url, { exited: server.exited }); // the build is done: the second server only starts
    writeFileSync(e2eServerLog, "");
    e2eServer = startTestServer({ logFile: e2eServerLog });
    await waitUntilHealthy(e2eServer.url, { exited: e2eServer.exited });
    console.log(`[test] Playwright started beside vitest, against ${e2eServer.url} (its output: ${path.relative(root, playwrightLog)}, printed when vitest is done)`);
    return await run("Playwright", bin("playwright"), ["test"], serverVariables(e2eServer), playwrightLog);
  } catch (error) {
    return `Playwright not run: ${error.message}`;
  }
}
const [vitestFailure, playwrightFailure] = await Promise.all([run("vitest", bin("vitest"), ["run"], variables), playwright()]);
console.log(`\n[test] Playwright's output (${path.relative(root, playwrightLog)}):\n`);
try {
  process.stdout.write(readFileSync(playwrightLog, "utf8"));
} catch {
  // Playwright did not start: its failure below says why.
}
await step(vitestFailure);
await step(playwrightFailure);
await e2eServer?.stop();
stopping = true;
await server.stop();

if (failures.length) {
  console.error(`\n[test] ${failures.join("; ")}`);
  process.exit(1);
}
console.log("\n[test] every tier passed");
