/** The frame compositor of the fast video path (composite.ts holds its sprites and blending). */
import type { Transform } from "../../remotion/lib/motion";
import { blend, coreOf, type Placed, type Sprite } from "./composite";
import { warp, zoomInto } from "./resample";

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
  /** An opaque full-frame layer at rest (the end card's ground once it has arrived) hides everything under it. */
  private covers(k: number, tr: Transform): boolean {
    const sp = this.sprites[k];
    return sp.opaque && sp.x === 0 && sp.y === 0 && sp.w === this.W && sp.h === this.H && isRest(tr);
  }
  frame(dst: Buffer, trs: Transform[]) {
    const { W, H } = this;
    const full = this.fullBg;
    let from = 0;
    for (let k = trs.length - 1; k > 0 && !from; k--) if (this.covers(k, trs[k])) from = k;
    if (!full && !from) dst.fill(255);
    this.sprites.forEach((sp, k) => {
      const tr = trs[k];
      const prev = this.last[k];
      this.last[k] = tr;
      if (k < from) return;
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
