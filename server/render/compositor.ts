/** The frame compositor of the fast video path (composite.ts holds its sprites and blending). */
import type { Transform } from "../../remotion/lib/motion";
import { blend, type Placed, type Sprite } from "./composite";
import { warp, zoomInto } from "./resample";

/**
 * Sub-pixel phases are quantised to 1/4 px (1/2 px for a full-frame ground, whose phases are large and
 * which carries no text): finer steps are invisible, and phases can be cached.
 */
export const PHASES = 4;
const BG_PHASES = 2;

/** A rectangle of the frame, [x0, y0, x1, y1). */
export type Rect = [number, number, number, number];

/**
 * How one layer is drawn on a frame: a sprite (or a cached phase or a warp of it) blended at an integer
 * offset, or (`zoom`) the ground resampled straight into the frame. `rect` is the part of the frame it
 * paints.
 */
type Placement = { src: Placed; dx: number; dy: number; opacity: number; clip?: Rect; rect: Rect } | { zoom: Transform; rect: Rect };

/**
 * Composites the frames of a video into one buffer that keeps the previous frame: a frame redraws only
 * the rectangles where a layer moved, appeared or left (the others' pixels are already there), and says
 * which ones, so that only those are converted for the encoder. A layer whose transform did not change
 * keeps the very pixels it was drawn with (a phase, a warp), so a partial redraw leaves no seam.
 * A layer whose scale and rotation did not change since the last frame (resting, drifting, panning) is
 * drawn from a cache of its sub-pixel phases (bounded by bytes) and placed at the integer part of its
 * offset; a layer that scales or turns this frame is resampled for this frame only.
 */
