/** The ffmpeg/ffprobe binaries shipped with Remotion's compositor package (libx264 included). */
import path from "node:path";
import { packageDir } from "../paths";


export function compositorDir(): string {
  return packageDir("@remotion/compositor-linux-x64-gnu");
}
export function ffmpegPath(): string {
  return process.env.FFMPEG_PATH ?? path.join(compositorDir(), "ffmpeg");
}
export function ffprobePath(): string {
  return process.env.FFPROBE_PATH ?? path.join(compositorDir(), "ffprobe");
}
/** The binaries need their bundled shared libraries. */
export function ffEnv(): NodeJS.ProcessEnv {
  const dir = compositorDir();
  return { ...process.env, LD_LIBRARY_PATH: [dir, process.env.LD_LIBRARY_PATH].filter(Boolean).join(":") };
}
