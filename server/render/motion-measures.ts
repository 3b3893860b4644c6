/**
 * What a video's motion does to its copy and its product, frame by frame (issue 42's second look: no
 * measure looked at text in motion, and a cut end of the product passed the 75 % rule). On every frame
 * sampled each half second before the end card, from the layout's boxes moved as the motion moves them
 * (design-measures.ts framesOfLayers), a copy layer at least half opaque:
 *  - stays in the frame (as far out as the still sets it) and inside the card it sits on in the still (a
 *    note's paper, a ticket: `fg-` layers), and enters no panel ground it keeps clear of in the still (copy
 *    crossing a picture is not measured yet: live_scene's bobbing CTA reaches bold-statement's loaf);
 *  - crosses no other copy deeper than it touches it in the still;
 *  - keeps the baseline and size of the other words of its line;
 * and a cut-out product's picture (its `img`, not its layer's box) stays inside the frame.
 * `TOLERANCE` px at 1080 are allowed everywhere: line boxes touch in the still, and sub-pixel motion.
 */
import { parseLayer, type LayerInfo } from "../../remotion/lib/motion";
import type { Paint } from "../../remotion/lib/kit";
import { PLACEMENTS } from "../../shared/placements";
import type { LaidOut } from "./still";
import type { DesignProps } from "./types";

/** A layer's box in one frame, moved as the video's motion moves it, and its rotation (degrees). */
export type Moved = { n: LaidOut; x0: number; y0: number; x1: number; y1: number; opacity: number; rotate: number };
type Rect = { x0: number; y0: number; x1: number; y1: number };

const TOLERANCE = 4;
const PICTURES = new Set(["product", "disc", "framed", "photo"]);
/** How deep two boxes cross: the smaller side of their intersection, 0 when apart. */
const depth = (a: Rect, b: Rect) => Math.max(0, Math.min(Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0), Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)));
const inside = (a: Rect, b: Rect, tol: number) => a.x0 >= b.x0 - tol && a.y0 >= b.y0 - tol && a.x1 <= b.x1 + tol && a.y1 <= b.y1 + tol;
const stillRect = (n: LaidOut): Rect => ({ x0: n.left, y0: n.top, x1: n.left + n.width, y1: n.top + n.height });
const nameOf = (L: LayerInfo) => (L.line >= 0 ? `the ${L.role} (line ${L.line + 1})` : `the ${L.role}`);

/** The problems of a video's frames, in words (one per kind and layer); a still has none. `frames[i]` is at `times[i]` s. */
export function motionProblems(props: DesignProps, frames: Moved[][], times: number[], paint: Paint, nodes: LaidOut[]): string[] {
  if (props.output !== "video") return [];
  const { width: W, height: H } = PLACEMENTS[props.placement];
  const tol = (TOLERANCE * Math.min(W, H)) / 1080;
  const frame = { x0: 0, y0: 0, x1: W, y1: H };
  const found = new Map<string, string>();
  const note = (key: string, text: string, t: number) => found.has(key) || found.set(key, `${text} at ${t} s`);
  const cutouts = new Set((paint.products ?? []).filter((p) => p.cutout).map((p) => p.src));
  const imgs = nodes.filter((n) => n.type === "img" && cutouts.has(n.props.src as string));
  frames.forEach((layers, i) => {
    const t = times[i];
    const info = layers.map((m) => parseLayer(m.n.key as string));
    // A picture layer's own picture: a cut-out's img inside it (its slot is larger), moved with it; else its box.
    const pictures = layers.map((m, j) => {
      const img = info[j].kind === "scene" && PICTURES.has(info[j].role) ? imgs.find((n) => inside(stillRect(n), stillRect(m.n), 1)) : undefined;
      return img ? { still: stillRect(img), now: movedRect(m, img) } : { still: stillRect(m.n), now: m as Rect };
    });
    const copy = layers.map((m, k) => (info[k].kind === "el" && m.opacity >= 0.5 ? k : -1)).filter((k) => k >= 0);
    for (const k of copy) {
      const m = layers[k], L = info[k], own = stillRect(m.n);
      // The frame, or as far out as the still already sets it.
      const bounds = { x0: Math.min(0, own.x0), y0: Math.min(0, own.y0), x1: Math.max(W, own.x1), y1: Math.max(H, own.y1) };
      if (!inside(m, bounds, tol)) note(`frame ${k}`, `${nameOf(L)} leaves the frame`, t);
      layers.forEach((o, j) => {
        if (j === k) return;
        const O = info[j];
        const card = O.kind === "fg" || (O.kind === "bg" && O.index > 0);
        // A card or panel ground the copy sits on in the still: it stays on it (grounds and cards never move off their box).
        if (card && inside(own, stillRect(o.n), 0) && !inside(m, stillRect(o.n), tol)) note(`card ${k}`, `${nameOf(L)} leaves its card or panel`, t);
        // Copy crossing a picture is not measured yet: live_scene's CTA bobs up into bold-statement's loaf (open).
        const other = O.kind === "el" ? o : card ? stillRect(o.n) : null;
        if (!other || (O.kind === "el" && o.opacity < 0.5)) return;
        if (depth(m, other) > depth(own, stillRect(o.n)) + tol) note(`cross ${k} ${O.kind}`, `${nameOf(L)} crosses ${O.kind === "el" ? nameOf(O) : "a panel"}`, t);
      });
    }
    // The words of one line: one baseline (the same move) and one size.
    const lines = new Map<string, number[]>();
    for (const k of copy) if (info[k].word >= 0) lines.set(`${info[k].index}~${info[k].line}`, [...(lines.get(`${info[k].index}~${info[k].line}`) ?? []), k]);
    for (const [line, ks] of lines) {
      const dy = ks.map((k) => (layers[k].y0 + layers[k].y1) / 2 - (layers[k].n.top + layers[k].n.height / 2));
      const scale = ks.map((k) => (layers[k].x1 - layers[k].x0) / layers[k].n.width);
      if (Math.max(...dy) - Math.min(...dy) > tol || Math.max(...scale) - Math.min(...scale) > 0.01) note(`line ${line}`, `the words of ${nameOf(info[ks[0]])} leave their common baseline or size`, t);
    }
    // A cut-out product's own picture crossing the frame's edge.
    pictures.forEach((p, j) => {
      if (p.now !== layers[j] && layers[j].opacity >= 0.5 && !inside(p.now, frame, tol)) note("product", "the product is cut by the frame's edge", t);
    });
  });
  return [...found.values()];
}

/** The bounding box of a rectangle inside a layer (its picture), moved, scaled and turned as the layer is about its centre. */
function movedRect(m: Moved, r: LaidOut): Rect {
  const n = m.n, s = (m.x1 - m.x0) / n.width, a = (m.rotate * Math.PI) / 180;
  const cx = (m.x0 + m.x1) / 2, cy = (m.y0 + m.y1) / 2, ox = n.left + n.width / 2, oy = n.top + n.height / 2;
  const corners = [[r.left, r.top], [r.left + r.width, r.top], [r.left, r.top + r.height], [r.left + r.width, r.top + r.height]].map(([x, y]) => {
    const dx = (x - ox) * s, dy = (y - oy) * s;
    return [cx + dx * Math.cos(a) - dy * Math.sin(a), cy + dx * Math.sin(a) + dy * Math.cos(a)];
  });
  const xs = corners.map((c) => c[0]), ys = corners.map((c) => c[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}