export class Compositor {
  private cache = new Map<string, Placed>();
  private cacheBytes = 0;
  private pools: { buf?: Buffer }[] = [];
  private last: (Transform | undefined)[] = [];
  private placed: (Placement | null)[] = [];
  private started = false;
  /** The layer covering the frame (0: none); the layers under it are not drawn. */
  private from = 0;
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
  /** An opaque full-frame layer at rest (the end card's ground once it has arrived) hides everything under it. */
  private covers(k: number, tr: Transform): boolean {
    const sp = this.sprites[k];
    return sp.opaque && sp.x === 0 && sp.y === 0 && sp.w === this.W && sp.h === this.H && isRest(tr);
  }
  /** Where and how layer `k` is drawn under `tr` (`prev`: its transform on the frame before). */
  private place(k: number, tr: Transform, prev: Transform | undefined): Placement {
    const sp = this.sprites[k];
    const isBg = k === 0 && this.fullBg;
    const rot = tr.rotate ?? 0;
    const clip = this.clips[k] ? sp.box : undefined;
    const at = (src: Placed, dx: number, dy: number, opacity: number): Placement => ({ src, dx, dy, opacity, clip, rect: this.cut([dx, dy, dx + src.w, dy + src.h], clip) });
    if ((tr.scale === 1 && rot === 0 && tr.x === 0 && tr.y === 0) || (isBg && sp.uniform)) return at(sp, sp.x, sp.y, isBg ? 1 : tr.opacity);
    const steady = (tr.scale === 1 && rot === 0) || (!!prev && prev.scale === tr.scale && (prev.rotate ?? 0) === rot);
    if (steady) {
      const P = isBg ? BG_PHASES : PHASES;
      const qx = Math.round(tr.x * P), qy = Math.round(tr.y * P);
      const ix = Math.floor(qx / P), iy = Math.floor(qy / P);
      const fx = qx - ix * P, fy = qy - iy * P;
      if (tr.scale === 1 && rot === 0 && fx === 0 && fy === 0) return at(sp, sp.x + ix, sp.y + iy, tr.opacity);
      const ph = this.phase(k, tr.scale, rot, fx, fy, isBg && rot === 0);
      return at(ph, ph.x + ix, ph.y + iy, isBg ? 1 : tr.opacity);
    }
    if (isBg) return { zoom: tr, rect: [0, 0, this.W, this.H] };
    const wp = warp(sp, tr, this.W, this.H, (this.pools[k] ??= {}));
    return at(wp, wp.x, wp.y, tr.opacity);
  }
  /** `r` within the frame and `clip`. */
  private cut(r: Rect, clip?: Rect): Rect {
    return [Math.max(r[0], clip?.[0] ?? 0, 0), Math.max(r[1], clip?.[1] ?? 0, 0), Math.min(r[2], clip?.[2] ?? this.W, this.W), Math.min(r[3], clip?.[3] ?? this.H, this.H)];
  }
  /**
   * Composites the frame of transforms `trs` into `dst`, which holds the previous frame (the first call
   * draws it whole), and returns the rectangles it redrew: even-aligned, apart from each other.
   */
  frame(dst: Buffer, trs: Transform[]): Rect[] {
    let from = 0;
    for (let k = trs.length - 1; k > 0 && !from; k--) if (this.covers(k, trs[k])) from = k;
    this.from = from;
    const changed: Rect[] = [];
    this.sprites.forEach((sp, k) => {
      const tr = trs[k], prev = this.last[k], before = this.placed[k] ?? null;
      this.last[k] = tr;
      const visible = k >= from && (tr.opacity > 0.003 || (k === 0 && this.fullBg));
      let now: Placement | null = null;
      // An unchanged layer keeps its placement; the ground zoomed into the last frame is resampled again.
      if (visible) now = before && prev && sameTransform(prev, tr) && !("zoom" in before) ? before : this.place(k, tr, prev);
      this.placed[k] = now;
      if (now === before) return;
      if (before) changed.push(before.rect);
      if (now) changed.push(now.rect);
    });
    const rects = this.started ? mergeRects(changed, this.W, this.H) : [[0, 0, this.W, this.H] as Rect];
    this.started = true;
    for (const r of rects) this.paint(dst, r);
    return rects;
  }
  /** Draws every placed layer that reaches into `r`, from the ground up, cut to `r`. */
  private paint(dst: Buffer, r: Rect) {
    const { W, H } = this;
    // Without an opaque full-frame ground, or a layer covering the frame, the frame starts white.
    if (!this.fullBg && !this.from) {
      for (let y = r[1]; y < r[3]; y++) dst.fill(255, (y * W + r[0]) * 4, (y * W + r[2]) * 4);
    }
    this.placed.forEach((p, k) => {
      if (!p || p.rect[0] >= r[2] || p.rect[2] <= r[0] || p.rect[1] >= r[3] || p.rect[3] <= r[1]) return;
      // A zoomed ground changed the whole frame: `r` is the frame.
      if ("zoom" in p) zoomInto(dst, W, H, this.sprites[k], p.zoom, this.scratch);
      else blend(dst, W, H, p.src, p.dx, p.dy, p.opacity, this.cut(r, p.clip));
    });
  }
}

const sameTransform = (a: Transform, b: Transform) => a.x === b.x && a.y === b.y && a.scale === b.scale && (a.rotate ?? 0) === (b.rotate ?? 0) && a.opacity === b.opacity;

/**
 * The rectangles to redraw: each grown to even coordinates (a 2x2 block of the encoder's chroma is
 * redrawn whole), then overlapping ones merged into their bounding box until none overlap. When they
 * cover most of the frame, the whole frame (one pass is cheaper than many).
 */
function mergeRects(rects: Rect[], W: number, H: number): Rect[] {
  const out: Rect[] = [];
  for (const [x0, y0, x1, y1] of rects) if (x1 > x0 && y1 > y0) out.push([x0 & ~1, y0 & ~1, Math.min(W, (x1 + 1) & ~1), Math.min(H, (y1 + 1) & ~1)]);
  for (let merged = true; merged; ) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i], b = out[j];
        if (a[0] >= b[2] || b[0] >= a[2] || a[1] >= b[3] || b[1] >= a[3]) continue;
        out[i] = [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
        out.splice(j, 1);
        merged = true;
        break;
      }
    }
  }
  const area = out.reduce((n, [x0, y0, x1, y1]) => n + (x1 - x0) * (y1 - y0), 0);
  return area > 0.6 * W * H ? [[0, 0, W, H]] : out;
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
