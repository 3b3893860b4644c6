#!/usr/bin/env node
// `npm run build`: the Next.js production build. Later steps (the Remotion bundle) join here.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: "inherit", cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(path.join(root, "node_modules", ".bin", "next"), ["build"]);
// The Remotion bundle for the Chromium renderer (server/render/remotion.ts), built once here.
run(process.execPath, [path.join(root, "scripts", "bundle-remotion.mjs")]);
// The music library (server/music), synthesised once into music-cache/.
run(path.join(root, "node_modules", ".bin", "tsx"), [path.join(root, "scripts", "build-music.ts")]);
