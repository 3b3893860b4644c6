#!/usr/bin/env node
// `npm run test:durations`: after a full `npm test`, writes each vitest file's seconds from vitest's own
// results caches to tests/durations.json, which orders the next runs longest first (LongestFirst in vitest.config.ts).
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const table = path.join(root, "tests", "durations.json");
const seconds = JSON.parse(readFileSync(table, "utf8"));
// node_modules/.vite/vitest, and .vite-blackbox/vitest for the black-box run (vitest.config.ts's cacheDir).
const modules = path.join(root, "node_modules");
for (const cacheDir of readdirSync(modules).filter((name) => name.startsWith(".vite")).map((name) => path.join(modules, name, "vitest"))) {
  if (!existsSync(cacheDir)) continue;
  for (const dir of readdirSync(cacheDir)) {
    const { results } = JSON.parse(readFileSync(path.join(cacheDir, dir, "results.json"), "utf8"));
    for (const [key, { duration }] of results) if (duration) seconds[key] = Math.round(duration / 1000);
  }
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([, a], [, b]) => b - a));
writeFileSync(table, `${JSON.stringify(sorted, null, 0).replace(/,"/g, ',\n"')}\n`);
console.log(`tests/durations.json: ${Object.keys(sorted).length} files`);
