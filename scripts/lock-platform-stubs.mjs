#!/usr/bin/env node
// The registry this project installs from does not serve some platform-specific optional packages
// (for example @next/swc-darwin-arm64). npm then leaves them out of package-lock.json, and `npm ci`
// refuses the lock as out of sync. This adds an entry with os/cpu/libc (no tarball) for every
// missing optional dependency, so `npm ci` validates the lock and skips them as foreign platforms.
// Run after any `npm install` that rewrites the lock: node scripts/lock-platform-stubs.mjs
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const lockPath = path.resolve(import.meta.dirname, "..", "package-lock.json");
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages = lock.packages;
const CPUS = new Set(["arm64", "x64", "arm", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32"]);

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const osIndex = parts.findIndex((p) => ["android", "darwin", "freebsd", "linux", "win32", "openharmony", "wasm32"].includes(p));
  if (osIndex < 0) return null;
  const [os, cpu, abi] = parts.slice(osIndex);
  if (os === "wasm32") return { cpu: ["wasm32"] };
  if (!CPUS.has(cpu)) return null;
  const libc = abi?.startsWith("musl") ? ["musl"] : abi?.startsWith("gnu") ? ["glibc"] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key] || packages[`${location}/${key}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[key] = { version, ...platform, ...(entry.dev ? { dev: true } : {}), optional: true };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + "\n");
console.log(`added ${added} platform stub(s) to package-lock.json`);
