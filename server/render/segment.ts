/**
 * One run of a video's frames, composited and encoded: every frame is composited at fractional offsets
 * (composite.ts) into one buffer that keeps the frame before, only what changed is drawn again and
 * converted to I420 (yuv.ts), and the frames are piped as AVI into libx264, which writes an MP4 of the
 * run (video only). A video is one or two runs, side by side (video.ts).
 */
import type { Transform } from "../../remotion/lib/motion";
import { aviHeader, frameChunkHeader } from "./avi";
import type { Sprite } from "./composite";
import { Compositor } from "./compositor";
import { spawnFfmpeg } from "./ffmpeg";
import { i420Bytes, toI420 } from "./yuv";

export type Segment = {
  sprites: Sprite[];
  clips: boolean[];
  /** Per frame of the run, the transform of each sprite. */
  transforms: Transform[][];
  W: number;
  H: number;
  fps: number;
  preset: string;
  /** The MP4 written. */
  file: string;
};

/** `onFrame` hears how many frames of the run the encoder has been handed. */
export async function encodeSegment({ sprites, clips, transforms, W, H, fps, preset, file }: Segment, onFrame?: (done: number) => void): Promise<void> {
  // One x264 thread: a video's two runs already encode side by side (measured: 0.05-0.2 s faster per
  // story than x264's own frame threads, docs/benchmarks.md).
  const x264 = ["-c:v", "libx264", "-threads", "1", "-preset", preset, "-crf", "20", "-pix_fmt", "yuv420p"];
  const ff = spawnFfmpeg(["-f", "avi", "-i", "pipe:0", ...x264, file], "pipe");
  const input = ff.input!;
  // ffmpeg may end early (a bad output path, a crash): the frames stop, and `await ff.done` reports it.
  let ended = false;
  const exit = ff.done.then(
    () => void (ended = true),
    () => void (ended = true),
  );
  const frameBytes = i420Bytes(W, H);
  const chunkHeader = frameChunkHeader(frameBytes);
  input.write(aviHeader(W, H, fps, transforms.length));
  const comp = new Compositor(sprites, W, H, clips);
  const rgba = Buffer.alloc(W * H * 4);
  const yuv = Buffer.allocUnsafe(frameBytes);
  // A small ring of frame copies, reused once ffmpeg's pipe has taken them.
  const ring = Array.from({ length: 3 }, () => ({ buf: Buffer.allocUnsafe(frameBytes), free: Promise.resolve() }));
  let handed = 0;
  for (let i = 0; i < transforms.length && !ended; i++) {
    for (const r of comp.frame(rgba, transforms[i])) toI420(rgba, W, H, r, yuv);
    const slot = ring[i % ring.length];
    await Promise.race([slot.free, exit]);
    yuv.copy(slot.buf);
    input.write(chunkHeader);
    let release!: () => void;
    slot.free = new Promise<void>((r) => (release = r));
    if (!input.write(slot.buf, () => release())) await Promise.race([new Promise((r) => input.once("drain", r)), exit]);
    handed = i + 1;
    onFrame?.(handed);
  }
  input.end();
  await ff.done;
  if (handed < transforms.length) throw new Error("ffmpeg ended before the last frame of its segment");
}
