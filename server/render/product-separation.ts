/**
 * Product separation (issue 42): does a cut-out product stand apart from what is right behind it? Along
 * the product's silhouette (its left, right and top edges; the bottom stands on its shadow), the ad's
 * pixel just inside the edge is compared with the pixel just outside it: their luminance contrast and
 * their colour distance (CIE76 in Lab). The medians over the edge are the measures; a brown loaf on a
 * ground taken from its own crust has neither.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { LaidOut, Raster } from "./still";

type Drawn = { src: string; width: number; height: number };

/** The cut-outs' alpha at their drawn size, kept for the few products a process draws again and again. */
const masks = new Map<string, Promise<Buffer>>();
const MASKS_KEPT = 12;

function alphaAt(src: string, width: number, height: number): Promise<Buffer> {
  const key = `${createHash("sha1").update(src).digest("hex")}:${width}x${height}`;
  let mask = masks.get(key);
  if (!mask) {
    const bytes = Buffer.from(src.slice(src.indexOf(",") + 1), "base64");
    mask = sharp(bytes).ensureAlpha().resize(width, height, { fit: "fill" }).extractChannel(3).raw().toBuffer();
    masks.set(key, mask);
    mask.catch(() => masks.delete(key));
    if (masks.size > MASKS_KEPT) masks.delete(masks.keys().next().value!);
  }
  return mask;
}

const linear = (v: number) => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (r: number, g: number, b: number) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
function lab(r: number, g: number, b: number): [number, number, number] {
  const [R, G, B] = [linear(r), linear(g), linear(b)];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047), y = f(0.2126 * R + 0.7152 * G + 0.0722 * B), z = f((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Pairs of canvas points (inside, outside) across the silhouette of one drawn cut-out. */
function edgePairs(alpha: Buffer, w: number, h: number): [number, number, number, number][] {
  const inset = Math.max(2, Math.round(Math.min(w, h) * 0.012)), outset = Math.max(3, Math.round(Math.min(w, h) * 0.02));
  const solid = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h && alpha[y * w + x] > 200;
  const clear = (x: number, y: number) => x < 0 || y < 0 || x >= w || y >= h || alpha[y * w + x] < 30;
  const pairs: [number, number, number, number][] = [];
  const step = Math.max(1, Math.round(Math.max(w, h) / 160));
  for (let y = 0; y < h; y += step) {
    let left = -1, right = -1;
    for (let x = 0; x < w; x++) if (alpha[y * w + x] > 200) { if (left < 0) left = x; right = x; }
    if (left < 0) continue;
    if (solid(left + inset, y) && clear(left - outset, y)) pairs.push([left + inset, y, left - outset, y]);
    if (solid(right - inset, y) && clear(right + outset, y)) pairs.push([right - inset, y, right + outset, y]);
  }
  for (let x = 0; x < w; x += step) {
    let top = -1;
    for (let y = 0; y < h && top < 0; y++) if (alpha[y * w + x] > 200) top = y;
    if (top >= 0 && solid(x, top + inset) && clear(x, top - outset)) pairs.push([x, top + inset, x, top - outset]);
  }
  return pairs;
}

/**
 * The medians of contrast and colour distance across the edges of the cut-outs `drawn` (as Paint recorded
 * them), found in the laid-out `nodes` by their source, and the edge's own colour; null when none is drawn.
 */
export async function productSeparation(ad: Raster, drawn: Drawn[], nodes: LaidOut[]): Promise<{ contrast: number; distance: number; edge: string } | null> {
  const ratios: number[] = [], distances: number[] = [], edge: number[][] = [[], [], []];
  const at = (x: number, y: number) => (x >= 0 && y >= 0 && x < ad.width && y < ad.height ? (y * ad.width + x) * 4 : -1);
  for (const d of drawn) {
    const placed = nodes.filter((n) => n.type === "img" && n.props.src === d.src && Math.abs(n.width - d.width) <= 2 && Math.abs(n.height - d.height) <= 2);
    for (const n of placed) {
      const alpha = await alphaAt(d.src, d.width, d.height);
      for (const [ix, iy, ox, oy] of edgePairs(alpha, d.width, d.height)) {
        const i = at(Math.round(n.left + ix), Math.round(n.top + iy)), o = at(Math.round(n.left + ox), Math.round(n.top + oy));
        if (i < 0 || o < 0) continue;
        const p = ad.data;
        const [li, lo] = [luminance(p[i], p[i + 1], p[i + 2]), luminance(p[o], p[o + 1], p[o + 2])];
        ratios.push((Math.max(li, lo) + 0.05) / (Math.min(li, lo) + 0.05));
        for (let k = 0; k < 3; k++) edge[k].push(p[i + k]);
        const [a, b] = [lab(p[i], p[i + 1], p[i + 2]), lab(p[o], p[o + 1], p[o + 2])];
        distances.push(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]));
      }
    }
  }
  if (!ratios.length) return null;
  const hex = "#" + edge.map((v) => median(v).toString(16).padStart(2, "0")).join("");
  return { contrast: Math.floor(median(ratios) * 100) / 100, distance: Math.round(median(distances)), edge: hex };
}
