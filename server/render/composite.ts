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

type Placed = { data: Buffer; x: number; y: number; w: number; h: number; spans: Int32Array; opaque?: boolean; inset?: number; core?: Int32Array };

/**
 * Trim a full-frame RGBA render of one layer to its ink, convert to BGRA (AVI's 32-bit layout; blending
 * is channel-agnostic). Pixels with alpha 1 and no colour are the box marker of kit's Layer(): they give
 * the transform origin and are cleared.
 */
export function trim(id: string, data: Buffer, W: number, H: number): Sprite | null {
  let bx0 = W, by0 = H, bx1 = -1, by1 = -1; // box (marker included)
  let x0 = W, y0 = H, x1 = -1, y1 = -1; // ink
  let opaque = true;
  const px32 = new Uint32Array(data.buffer, data.byteOffset, W * H);
  for (let y = 0; y < H; y++) {
    const rowOff = y * W * 4;
    for (let x = 0; x < W; x++) {
      if (px32[y * W + x] === 0) { opaque = false; continue; }
      const i = rowOff + x * 4;
      const a = data[i + 3];
      if (!a) { opaque = false; continue; }
      if (x < bx0) bx0 = x;
      if (x > bx1) bx1 = x;
      if (y < by0) by0 = y;
      if (y > by1) by1 = y;
      if (a === 1 && data[i] === 0 && data[i + 1] === 0 && data[i + 2] === 0) {
        data[i + 3] = 0;
        opaque = false;
        continue;
      }
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      if (a !== 255) opaque = false;
    }
  }
  if (x1 < 0) return null;
  const full = opaque && x0 === 0 && y0 === 0 && x1 === W - 1 && y1 === H - 1;
  // A solid rectangle (a panel ground, a photo): every ink pixel opaque. It needs no transparent border
  // and is placed with row copies.
  let solid = true;
  for (let y = y0; y <= y1 && solid; y++) for (let x = x0; x <= x1; x++) if (data[(y * W + x) * 4 + 3] !== 255) { solid = false; break; }
  let uniform = full;
  if (full) {
    const px = new Uint32Array(data.buffer, data.byteOffset, W * H);
    const v = px[0];
    for (let i = 1; i < px.length && uniform; i++) if (px[i] !== v) uniform = false;
  }
  const pad = full ? 0 : 1;
  const iw = x1 - x0 + 1, ih = y1 - y0 + 1;
  const w = iw + 2 * pad, h = ih + 2 * pad;
  const out = Buffer.alloc(w * h * 4);
  for (let y = 0; y < ih; y++) data.copy(out, ((y + pad) * w + pad) * 4, ((y + y0) * W + x0) * 4, ((y + y0) * W + x0 + iw) * 4);
  for (let i = 0; i < out.length; i += 4) {
    const r = out[i];
    out[i] = out[i + 2];
    out[i + 2] = r;
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
function coreOf(data: Buffer, w: number, h: number): Int32Array {
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

/**
 * Zoom and shift an opaque full-frame ground about the frame centre, written straight into the frame
 * (separable bilinear: each source row is resampled horizontally once, rows are then mixed).
 */
export function zoomInto(dst: Buffer, W: number, H: number, sp: Sprite, tr: Transform, scratch: { cols: Int32Array; wx: Int32Array; rowA: Uint32Array; rowB: Uint32Array }) {
  const w = sp.w, h = sp.h;
  const src = new Uint32Array(sp.data.buffer, sp.data.byteOffset, w * h);
  const out = new Uint32Array(dst.buffer, dst.byteOffset, W * H);
  const s = tr.scale;
  const cx = sp.cx + tr.x, cy = sp.cy + tr.y;
  const { cols, wx } = scratch;
  for (let x = 0; x < W; x++) {
    let u = (x + 0.5 - cx) / s + sp.cx - sp.x - 0.5;
    if (u < 0) u = 0;
    if (u > w - 1.001) u = w - 1.001;
    const i = Math.floor(u);
    cols[x] = i;
    wx[x] = Math.round((u - i) * 256);
  }
  let rowA = scratch.rowA, rowB = scratch.rowB;
  let haveA = -1, haveB = -1;
  const hrow = (r: number, into: Uint32Array) => {
    const o = r * w;
    for (let x = 0; x < W; x++) {
      const c = o + cols[x], f = wx[x];
      const a = src[c], b = src[c + 1];
      // Smooth grounds: neighbours within a few levels need no mixing (the result differs by <= 3).
      if (f === 0 || ((a ^ b) & 0xfcfcfcfc) === 0) { into[x] = a; continue; }
      const g = 256 - f;
      into[x] = (((((a & 0xff00ff) * g + (b & 0xff00ff) * f) >>> 8) & 0xff00ff) | (((((a >>> 8) & 0xff00ff) * g + ((b >>> 8) & 0xff00ff) * f) >>> 8) & 0xff00ff) << 8) >>> 0;
    }
  };
  for (let y = 0; y < H; y++) {
    let v = (y + 0.5 - cy) / s + sp.cy - sp.y - 0.5;
    if (v < 0) v = 0;
    if (v > h - 1.001) v = h - 1.001;
    const r = Math.floor(v);
    const f = Math.round((v - r) * 256);
    if (haveA !== r) {
      if (haveB === r) { const t = rowA; rowA = rowB; rowB = t; haveA = r; haveB = -1; }
      else { hrow(r, rowA); haveA = r; }
    }
    const d = y * W;
    if (f === 0) { out.set(rowA, d); continue; }
    if (haveB !== r + 1) { hrow(r + 1, rowB); haveB = r + 1; }
    const g = 256 - f;
    for (let x = 0; x < W; x++) {
      const a = rowA[x], b = rowB[x];
      out[d + x] = ((a ^ b) & 0xfcfcfcfc) === 0 ? a : (((((a & 0xff00ff) * g + (b & 0xff00ff) * f) >>> 8) & 0xff00ff) | (((((a >>> 8) & 0xff00ff) * g + ((b >>> 8) & 0xff00ff) * f) >>> 8) & 0xff00ff) << 8) >>> 0;
    }
  }
  scratch.rowA = rowA;
  scratch.rowB = rowB;
}

/**
 * Resample a sprite under a transform (translate, rotate, scale about the layer box centre) into a new
 * sprite in frame coordinates, bilinear on premultiplied pixels. The 1 px transparent border of the
 * sprite makes samples outside it transparent.
 */
export function warp(sp: Sprite, tr: Transform, W: number, H: number, pool?: { buf?: Buffer }): Placed {
  // W/H bound the output to the frame (+2 px); Infinity leaves it whole (cached phases, shifted later).
  const s = tr.scale, th = ((tr.rotate ?? 0) * Math.PI) / 180;
  const cos = Math.cos(th), sin = Math.sin(th);
  const ox = sp.cx + tr.x, oy = sp.cy + tr.y; // the origin after the move
  // Destination bounds: the transformed corners of the sprite.
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const [px, py] of [[sp.x, sp.y], [sp.x + sp.w, sp.y], [sp.x, sp.y + sp.h], [sp.x + sp.w, sp.y + sp.h]]) {
    const dx = (px - sp.cx) * s, dy = (py - sp.cy) * s;
    const X = ox + dx * cos - dy * sin, Y = oy + dx * sin + dy * cos;
    minX = Math.min(minX, X); maxX = Math.max(maxX, X); minY = Math.min(minY, Y); maxY = Math.max(maxY, Y);
  }
  const x0 = Math.max(W === Infinity ? -Infinity : -2, Math.floor(minX)), y0 = Math.max(H === Infinity ? -Infinity : -2, Math.floor(minY));
  const x1 = Math.min(W + 2, Math.ceil(maxX)), y1 = Math.min(H + 2, Math.ceil(maxY));
  const w = Math.max(1, x1 - x0), h = Math.max(1, y1 - y0);
  const bytes = w * h * 4;
  let data: Buffer;
  if (pool) {
    if (!pool.buf || pool.buf.length < bytes) pool.buf = Buffer.allocUnsafe(Math.ceil(bytes * 1.2));
    data = pool.buf;
  } else data = Buffer.allocUnsafe(bytes);
  const out = new Uint32Array(data.buffer, data.byteOffset, w * h);
  const src = new Uint32Array(sp.data.buffer, sp.data.byteOffset, sp.w * sp.h);
  const spans = new Int32Array(h * 2);
  const sw = sp.w, sh = sp.h, umax = sw - 1.0001, vmax = sh - 1.0001;
  // Inverse map: source = centre + R(-th) (P - origin) / s, in the sprite's pixel-centre coordinates.
  const a11 = cos / s, a12 = sin / s, a21 = -sin / s, a22 = cos / s;
  const bu = sp.cx - sp.x - 0.5, bv = sp.cy - sp.y - 0.5;
  if (th === 0) {
    // Separable: per column and per row source index and weight (outside the sprite: its transparent border).
    const iu = new Int32Array(w), fu = new Int32Array(w);
    for (let x = 0; x < w; x++) {
      let u = (x0 + x + 0.5 - ox) / s + bu;
      if (u < 0) u = 0; else if (u > umax) u = umax;
      iu[x] = u | 0;
      fu[x] = ((u - (u | 0)) * 256) | 0;
    }
    for (let y = 0; y < h; y++) {
      let v = (y0 + y + 0.5 - oy) / s + bv;
      if (v < 0) v = 0; else if (v > vmax) v = vmax;
      const iv = v | 0, fv = ((v - iv) * 256) | 0, gv = 256 - fv;
      const r0 = iv * sw, r1 = r0 + sw, o = y * w;
      let first = w, last = 0;
      for (let x = 0; x < w; x++) {
        const c = iu[x];
        const p00 = src[r0 + c], p01 = src[r0 + c + 1], p10 = src[r1 + c], p11 = src[r1 + c + 1];
        if ((p00 | p01 | p10 | p11) === 0) { out[o + x] = 0; continue; }
        let px: number;
        if (((p00 ^ p01) | (p00 ^ p10) | (p00 ^ p11)) === 0) px = p00;
        else {
          const f = fu[x], g = 256 - f;
          const trb = (((p00 & 0xff00ff) * g + (p01 & 0xff00ff) * f) >>> 8) & 0xff00ff;
          const tag = ((((p00 >>> 8) & 0xff00ff) * g + ((p01 >>> 8) & 0xff00ff) * f) >>> 8) & 0xff00ff;
          const brb = (((p10 & 0xff00ff) * g + (p11 & 0xff00ff) * f) >>> 8) & 0xff00ff;
          const bag = ((((p10 >>> 8) & 0xff00ff) * g + ((p11 >>> 8) & 0xff00ff) * f) >>> 8) & 0xff00ff;
          px = ((((trb * gv + brb * fv) >>> 8) & 0xff00ff) | ((((tag * gv + bag * fv) >>> 8) & 0xff00ff) << 8)) >>> 0;
        }
        out[o + x] = px;
        if (px >>> 24) { if (x < first) first = x; last = x + 1; }
      }
      spans[y * 2] = first;
      spans[y * 2 + 1] = last;
    }
    return { data, x: x0, y: y0, w, h, spans };
  }
  for (let y = 0; y < h; y++) {
    const Py = y0 + y + 0.5 - oy;
    const Px0 = x0 + 0.5 - ox;
    let u = a11 * Px0 + a12 * Py + bu;
    let v = a21 * Px0 + a22 * Py + bv;
    let first = w, last = 0;
    const o = y * w;
    for (let x = 0; x < w; x++, u += a11, v += a21) {
      let uu = u, vv = v;
      if (uu < 0 || vv < 0 || uu > umax || vv > vmax) {
        if (uu < -1 || vv < -1 || uu > sw || vv > sh) { out[o + x] = 0; continue; }
        uu = uu < 0 ? 0 : uu > umax ? umax : uu;
        vv = vv < 0 ? 0 : vv > vmax ? vmax : vv;
      }
      const iu = uu | 0, iv = vv | 0;
      const k = iv * sw + iu;
      const p00 = src[k], p01 = src[k + 1], p10 = src[k + sw], p11 = src[k + sw + 1];
      if ((p00 | p01 | p10 | p11) === 0) { out[o + x] = 0; continue; }
      const fu = ((uu - iu) * 256) | 0, fv = ((vv - iv) * 256) | 0;
      const gu = 256 - fu, gv = 256 - fv;
      const trb = (((p00 & 0xff00ff) * gu + (p01 & 0xff00ff) * fu) >>> 8) & 0xff00ff;
      const tag = ((((p00 >>> 8) & 0xff00ff) * gu + ((p01 >>> 8) & 0xff00ff) * fu) >>> 8) & 0xff00ff;
      const brb = (((p10 & 0xff00ff) * gu + (p11 & 0xff00ff) * fu) >>> 8) & 0xff00ff;
      const bag = ((((p10 >>> 8) & 0xff00ff) * gu + ((p11 >>> 8) & 0xff00ff) * fu) >>> 8) & 0xff00ff;
      const px = ((((trb * gv + brb * fv) >>> 8) & 0xff00ff) | ((((tag * gv + bag * fv) >>> 8) & 0xff00ff) << 8)) >>> 0;
      out[o + x] = px;
      if (px >>> 24) { if (x < first) first = x; last = x + 1; }
    }
    spans[y * 2] = first;
    spans[y * 2 + 1] = last;
  }
  return { data, x: x0, y: y0, w, h, spans };
}

/**
 * Sub-pixel phases are quantised to 1/4 px (1/2 px for a full-frame ground, whose phases are large and
 * which carries no text): finer steps are invisible, and phases can be cached.
 */
export const PHASES = 4;
const BG_PHASES = 2;

/**
 * Places every sprite of one frame. A layer whose scale and rotation did not change since the last
 * frame (resting, drifting, panning) is drawn from a cache of its sub-pixel phases (bounded by bytes)
 * and placed at the integer part of its offset; a layer that scales or turns this frame is resampled
 * for this frame only.
 */
export class Compositor {
  private cache = new Map<string, Placed>();
  private cacheBytes = 0;
  private pools: { buf?: Buffer }[] = [];
  private last: (Transform | undefined)[] = [];
  private scratch: { cols: Int32Array; wx: Int32Array; rowA: Uint32Array; rowB: Uint32Array };
  constructor(private sprites: Sprite[], private W: number, private H: number, private clips: boolean[], private maxCacheBytes = 200 << 20) {
    this.scratch = { cols: new Int32Array(W), wx: new Int32Array(W), rowA: new Uint32Array(W), rowB: new Uint32Array(W) };
  }
  /** The first sprite paints every pixel of every frame when it is an opaque full-frame ground. */
  get fullBg(): boolean {
    const s = this.sprites[0];
    return !!s?.opaque && s.w === this.W && s.h === this.H && s.x === 0 && s.y === 0;
  }
  private phase(k: number, scale: number, rotate: number, fx: number, fy: number, opaque: boolean): Placed {
    const key = `${k}|${scale}|${rotate}|${fx}|${fy}`;
    let hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const P = k === 0 && this.fullBg ? BG_PHASES : PHASES;
    hit = warp(this.sprites[k], { x: fx / P, y: fy / P, scale, opacity: 1, rotate }, Infinity, Infinity);
    if (!(k === 0 && this.fullBg)) hit.core = coreOf(hit.data, hit.w, hit.h);
    if (opaque) hit.opaque = true;
    this.cache.set(key, hit);
    this.cacheBytes += hit.data.length;
    while (this.cacheBytes > this.maxCacheBytes && this.cache.size > 1) {
      const [k0, v0] = this.cache.entries().next().value!;
      this.cache.delete(k0);
      this.cacheBytes -= v0.data.length;
    }
    return hit;
  }
  frame(dst: Buffer, trs: Transform[]) {
    const { W, H } = this;
    const full = this.fullBg;
    if (!full) dst.fill(255);
    this.sprites.forEach((sp, k) => {
      const tr = trs[k];
      const prev = this.last[k];
      this.last[k] = tr;
      const isBg = k === 0 && full;
      const rot = tr.rotate ?? 0;
      if (tr.opacity <= 0.003 && !isBg) return;
      const clip = this.clips[k] ? sp.box : undefined;
      if ((tr.scale === 1 && rot === 0 && tr.x === 0 && tr.y === 0) || (isBg && sp.uniform)) {
        if (isBg) sp.data.copy(dst);
        else blend(dst, W, H, sp, sp.x, sp.y, tr.opacity, clip);
        return;
      }
      const steady = (tr.scale === 1 && rot === 0) || (!!prev && prev.scale === tr.scale && (prev.rotate ?? 0) === rot);
      if (steady) {
        const P = isBg ? BG_PHASES : PHASES;
        const qx = Math.round(tr.x * P), qy = Math.round(tr.y * P);
        const ix = Math.floor(qx / P), iy = Math.floor(qy / P);
        const fx = qx - ix * P, fy = qy - iy * P;
        if (tr.scale === 1 && rot === 0 && fx === 0 && fy === 0) blend(dst, W, H, sp, sp.x + ix, sp.y + iy, tr.opacity, clip);
        else {
          const ph = this.phase(k, tr.scale, rot, fx, fy, isBg && rot === 0);
          blend(dst, W, H, ph, ph.x + ix, ph.y + iy, isBg ? 1 : tr.opacity, clip);
        }
        return;
      }
      if (isBg) {
        zoomInto(dst, W, H, sp, tr, this.scratch);
        return;
      }
      const wp = warp(sp, tr, W, H, (this.pools[k] ??= {}));
      blend(dst, W, H, wp, wp.x, wp.y, tr.opacity, clip);
    });
  }
}

const isRest = (t: Transform) => t.x === 0 && t.y === 0 && t.scale === 1 && !t.rotate && t.opacity >= 1;

/**
 * Layers that never move, painted right above an opaque full-frame ground that never moves either, are
 * merged into it once: every frame then starts with one row copy instead of blending them again.
 */
export function flattenStatic(sprites: Sprite[], transforms: Transform[][], clips: boolean[], W: number, H: number): { sprites: Sprite[]; transforms: Transform[][]; clips: boolean[] } {
  const bg = sprites[0];
  if (!bg || !bg.opaque || bg.w !== W || bg.h !== H) return { sprites, transforms, clips };
  let n = 0;
  while (n < sprites.length && transforms.every((f) => isRest(f[n]) || (n === 0 && bg.uniform))) n++;
  if (n < 2) return { sprites, transforms, clips };
  const data = Buffer.from(bg.data);
  for (let k = 1; k < n; k++) blend(data, W, H, sprites[k], sprites[k].x, sprites[k].y, 1);
  const base: Sprite = { ...bg, id: sprites.slice(0, n).map((s) => s.id).join("+"), data, uniform: false };
  return {
    sprites: [base, ...sprites.slice(n)],
    transforms: transforms.map((f) => [{ x: 0, y: 0, scale: 1, opacity: 1, rotate: 0 }, ...f.slice(n)]),
    clips: [false, ...clips.slice(n)],
  };
}
