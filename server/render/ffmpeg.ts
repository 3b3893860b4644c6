/** The ffmpeg/ffprobe binaries shipped with Remotion's compositor package (libx264 included). */
import path from "node:path";
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
