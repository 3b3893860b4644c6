/**
 * The compositor of the fast video path: layers drawn once as premultiplied BGRA sprites, placed on
 * every frame with the transforms of remotion/lib/motion.ts at fractional offsets (bilinear
 * resampling, no whole-pixel stepping), in plain JS on packed 32-bit pixels.
 *
 *  - the full-frame background: zoomed/shifted straight into the frame (separable bilinear), or copied
 *    when it rests;
 *  - a sprite that only translates: its sub-pixel phase (1/8 px) is resampled once and cached, then
 *    blended at the integer part of the offset;
 *  - a sprite that scales or turns: resampled for that frame (inverse mapping, bilinear) about the
 *    centre of its layer box, as the CSS transform in Remotion does;
 *  - a `clip` layer is cut to its own box (panel grounds, photos in panels).
 */
import type { Transform } from "../../remotion/lib/motion";

export type Sprite = {
  id: string;
  /** Premultiplied BGRA of the trimmed layer, with a 1 px transparent border (except full-frame grounds). */
  data: Buffer;
  x: number; y: number; w: number; h: number;
  /** Per row, [start, end) of non-transparent pixels, to skip empty space quickly. */
  spans: Int32Array;
  opaque: boolean;
  /** Width of the transparent border (1, or 0 for full-frame grounds): an opaque sprite is opaque inside it. */
  inset: number;
  /** Centre of the layer's box (the transform origin), frame coordinates. */
  cx: number; cy: number;
  /** The ink rectangle [x0, y0, x1, y1). */
  clip: [number, number, number, number];
  /** The layer's box [x0, y0, x1, y1) (as laid out): where a `clip` layer is cut, as CSS overflow cuts it. */
  box: [number, number, number, number];
  /** One flat colour over the whole frame: moving it changes nothing. */
  uniform?: boolean;
  /** Per row, [start, end) of the longest run of opaque pixels: copied, not blended. */
  core?: Int32Array;
};

export type Placed = { data: Buffer; x: number; y: number; w: number; h: number; spans: Int32Array; opaque?: boolean; inset?: number; core?: Int32Array };

/**
 * Trim a full-frame RGBA render of one layer to its ink, convert to BGRA (AVI's 32-bit layout; blending
 * is channel-agnostic). Pixels with alpha 1 and no colour are the box marker of kit's Layer(): they give
 * the transform origin and are cleared.
 */
export function trim(id: string, data: Buffer, W: number, H: number): Sprite | null {
  let bx0 = W, by0 = H, bx1 = -1, by1 = -1; // box (marker included)
  let x0 = W, y0 = H, x1 = -1, y1 = -1; // ink
  let opaque = true;
  // Whole pixels as little-endian words: alpha is the top byte, a box marker is exactly 0x01000000.
  const px32 = new Uint32Array(data.buffer, data.byteOffset, W * H);
  for (let y = 0; y < H; y++) {
    const o = y * W;
    let first = W, last = -1, inkFirst = W, inkLast = -1;
    for (let x = 0; x < W; x++) {
      const v = px32[o + x];
      if (v < 0x01000000) { opaque = false; continue; }
      if (first === W) first = x;
      last = x;
      if (v === 0x01000000) {
        px32[o + x] = 0;
        opaque = false;
        continue;
      }
      if (inkFirst === W) inkFirst = x;
      inkLast = x;
      if (v < 0xff000000) opaque = false;
    }
    if (last >= 0) {
      if (first < bx0) bx0 = first;
      if (last > bx1) bx1 = last;
      if (by0 === H) by0 = y;
      by1 = y;
    }
    if (inkLast >= 0) {
      if (inkFirst < x0) x0 = inkFirst;
      if (inkLast > x1) x1 = inkLast;
      if (y0 === H) y0 = y;
      y1 = y;
    }
  }
  if (x1 < 0) return null;
  const full = opaque && x0 === 0 && y0 === 0 && x1 === W - 1 && y1 === H - 1;
  let uniform = full;
  if (full) {
    const v = px32[0];
    for (let i = 1; i < px32.length && uniform; i++) if (px32[i] !== v) uniform = false;
  }
  const pad = full ? 0 : 1;
  const iw = x1 - x0 + 1, ih = y1 - y0 + 1;
  const w = iw + 2 * pad, h = ih + 2 * pad;
  const out = Buffer.alloc(w * h * 4);
  const out32 = new Uint32Array(out.buffer, out.byteOffset, w * h);
  // The ink copied as BGRA (red and blue trade places, a word at a time). A solid rectangle (a panel
  // ground, a photo): every ink pixel opaque. It needs no transparent border and is placed with row copies.
  let solid = true;
  for (let y = 0; y < ih; y++) {
    const from = (y + y0) * W + x0, to = (y + pad) * w + pad;
    for (let x = 0; x < iw; x++) {
      const p = px32[from + x];
      if (p < 0xff000000) solid = false;
      out32[to + x] = (p & 0xff00ff00) | ((p & 0xff) << 16) | ((p >>> 16) & 0xff);
    }
  }
  return {
    id, data: out, x: x0 - pad, y: y0 - pad, w, h, spans: spansOf(out, w, h), opaque: solid, inset: pad, core: coreOf(out, w, h),
    cx: (bx0 + bx1 + 1) / 2, cy: (by0 + by1 + 1) / 2, clip: [x0, y0, x1 + 1, y1 + 1], box: [bx0, by0, bx1 + 1, by1 + 1], uniform,
  };
}

