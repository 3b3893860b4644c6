/** The ffmpeg/ffprobe binaries shipped with Remotion's compositor package (libx264 included). */
import { spawn } from "node:child_process";
import path from "node:path";
import type { Writable } from "node:stream";
import { config } from "../config";
import { packageDir } from "../paths";


export function compositorDir(): string {
  return packageDir("@remotion/compositor-linux-x64-gnu");
}
export function ffmpegPath(): string {
  return config.render.ffmpegPath ?? path.join(compositorDir(), "ffmpeg");
}
export function ffprobePath(): string {
  return config.render.ffprobePath ?? path.join(compositorDir(), "ffprobe");
}
/** The binaries need their bundled shared libraries. */
export function ffEnv(): NodeJS.ProcessEnv {
  const dir = compositorDir();
  const env = config.processEnvironment;
  return { ...env, LD_LIBRARY_PATH: [dir, env.LD_LIBRARY_PATH].filter(Boolean).join(":") };
}

/**
 * ffmpeg running `args` (errors only on stderr); `done` settles when it exits, with the end of stderr in
 * the error. `stdin: "pipe"` hands its input stream to the caller.
 */
export function spawnFfmpeg(args: string[], stdin: "pipe" | "ignore" = "ignore"): { input: Writable | null; done: Promise<void> } {
  const ff = spawn(/*turbopackIgnore: true*/ ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-y", ...args], { env: ffEnv(), stdio: [stdin, "ignore", "pipe"] });
  let stderr = "";
  ff.stderr!.on("data", (d) => (stderr += d));
  // A closed pipe (ffmpeg failed) is reported by `done`, with ffmpeg's own message.
  ff.stdin?.on("error", () => {});
  const done = new Promise<void>((resolve, reject) => {
    ff.on("error", reject);
    ff.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${stderr.slice(-500)}`))));
  });
  return { input: ff.stdin, done };
}

export const runFfmpeg = (args: string[]) => spawnFfmpeg(args).done;
