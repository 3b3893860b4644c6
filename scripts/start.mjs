#!/usr/bin/env node
// `npm start`: builds the app when there is no build or the sources are newer than it, then serves it
// on PORT (default 3000) with the embedded defaults unless DATABASE_URL and friends say otherwise, and
// starts the serving process again within a second when it dies (scripts/supervise.mjs).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { supervise } from "./supervise.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
// NEXT_DIST_DIR lets a test build (.next-e2e) live beside the default one.
const buildId = path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry === "generated" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const sources = ["app", "server", "remotion", "inngest", "package.json", "next.config.mjs", "instrumentation.ts", "proxy.ts", "postcss.config.mjs"];
const stale = !existsSync(buildId) || Math.max(...sources.map((s) => newestMtime(path.join(root, s)))) > statSync(buildId).mtimeMs;
if (stale) {
  console.log("[adlab] building the app (first start, or the sources changed) ...");
  const build = spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs")], { stdio: "inherit", cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? "3000";
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
console.log(`[adlab] starting on http://localhost:${port}`);
console.log(`[adlab] create an account and API key: npx adlab accounts create --email you@example.com --tokens 1000`);
// Arguments after `npm start --` go to `next start` (e.g. --keepAliveTimeout). The serving process is
// supervised: restarted when it dies, stopped with this one (scripts/supervise.mjs). It serves once its boot
// (server/boot.ts) has printed "listening on".
supervise({
  command: bin("next"),
  args: ["start", "-p", port, "-H", hostname, ...process.argv.slice(2)],
  options: { cwd: root, env: { ...process.env, PORT: port } },
  upLine: /\[adlab\] listening on /,
});