/** Moves a sprite's frame coordinates (a sprite drawn on a larger canvas with an overscan margin). */
export function shiftSprite(sp: Sprite, dx: number, dy: number): void {
  sp.x += dx; sp.y += dy; sp.cx += dx; sp.cy += dy;
  sp.clip = [sp.clip[0] + dx, sp.clip[1] + dy, sp.clip[2] + dx, sp.clip[3] + dy];
  sp.box = [sp.box[0] + dx, sp.box[1] + dy, sp.box[2] + dx, sp.box[3] + dy];
}

/** Per row, the longest run of fully opaque pixels (copied with a block move when blending). */
export function coreOf(data: Buffer, w: number, h: number): Int32Array {
  const core = new Int32Array(h * 2);
  const px = new Uint32Array(data.buffer, data.byteOffset, w * h);
  for (let y = 0; y < h; y++) {
    const o = y * w;
    let bs = 0, be = 0, s = -1;
    for (let x = 0; x <= w; x++) {
      const op = x < w && px[o + x] >>> 24 === 255;
      if (op && s < 0) s = x;
      else if (!op && s >= 0) {
        if (x - s > be - bs) { bs = s; be = x; }
        s = -1;
      }
    }
    core[y * 2] = bs;
    core[y * 2 + 1] = be;
  }
  return core;
}

function spansOf(data: Buffer, w: number, h: number): Int32Array {
  const spans = new Int32Array(h * 2);
  const px = new Uint32Array(data.buffer, data.byteOffset, w * h);
  for (let y = 0; y < h; y++) {
    const o = y * w;
    let s = w, e = 0;
    for (let x = 0; x < w; x++) if (px[o + x] >>> 24) { s = x; break; }
    for (let x = w - 1; x >= s; x--) if (px[o + x] >>> 24) { e = x + 1; break; }
    spans[y * 2] = s;
    spans[y * 2 + 1] = e;
  }
  return spans;
}

/** Blend a premultiplied sprite onto the frame at integer (dx, dy) with opacity, cut to `clip`. */
export function blend(dst: Buffer, W: number, H: number, s: Placed, dx: number, dy: number, opacity: number, clip?: [number, number, number, number]) {
  if (opacity <= 0.003) return;
  const o = Math.round(Math.min(1, opacity) * 256);
  const src = s.data;
  const cx0 = clip ? Math.max(0, clip[0]) : 0, cy0 = clip ? Math.max(0, clip[1]) : 0;
  const cx1 = clip ? Math.min(W, clip[2]) : W, cy1 = clip ? Math.min(H, clip[3]) : H;
  if (s.opaque && o === 256) {
    // Row copies of the opaque interior (inside the transparent border, if any).
    const n = s.inset ?? 0;
    const x0 = Math.max(cx0, dx + n), x1 = Math.min(cx1, dx + s.w - n);
    if (x1 <= x0) return;
    for (let y = n; y < s.h - n; y++) {
      const fy = y + dy;
      if (fy < cy0 || fy >= cy1) continue;
      src.copy(dst, (fy * W + x0) * 4, (y * s.w + (x0 - dx)) * 4, (y * s.w + (x1 - dx)) * 4);
    }
    return;
  }
  const S = new Uint32Array(src.buffer, src.byteOffset, s.w * s.h);
  const D = new Uint32Array(dst.buffer, dst.byteOffset, W * H);
  for (let y = 0; y < s.h; y++) {
    const fy = y + dy;
    if (fy < cy0 || fy >= cy1) continue;
    let xs = s.spans[y * 2], xe = s.spans[y * 2 + 1];
    if (xs >= xe) continue;
    if (xs + dx < cx0) xs = cx0 - dx;
    if (xe + dx > cx1) xe = cx1 - dx;
    let si = y * s.w + xs;
    let di = fy * W + xs + dx;
    // The opaque run of this row goes in one block move; the pixels around it are blended.
    let cs = xe, ce = xe;
    if (s.core && o === 256) {
      cs = Math.min(xe, Math.max(xs, s.core[y * 2]));
      ce = Math.min(xe, Math.max(cs, s.core[y * 2 + 1]));
      if (ce - cs < 16) cs = ce = xe;
    }
    for (let x = xs; x < xe; x++, si++, di++) {
      if (x === cs) {
        D.set(S.subarray(si, si + (ce - cs)), di);
        si += ce - cs - 1; di += ce - cs - 1; x = ce - 1;
        continue;
      }
      let p = S[si];
      if (p === 0) continue;
      if (o !== 256) {
        // Scale all four premultiplied channels by the opacity.
        p = ((((p & 0xff00ff) * o) >>> 8) & 0xff00ff) | (((((p >>> 8) & 0xff00ff) * o) >>> 8) & 0xff00ff) << 8;
      }
      const a = p >>> 24;
      if (a === 255) { D[di] = p; continue; }
      if (a === 0) continue;
      const k = 255 - a;
      const q = D[di];
      // dst * (255 - a) / 255 per channel (rounded), plus the premultiplied source.
      const rb = ((q & 0xff00ff) * k + 0x800080) >>> 0;
      const ag = (((q >>> 8) & 0xff00ff) * k + 0x800080) >>> 0;
      const rb2 = (((rb + ((rb >>> 8) & 0xff00ff)) >>> 8) & 0xff00ff);
      const ag2 = (((ag + ((ag >>> 8) & 0xff00ff)) >>> 8) & 0xff00ff);
      D[di] = ((p & 0xff00ff) + rb2 | (((p >>> 8) & 0xff00ff) + ag2) << 8) >>> 0;
    }
  }
}
