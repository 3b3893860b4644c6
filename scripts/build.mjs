#!/usr/bin/env node
// `npm run build`: the Next.js production build, the music library and the GraphQL explorer's bundle. No Remotion bundle: nothing the
// app serves renders through Remotion; its renderer bundles on first use (server/render/remotion.ts).
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: "inherit", cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(path.join(root, "node_modules", ".bin", "next"), ["build"]);
// The music library (server/music), synthesised once into music-cache/.
run(path.join(root, "node_modules", ".bin", "tsx"), [path.join(root, "scripts", "build-music.ts")]);
// The GraphQL explorer's browser bundle, into graphiql-cache/.
run(path.join(root, "node_modules", ".bin", "tsx"), [path.join(root, "scripts", "build-graphiql.ts")]);
