#!/usr/bin/env node
// The operator CLI. Runs the TypeScript entry through tsx so it shares the server's code.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
// tsx's loader in the entry's own process (`node --import`), not tsx's CLI, which would start one more
// Node process for every command. Resolved from here, so `npx adlab` works from any directory.
const tsx = import.meta.resolve("tsx");
const child = spawn(process.execPath, ["--import", tsx, path.join(root, "server", "cli", "main.ts"), ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, ADLAB_ROOT: process.env.ADLAB_ROOT ?? root },
});
// `adlab worker` stops gracefully on SIGTERM: pass the signal on instead of dying and orphaning it.
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
