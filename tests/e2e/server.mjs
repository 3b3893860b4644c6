#!/usr/bin/env node
// Playwright's web server: builds the app into NEXT_DIST_DIR (.next-e2e) when there is no build or the
// sources are newer, then runs `next start` there. Separate from .next, so a developer build is untouched.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const distDir = process.env.NEXT_DIST_DIR || ".next-e2e";
const next = path.join(root, "node_modules", ".bin", "next");
const buildId = path.join(root, distDir, "BUILD_ID");

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const sources = ["app", "server", "remotion", "inngest", "package.json", "next.config.mjs", "instrumentation.ts", "proxy.ts", "postcss.config.mjs"];
const stale = !existsSync(buildId) || Math.max(...sources.map((s) => newestMtime(path.join(root, s)))) > statSync(buildId).mtimeMs;
const env = { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" };
if (stale) {
  console.log(`[e2e] building into ${distDir} ...`);
  const build = spawnSync(next, ["build"], { stdio: "inherit", cwd: root, env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const args = ["start", "-p", process.env.PORT ?? "3000", ...(process.env.ADLAB_E2E_HOST ? ["-H", process.env.ADLAB_E2E_HOST] : [])];
const server = spawn(next, args, { stdio: "inherit", cwd: root, env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
