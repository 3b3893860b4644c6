/** Bilinear resampling of sprites for the fast video path (composite.ts): zoomed grounds and warped layers. */
import type { Transform } from "../../remotion/lib/motion";
import type { Placed, Sprite } from "./composite";

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
 * The one function over the 80 lines of the style rule, on purpose: its body is the per-pixel loop of every
 * resampled video frame, kept whole so that no call per row or pixel is added to the fast path.
 */
// eslint-disable-next-line max-lines-per-function -- the per-pixel loop kept whole on purpose (issue 40): see the doc comment above.
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
  // Per row the longest run of opaque pixels, which blend() copies instead of blending pixel by pixel.
  const core = new Int32Array(h * 2);
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
      let first = w, last = 0, run = -1, cs = 0, ce = 0;
      for (let x = 0; x < w; x++) {
        const c = iu[x];
        const p00 = src[r0 + c], p01 = src[r0 + c + 1], p10 = src[r1 + c], p11 = src[r1 + c + 1];
        let px = 0;
        if ((p00 | p01 | p10 | p11) === 0) px = 0;
        else if (((p00 ^ p01) | (p00 ^ p10) | (p00 ^ p11)) === 0) px = p00;
        else {
          const f = fu[x], g = 256 - f;
          const trb = (((p00 & 0xff00ff) * g + (p01 & 0xff00ff) * f) >>> 8) & 0xff00ff;
          const tag = ((((p00 >>> 8) & 0xff00ff) * g + ((p01 >>> 8) & 0xff00ff) * f) >>> 8) & 0xff00ff;
          const brb = (((p10 & 0xff00ff) * g + (p11 & 0xff00ff) * f) >>> 8) & 0xff00ff;
          const bag = ((((p10 >>> 8) & 0xff00ff) * g + ((p11 >>> 8) & 0xff00ff) * f) >>> 8) & 0xff00ff;
          px = ((((trb * gv + brb * fv) >>> 8) & 0xff00ff) | ((((tag * gv + bag * fv) >>> 8) & 0xff00ff) << 8)) >>> 0;
        }
        out[o + x] = px;
        const a = px >>> 24;
        if (a) { if (x < first) first = x; last = x + 1; }
        if (a === 255) { if (run < 0) run = x; }
        else if (run >= 0) { if (x - run > ce - cs) { cs = run; ce = x; } run = -1; }
      }
      if (run >= 0 && w - run > ce - cs) { cs = run; ce = w; }
      spans[y * 2] = first;
      spans[y * 2 + 1] = last;
      core[y * 2] = cs;
      core[y * 2 + 1] = ce;
    }
    return { data, x: x0, y: y0, w, h, spans, core };
  }
  for (let y = 0; y < h; y++) {
    const Py = y0 + y + 0.5 - oy;
    const Px0 = x0 + 0.5 - ox;
    let u = a11 * Px0 + a12 * Py + bu;
    let v = a21 * Px0 + a22 * Py + bv;
    let first = w, last = 0, run = -1, cs = 0, ce = 0;
    const o = y * w;
    for (let x = 0; x < w; x++, u += a11, v += a21) {
      let uu = u, vv = v;
      if (uu < 0 || vv < 0 || uu > umax || vv > vmax) {
        if (uu < -1 || vv < -1 || uu > sw || vv > sh) { out[o + x] = 0; if (run >= 0) { if (x - run > ce - cs) { cs = run; ce = x; } run = -1; } continue; }
        uu = uu < 0 ? 0 : uu > umax ? umax : uu;
        vv = vv < 0 ? 0 : vv > vmax ? vmax : vv;
      }
      const iu = uu | 0, iv = vv | 0;
      const k = iv * sw + iu;
      const p00 = src[k], p01 = src[k + 1], p10 = src[k + sw], p11 = src[k + sw + 1];
      if ((p00 | p01 | p10 | p11) === 0) { out[o + x] = 0; if (run >= 0) { if (x - run > ce - cs) { cs = run; ce = x; } run = -1; } continue; }
      const fu = ((uu - iu) * 256) | 0, fv = ((vv - iv) * 256) | 0;
      const gu = 256 - fu, gv = 256 - fv;
      const trb = (((p00 & 0xff00ff) * gu + (p01 & 0xff00ff) * fu) >>> 8) & 0xff00ff;
      const tag = ((((p00 >>> 8) & 0xff00ff) * gu + ((p01 >>> 8) & 0xff00ff) * fu) >>> 8) & 0xff00ff;
      const brb = (((p10 & 0xff00ff) * gu + (p11 & 0xff00ff) * fu) >>> 8) & 0xff00ff;
      const bag = ((((p10 >>> 8) & 0xff00ff) * gu + ((p11 >>> 8) & 0xff00ff) * fu) >>> 8) & 0xff00ff;
      const px = ((((trb * gv + brb * fv) >>> 8) & 0xff00ff) | ((((tag * gv + bag * fv) >>> 8) & 0xff00ff) << 8)) >>> 0;
      out[o + x] = px;
      const a = px >>> 24;
      if (a) { if (x < first) first = x; last = x + 1; }
      if (a === 255) { if (run < 0) run = x; }
      else if (run >= 0) { if (x - run > ce - cs) { cs = run; ce = x; } run = -1; }
    }
    if (run >= 0 && w - run > ce - cs) { cs = run; ce = w; }
    spans[y * 2] = first;
    spans[y * 2 + 1] = last;
    core[y * 2] = cs;
    core[y * 2 + 1] = ce;
  }
  return { data, x: x0, y: y0, w, h, spans, core };
}
