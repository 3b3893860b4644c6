/**
 * BGRA frames -> I420 (yuv420p, BT.601 limited range, as ffmpeg's swscale converts by default), done here
 * instead of in ffmpeg so that only the parts of a frame that changed are converted again: ffmpeg spent
 * about as long converting a story's 180 frames (1 CPU-s) as x264 spent encoding them, and read 8 MB a
 * frame through the pipe instead of 3.
 * Luma is swscale's to within one level; chroma is the mean of each 2x2 block (swscale filters the rows
 * with a wider kernel: 0.1 level apart on average, docs/benchmarks.md).
 */
import type { Rect } from "./compositor";

/** Bytes of one I420 frame: the Y plane, then U and V at half width and half height. */
export const i420Bytes = (W: number, H: number) => W * H + 2 * (W >> 1) * (H >> 1);

const red = (p: number) => (p >>> 16) & 255;
const green = (p: number) => (p >>> 8) & 255;
const blue = (p: number) => p & 255;
/** Y = 16 + (0.2568 R + 0.5041 G + 0.0979 B) of one BGRA pixel, in 16.16 fixed point (+0.5 to round). */
const luma = (p: number) => (16829 * red(p) + 33039 * green(p) + 6416 * blue(p) + 1081344) >> 16;
/** U and V = 128 + (...) / 256 of a 2x2 block's mean, from its channels' sums over the four pixels (two bits further). */
const chromaU = (R: number, G: number, B: number) => (-9714 * R - 19070 * G + 28784 * B + 33685504) >> 18;
const chromaV = (R: number, G: number, B: number) => (28784 * R - 24103 * G - 4681 * B + 33685504) >> 18;

/**
 * Converts the even-aligned rectangle `rect` of the opaque BGRA frame `src` (W x H, both even) into the
 * same rectangle of the I420 frame `out`, leaving the rest of `out` as it was.
 */
export function toI420(src: Buffer, W: number, H: number, [x0, y0, x1, y1]: Rect, out: Buffer): void {
  const px = new Uint32Array(src.buffer, src.byteOffset, W * H);
  const CW = W >> 1, U = W * H, V = U + CW * (H >> 1);
  // Luma written two pixels at a time (x and W are even, so every pair is aligned).
  const out16 = new Uint16Array(out.buffer, out.byteOffset, U >> 1);
  // Most blocks are flat and equal to the block before (grounds, panels): their values are kept.
  let flat = -1, fy = 0, fu = 0, fv = 0;
  for (let y = y0; y < y1; y += 2) {
    let i = y * W + x0;
    let c = U + (y >> 1) * CW + (x0 >> 1);
    for (let x = x0; x < x1; x += 2, i += 2, c++) {
      const p = px[i], q = px[i + 1], r = px[i + W], s = px[i + W + 1];
      if (p === q && p === r && p === s) {
        // A flat block (grounds, panels, the inside of glyphs): one pixel's values, four times.
        if (p !== flat) {
          fy = luma(p) * 257;
          fu = chromaU(4 * red(p), 4 * green(p), 4 * blue(p));
          fv = chromaV(4 * red(p), 4 * green(p), 4 * blue(p));
          flat = p;
        }
        out16[i >> 1] = fy; out16[(i + W) >> 1] = fy;
        out[c] = fu; out[c + V - U] = fv;
        continue;
      }
      out[i] = luma(p);
      out[i + 1] = luma(q);
      out[i + W] = luma(r);
      out[i + W + 1] = luma(s);
      // The four pixels' red and blue summed side by side in one word (each sum fits 16 bits), green apart.
      const rb = (p & 0xff00ff) + (q & 0xff00ff) + (r & 0xff00ff) + (s & 0xff00ff);
      const R = rb >>> 16, B = rb & 0xffff, G = green(p) + green(q) + green(r) + green(s);
      out[c] = chromaU(R, G, B);
      out[c + V - U] = chromaV(R, G, B);
    }
  }
}
