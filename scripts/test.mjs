#!/usr/bin/env node
// `npm test`: the whole suite against one production build and one production server.
// 1. the production server (scripts/test-server.mjs: `node scripts/start.mjs`, which builds into .next-e2e
//    first when needed) starts in the background; so do the prerequisites' two downloads (scripts/test-prereqs.mjs:
//    Chromium with apt, the MCP conformance suite from the registry), each written to test-results/prerequisites/
//    when done, where what needs it waits (tests/helpers/prerequisites.ts): on a slow mirror they took minutes,
//    which the whole suite waited for. PostgreSQL and Redis (started when down, seconds) are awaited first;
// 2. the OpenAPI lint, then vitest twice side by side: the in-process tiers, and the black-box tier (its files
//    wait for the server);
// 3. beside vitest, once the build and Chromium are done, Playwright against a second server of the same build
//    (its own DATA_DIR): its journeys mostly wait on pages and renders (about a third of the two cores), so they
//    fill what vitest leaves idle instead of running alone after it; on a server of their own they neither skew
//    the black-box tier's cost measures (oversized.test.ts) nor die with its SIGKILL test (supervisor.test.ts);
// then the servers stop. Their output (build included) goes to test-results/test-server.log and
// test-server-e2e.log; Playwright's to test-results/playwright.log, printed whole after vitest's.
import { spawn } from "node:child_process";
import { mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serverVariables, startTestServer, waitUntilHealthy } from "./test-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
/** vitest.config.ts's projects that run in the test process (the black-box ones drive the server). */
const IN_PROCESS_TIERS = ["unit", "api", "postgres", "render"];
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

const prereqsScript = path.join(root, "scripts", "test-prereqs.mjs");
const prerequisites = path.join(root, "test-results", "prerequisites");
rmSync(prerequisites, { recursive: true, force: true });
mkdirSync(prerequisites);
/** Makes one download ready beside the tests; its outcome ("ready", or why not) lands whole in a file they wait for. */
async function download(part) {
  const log = path.join(prerequisites, `${part}.log`);
  const failure = await run(`the prerequisite ${part}`, process.execPath, [prereqsScript, part], {}, log);
  const output = readFileSync(log, "utf8");
  if (failure) console.error(`\n[test] ${failure}:\n${output.slice(-4000)}`);
  else if (output) console.log(`\n[test] ${part} made ready beside the tests:\n${output.slice(-2000)}`);
  writeFileSync(path.join(prerequisites, `.${part}`), failure ? `${failure}; its output: ${path.relative(root, log)}` : "ready");
  renameSync(path.join(prerequisites, `.${part}`), path.join(prerequisites, part));
  return failure;
}
const chromium = download("chromium");
const conformance = download("mcp-conformance");

if (await run("PostgreSQL and Redis", process.execPath, [prereqsScript, "services"])) {
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
    const noChromium = await chromium;
    if (noChromium) return `Playwright not run: ${noChromium}`;
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
// Two vitest runs side by side:
// - the in-process tiers, on four workers: they keep both cores busy, and their last minutes are a hundred
//   small files, where two workers, each waiting for its next file, kept only 1.2 cores busy;
// - the black-box tier, on one worker and with a results cache of its own (vitest.config.ts), printed after
//   the first: its files wait for the build and then mostly on the server, and in the shared pool they held
//   a worker while they waited.
const vitestEnv = { ...variables, ADLAB_TEST_PREREQUISITES: prerequisites };
/** vitest's reporters for one run: its usual output, and each file's start and end (test-results/vitest-<run>.json) to see where a run's time went. */
const timeline = (name) => ["--reporter=default", "--reporter=json", `--outputFile.json=${path.join("test-results", `vitest-${name}.json`)}`];
const blackboxLog = path.join(root, "test-results", "vitest-blackbox.log");
const [vitestFailure, blackboxFailure, playwrightFailure] = await Promise.all([
  run("vitest", bin("vitest"), ["run", ...IN_PROCESS_TIERS.flatMap((tier) => ["--project", tier]), "--maxWorkers", "4", ...timeline("in-process")], vitestEnv),
  run("the black-box tier", bin("vitest"), ["run", "--project", "blackbox", "--project", "blackbox-restart", "--maxWorkers", "1", ...timeline("blackbox")], { ...vitestEnv, ADLAB_VITEST_RUN: "blackbox" }, blackboxLog),
  playwright(),
]);
for (const [what, log] of [["The black-box tier", blackboxLog], ["Playwright", playwrightLog]]) {
  console.log(`\n[test] ${what}'s output (${path.relative(root, log)}):\n`);
  try {
    process.stdout.write(readFileSync(log, "utf8"));
  } catch {
    // It did not start: its failure below says why.
  }
}
await step(await chromium);
await step(await conformance);
await step(vitestFailure);
await step(blackboxFailure);
await step(playwrightFailure);
await e2eServer?.stop();
stopping = true;
await server.stop();

if (failures.length) {
  console.error(`\n[test] ${failures.join("; ")}`);
  process.exit(1);
}
console.log("\n[test] every tier passed");
