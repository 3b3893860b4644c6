#!/usr/bin/env node
// `npm test`: the whole suite against one production build and one production server.
// 1. the production server (scripts/test-server.mjs: `node scripts/start.mjs`, which builds into .next-e2e
//    first when needed) starts in the background: its build, mostly CPU, overlaps the prerequisites
//    (scripts/test-prereqs.mjs: Chromium, PostgreSQL, Redis, the MCP conformance suite: mostly downloads),
//    the OpenAPI lint and the in-process tiers;
// 2. the OpenAPI lint, then vitest (every project; the black-box files wait for the server);
// 3. Playwright against the same server;
// then the server stops. Its output (build included) goes to test-results/test-server.log.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serverVariables, startTestServer, waitUntilHealthy } from "./test-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function run(label, command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
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
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.stop().then(() => process.exit(130)));
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
await step(await run("vitest", bin("vitest"), ["run"], variables));
try {
  await waitUntilHealthy(server.url, { exited: server.exited });
  await step(await run("Playwright", bin("playwright"), ["test"], variables));
} catch (error) {
  failures.push(`Playwright not run: ${error.message}`);
}
stopping = true;
await server.stop();

if (failures.length) {
  console.error(`\n[test] ${failures.join("; ")}`);
  process.exit(1);
}
console.log("\n[test] every tier passed");
