#!/usr/bin/env node
// `npm run test:durations`: after a full `npm test`, writes each vitest file's seconds from vitest's own
// results cache to tests/durations.json, which orders the next runs longest first (LongestFirst in vitest.config.ts).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const cacheDir = path.join(root, "node_modules", ".vite", "vitest");
const table = path.join(root, "tests", "durations.json");
const seconds = JSON.parse(readFileSync(table, "utf8"));
for (const dir of readdirSync(cacheDir)) {
  const { results } = JSON.parse(readFileSync(path.join(cacheDir, dir, "results.json"), "utf8"));
  for (const [key, { duration }] of results) if (duration) seconds[key] = Math.round(duration / 1000);
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([, a], [, b]) => b - a));
writeFileSync(table, `${JSON.stringify(sorted, null, 0).replace(/,"/g, ',\n"')}\n`);
console.log(`tests/durations.json: ${Object.keys(sorted).length} files`);
