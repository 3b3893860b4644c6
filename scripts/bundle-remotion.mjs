#!/usr/bin/env node
// Prebuilds the Remotion bundle (remotion/index.ts -> remotion-bundle/), so the Remotion renderer never
// bundles per process. Run by hand: nothing the app serves renders through Remotion, so `npm run build`
// leaves it out.
import path from "node:path";
import fs from "node:fs";
import { bundle } from "@remotion/bundler";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "remotion-bundle");
const t0 = Date.now();
fs.rmSync(outDir, { recursive: true, force: true });
// Rspack, as the renderer bundles (server/render/remotion.ts buildBundle).
await bundle({ entryPoint: path.join(root, "remotion/index.ts"), outDir, enableCaching: true, rspack: true });
console.log(`remotion bundle -> ${path.relative(root, outDir)} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
