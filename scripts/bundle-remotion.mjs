#!/usr/bin/env node
// Prebuilds the Remotion bundle (remotion/index.ts -> remotion-bundle/) once at build time, so the
// Remotion renderer never bundles per request. Run by `npm run build`.
import path from "node:path";
import fs from "node:fs";
import { bundle } from "@remotion/bundler";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "remotion-bundle");
const t0 = Date.now();
fs.rmSync(outDir, { recursive: true, force: true });
await bundle({ entryPoint: path.join(root, "remotion/index.ts"), outDir, enableCaching: true });
console.log(`remotion bundle -> ${path.relative(root, outDir)} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
