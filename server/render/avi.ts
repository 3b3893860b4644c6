/**
 * A streaming AVI writer for uncompressed I420 (yuv420p) frames. The ffmpeg shipped with Remotion has no
 * rawvideo demuxer, but it reads AVI with raw frames from a pipe. Sizes are known up front (fixed frame
 * count), so no seeking and no index are needed.
 */
import { i420Bytes } from "./yuv";

function fourcc(s: string) {
  return Buffer.from(s, "ascii");
}
function u32(n: number) {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
}
function i32(n: number) {
  const b = Buffer.alloc(4);
  b.writeInt32LE(n);
  return b;
}
function u16(n: number) {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
}
const chunk = (id: string, data: Buffer) => Buffer.concat([fourcc(id), u32(data.length), data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
const list = (type: string, parts: Buffer[]) => {
  const body = Buffer.concat([fourcc(type), ...parts]);
  return Buffer.concat([fourcc("LIST"), u32(body.length), body]);
};

/** Header for `frames` I420 frames of width x height (even); each frame then goes in `frameChunkHeader()` + data. */
export function aviHeader(width: number, height: number, fps: number, frames: number): Buffer {
  const frameBytes = i420Bytes(width, height);
  const avih = chunk("avih", Buffer.concat([
    u32(Math.round(1e6 / fps)), u32(frameBytes * fps), u32(0), u32(0x10 /* HASINDEX off; 0x10 = AVIF_HASINDEX? keep simple */ & 0), u32(frames), u32(0), u32(1), u32(frameBytes), u32(width), u32(height), u32(0), u32(0), u32(0), u32(0),
  ]));
  const strh = chunk("strh", Buffer.concat([
    fourcc("vids"), fourcc("I420"), u32(0), u16(0), u16(0), u32(0), u32(1), u32(fps), u32(0), u32(frames), u32(frameBytes), u32(0xffffffff), u32(0), u16(0), u16(0), u16(width), u16(height),
  ]));
  const strf = chunk("strf", Buffer.concat([
    // A YUV fourcc is top-down with a positive height.
    u32(40), i32(width), i32(height), u16(1), u16(12), fourcc("I420"), u32(frameBytes), i32(0), i32(0), u32(0), u32(0),
  ]));
  const hdrl = list("hdrl", [avih, list("strl", [strh, strf])]);
  const moviSize = 4 + frames * (8 + frameBytes);
  const riffSize = 4 + hdrl.length + 8 + moviSize;
  return Buffer.concat([fourcc("RIFF"), u32(riffSize), fourcc("AVI "), hdrl, fourcc("LIST"), u32(moviSize), fourcc("movi")]);
}

export function frameChunkHeader(frameBytes: number): Buffer {
  return Buffer.concat([fourcc("00db"), u32(frameBytes)]);
}
