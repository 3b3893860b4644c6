/**
 * The three video styles and the end card, as transforms of one layer at one time (motion.ts holds the
 * layer ids, the story's beats and `layerTransform`, which calls these; its header says what each style does).
 */
import type { beats, Box, LayerInfo, Timeline, Transform } from "./motion";

const clamp = (v: number, a = 0, b = 1) => Math.min(b, Math.max(a, v));
const easeOut = (v: number) => 1 - (1 - clamp(v)) ** 3;
const easeInOut = (v: number) => { const x = clamp(v); return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2; };
/** Overshoots a little past 1 and comes back: things that get "placed". */
const easeOutBack = (v: number, k = 1.70158) => { const x = clamp(v) - 1; return 1 + (k + 1) * x * x * x + k * x * x; };
/** 0 -> 1 -> 0 over [0, 1]: a pulse. */
const bump = (v: number) => (v <= 0 || v >= 1 ? 0 : Math.sin(Math.PI * v));

/** The beat times of one video, with the story of its design (the order its messages arrive in). */
type Beats = ReturnType<typeof beats> & { timeline: Timeline };

const T = (x: number, y: number, scale = 1, opacity = 1, rotate = 0): Transform => ({ x, y, scale, opacity, rotate });
/** The progress (0..1) through the product beat under way at t, or -1 between beats. */
function beatAt(b: Beats, t: number, len: number): number {
  for (const m of b.mids) if (t >= m && t < m + len) return (t - m) / len;
  return -1;
}

/** When a copy layer arrives (seconds), by the design's timeline: its hook is there at frame 0. */
function arrival(L: LayerInfo, b: Beats): number {
  if (L.role === "cta") return b.cta;
  if (b.timeline.hook.includes(L.role)) return 0;
  const beat = Math.max(0, b.timeline.beats.findIndex((roles) => roles.includes(L.role)));
  return b.body + beat * b.step + (L.role === "card" ? L.order * b.step : 0);
}

/** The end card (the same in every style): its ground slides up over the ad, logo and CTA pop in, the CTA breathes. */
export function endCard(L: LayerInfo, e: number, H: number, u: number): Transform {
  if (e < 0) return T(0, 0, 1, 0);
  if (L.index === 0) return T(0, (1 - easeOut(e / 0.5)) * 0.7 * H, 1, clamp(e / 0.15));
  if (L.role === "logo") {
    const k = easeOutBack((e - 0.2) / 0.55, 2);
    return T(0, (1 - clamp(k)) * 40 * u + Math.sin(e * 3) * 6 * u, 0.7 + 0.3 * k, clamp((e - 0.2) / 0.2));
  }
  if (L.role === "cta") {
    const k = easeOutBack((e - 0.4) / 0.5, 2.4);
    return T(0, (1 - clamp(k)) * 60 * u, 0.6 + 0.4 * k + 0.05 * Math.sin(Math.max(0, e - 0.9) * 7), clamp((e - 0.4) / 0.2));
  }
  // The underline sweeps in under the CTA (it moves inside its own clipped box), then shines back and forth.
  const k = easeInOut((e - 0.75) / 0.4);
  return T((k - 1) * 700 * u + Math.sin(Math.max(0, e - 1.15) * 6) * 24 * u, 0, 1, e > 0.75 ? 1 : 0);
}

/**
 * The bounds a free-standing product keeps while it moves, relative to its box's corner: the frame less a
 * margin (4 % of the short side, a little under the layout's own 6 %: ART-DIRECTION.md) on each side, or
 * less the room the layout left it there if that is less (it never goes further out than its still).
 */
function frameBounds(box: Box, W: number, H: number, margin = 0.04) {
  const m = margin * Math.min(W, H), x = box.left!, y = box.top!;
  const gap = (room: number) => Math.min(m, Math.max(0, room));
  return { left: gap(x) - x, top: gap(y) - y, right: W - gap(W - x - box.width) - x, bottom: H - gap(H - y - box.height) - y };
}

/**
 * The largest a product may grow about its top edge's centre and keep within frameBounds (1.15 at most);
 * 1 when its place in the frame is not known (Remotion knows it for layers placed with abs()).
 */
function largestInFrame(box: Box | undefined, W: number, H: number, margin?: number): number {
  if (box?.left === undefined || box.top === undefined) return 1;
  const f = frameBounds(box, W, H, margin);
  return clamp(Math.min((2 * Math.min(-f.left, f.right - box.width)) / box.width + 1, f.bottom / box.height), 1, 1.15);
}

export function movingBackground(L: LayerInfo, t: number, W: number, H: number, D: number, u: number, b: Beats, box?: Box): Transform {
  if (L.kind === "bg") {
    // The ground drifts all video long at a constant zoom whose margin the drift never leaves (it always
    // covers its frame, or its panel for clipped panel grounds); it starts on the layout's own alignment
    // (a spotlight behind its product at frame 0). Constant scale: the fast path pans cached phases.
    const s = L.index === 0 ? 1.2 : 1.24;
    const mx = L.index === 0 ? (W * (s - 1)) / 2 : 0.25 * Math.min(W, H) * (s - 1);
    const my = L.index === 0 ? (H * (s - 1)) / 2 : mx;
    const dir = L.index % 2 === 0 ? 1 : -1;
    return T(dir * mx * 0.9 * Math.sin((2 * Math.PI * t) / 4.4), -my * 0.9 * Math.sin((2 * Math.PI * t) / 3.4), s);
  }
  if (L.kind === "scene" && L.role === "photo") {
    // Ken Burns on a photo filling its panel (cut to it, motion.ts isClipped): a slow push-in with a pan,
    // drifting up.
    const p = clamp(t / D);
    return T(Math.sin(Math.PI * (p - 0.5)) * 0.1 * W, -0.06 * H * p, 1 + 0.06 + 0.24 * easeOut(p * 1.3));
  }
  if (L.kind === "scene" && L.role !== "prop" && L.role !== "badge") {
    // A product is pushed in by 0.2 of its size over the video, its top edge held (it never rises into
    // the copy above it). Framed in a panel, it ends at its own size (it never passes its box); standing
    // free, as large as keeps within frameBounds, 1.15 at most (issue 42: pushed in to 1.15 whatever the
    // room, the loaf ran edge to edge in a story and out of split-panel's square).
    const h = box?.height ?? 0;
    // A stand-in's disc (no product to keep whole) may grow to the frame's edge.
    const end = L.role === "product" || L.role === "disc" ? largestInFrame(box, W, H, L.role === "disc" ? 0 : undefined) : 1;
    const s = end - 0.2 * (1 - easeOut((1.3 * t) / D));
    // A disc also pans, as far as its bounds let it (live_scene's roll moved it as much).
    const tr = T(L.role === "disc" ? Math.sin(Math.PI * (t / D - 0.5)) * 0.06 * W : 0, ((s - 1) * h) / 2, s);
    return L.role === "disc" && box ? keptIn(tr, L, box, W, H) : tr;
  }
  // Props and badges belong to the ground: they orbit.
  if (L.kind === "scene") return T(Math.sin(t * 1.3 + L.index) * 130 * u, Math.cos(t * 0.95 + L.index) * 160 * u, 1);
  // Copy holds still: it only fades in at its beat.
  const a = arrival(L, b);
  return T(0, 0, 1, a <= 0 ? 1 : easeInOut((t - a) / 0.5));
}

/**
 * A product that acts, kept inside its bounds: turned, it is made smaller until its turned box fits, and
 * its moves go no further than the room left. A product framed in a panel (or whose place Remotion does
 * not know) keeps to its own layout box; a free-standing one (or a disc) to the frame, less its margin (issue 42: the
 * bakery's loaf rocked past a square's right edge; event-ticket's tilted photo crossed the perforation
 * into the copy side).
 */
function keptIn(tr: Transform, L: LayerInfo, box: Box, W: number, H: number): Transform {
  const placed = (L.role === "product" || L.role === "disc") && box.left !== undefined && box.top !== undefined;
  const { left, top, right, bottom } = placed ? frameBounds(box, W, H) : { left: 0, top: 0, right: box.width, bottom: box.height };
  // The bounds relative to the box's own corner; the turned box, about the box's centre.
  // A disc turned covers no more than upright: only its roll is bounded.
  const a = L.role === "disc" ? 0 : ((tr.rotate ?? 0) * Math.PI) / 180;
  const c = Math.abs(Math.cos(a)), s = Math.abs(Math.sin(a));
  const tw = box.width * c + box.height * s, th = box.width * s + box.height * c;
  const scale = Math.min(tr.scale, (right - left) / tw, (bottom - top) / th);
  const cx = box.width / 2, cy = box.height / 2;
  const x = clamp(tr.x, left + (scale * tw) / 2 - cx, right - (scale * tw) / 2 - cx);
  const y = clamp(tr.y, top + (scale * th) / 2 - cy, bottom - (scale * th) / 2 - cy);
  return { ...tr, scale, x, y };
}

export function liveScene(L: LayerInfo, t: number, W: number, H: number, u: number, b: Beats, box?: Box): Transform {
  if (L.kind === "bg") return T(0, 0);
  // On each product beat the scene reacts: a wobble and a pop.
  const m = beatAt(b, t, 0.9);
  const turn = m >= 0 ? Math.sin(m * Math.PI * 3) * (1 - m) * 10 : 0;
  const pop = m >= 0 ? 0.1 * bump(m) : 0;
  if (L.kind === "scene") {
    const ph = L.index * 1.3;
    if (L.role === "photo") return T(Math.sin(t * 0.9 + ph) * 40 * u, Math.cos(t * 0.7) * 24 * u, 1.08 + 0.04 * Math.sin(t * 0.8) + pop * 0.5);
    if (L.role === "badge") {
      // Stamped on at frame 0, then it rocks and ticks on the beats.
      const e = easeOutBack(t / 0.7, 2.2);
      return T(0, Math.sin(t * 2.1) * 8 * u, 1.3 - 0.3 * e + pop, 1, -14 * (1 - clamp(e)) + turn + Math.sin(t * 2.6) * 4);
    }
    // Product and props: in frame at frame 0 (tilted, large, off their mark), placed with an overshoot,
    // then acting: they sway and bob until the end card covers them.
    const e = easeOutBack(t / 1.1, 1.4);
    const side = L.index % 2 === 0 ? 1 : -1;
    const act = clamp(t / 0.8);
    // A product enters close to its mark (from 0.14 W, a wide one stood a third out of frame 0), rising
    // from below (raised and enlarged, a bag crossed the headline above it).
    const x = side * (L.role === "prop" ? 0.3 : 0.06) * W * (1 - e) + Math.sin(t * 1.6 + ph) * 36 * u * act;
    const y = 0.02 * H * (1 - e) + Math.sin(t * 2.3 + ph) * 26 * u * act;
    // Props bounce (translation only: big sprites are cheap to move and costly to turn every frame).
    if (L.role === "prop") return T(x * 2, -Math.abs(Math.sin(t * 2.4 + ph)) * 160 * u * act, 1 + 0.1 * (1 - e) + pop * 0.5, 1, side * 10 * (1 - e));
    // Placed, it rocks on its base like a thing handled: what tells a live scene apart in any frame (a
    // resample per frame, as a push-in costs).
    // A stand-in's disc turned shows the turn only in its letter: it rolls instead, further, its centre
    // moving as far as its rim turns (r·θ), as a coin rocked on its edge (issue 42: rocking in place, it
    // differed from moving_background's push-in by a thin ring, 3.7 % of product-hero's square). Beside
    // copy (off the frame's middle) it rolls out toward the nearer edge and back, never into the copy.
    const disc = L.role === "disc";
    const sway = Math.sin((2 * Math.PI * (t - 1.1)) / 4 + ph) * clamp((t - 0.9) / 0.6);
    const away = disc && box?.left !== undefined ? Math.sign(Math.round(box.left + box.width / 2 - W / 2)) : 0;
    const rock = 12 * (away ? away * Math.abs(sway) : sway);
    const roll = disc && box ? ((rock * Math.PI) / 180) * (box.width / 2) : 0;
    const tr = T(x + roll, y, 1 + 0.08 * (1 - e) + pop, 1, side * 12 * (1 - e) + turn + rock);
    return (L.role === "product" || disc || L.role === "framed") && box ? keptIn(tr, L, box, W, H) : tr;
  }
  // The copy (the CTA too; the logo holds, a product may stand beside it) rides the scene as one block,
  // its words on one baseline: it bobs slowly (against moving_elements' drift) and jumps on each product beat.
  const jump = (m >= 0 ? -bump(m) * 16 * u : 0) - Math.cos((2 * Math.PI * t) / 4) * 20 * u;
  if (L.role === "head") {
    // Readable at frame 0 (the first line is there), the other lines rise in word by word, each from just
    // under its own line (a line below is not there yet: nothing crosses a word on screen). Then the
    // words rest on their line (issue 42: hopping each on its own baseline, with the key word held 4 %
    // larger, any paused frame looked mis-set, and a hop crossed the line below in a ticket's square).
    // A design whose hook is another message (the offer badge) brings the headline on its beat: `h`
    // seconds in, the same entrance.
    const h = arrival(L, b), th = t - h;
    const li = Math.max(0, L.line), wi = Math.max(0, L.word);
    const a = li * 0.16 + wi * 0.07 - 0.25;
    const e = easeOutBack((th - a) / 0.55, 1.2);
    // A whole line grows into place from 0.94; words do not (each would grow into its neighbours' spaces).
    const base = L.word >= 0 ? 1 : 0.94 + 0.06 * easeOut(th / 0.9);
    return T(0, (1 - e) * 30 * u + jump, base, li === 0 && h === 0 ? 1 : clamp((th - a) / 0.3));
  }
  if (L.role === "logo") return T(0, 0, 1, 0.35 + 0.65 * easeOut(t / 0.5));
  const a = arrival(L, b);
  if (L.role === "cta") {
    const e = easeOutBack((t - a) / 0.6, 2);
    return T(0, (1 - clamp(e)) * 30 * u + jump * clamp(e), 0.8 + 0.2 * e + 0.05 * bump(((t - a - 0.6) % 1) / 0.35), clamp((t - a) / 0.3));
  }
  const e = easeOut((t - a) / 0.7);
  return T(0, (1 - e) * 56 * u + jump * e, 1, e);
}

export function movingElements(L: LayerInfo, t: number, W: number, u: number, b: Beats): Transform {
  if (L.kind === "bg") return T(0, 0);
  // Every element: its own start, direction and drift.
  const k = L.index + (L.kind === "scene" ? 5 : 0) + L.order * 2 + Math.max(0, L.line) * 3;
  const idleX = Math.sin(t * (1.1 + 0.17 * k) + k * 2.1) * 24 * u;
  const idleY = Math.cos(t * (1.3 + 0.13 * k) + k * 1.3) * 16 * u;
  const wave = (d: number) => { const m = beatAt(b, t - d, 0.6); return m >= 0 ? bump(m) : 0; };
  if (L.kind === "scene") {
    // Pops in from below with an overshoot (already on its way at frame 0), then floats at 0.75 of its
    // still size so the copy around it has room to move; a product rises off its mark, never below it. A
    // product framed in its own panel floats at 0.65: a stand-in's disc at 0.75 differed from the live
    // scene's by a ring too thin to tell apart (split-panel's square without a photo, 3.1 %: issue 42).
    const a = L.role === "badge" ? -0.3 : -0.4 + L.index * 0.3;
    const e = easeOutBack((t - a) / 0.8, 2);
    const rise = L.role === "product" || L.role === "disc" || L.role === "framed" ? -(0.5 + 0.5 * Math.sin(t * 1.2 + k)) * 44 * u * clamp(t - 0.8) : 0;
    const float = L.role === "framed" ? 0.65 : 0.75;
    return T(idleX * 1.5, (1 - clamp(e)) * 120 * u + idleY * 1.5 + rise, 0.4 + (float - 0.4) * e + 0.06 * wave(0), clamp((t - a) / 0.25), L.role === "badge" ? -90 * (1 - clamp(e)) : 0);
  }
  // Copy is set once it has arrived: every copy layer drifts the same way at once, up and down only, so
  // its lines keep their baselines and their card, column or panel (issue 42: drifting each on its own
  // phase, and entering from a side half a frame away, the note's body hung off its paper and
  // split-panel's copy slid across the seam into the photo panel).
  const drift = Math.cos((2 * Math.PI * t) / 4) * 24 * u;
  if (L.role === "head") {
    // Kinetic headline, word by word, line after line (the first line nearly there at frame 0): each word
    // grows into place from 0.6 of its size about its own centre, so it never leaves its own box; on each
    // beat the headline is lifted, all its lines at once.
    // A headline that is not the design's hook enters the same way, `h` seconds in, on its beat.
    const h = arrival(L, b), th = t - h;
    const li = Math.max(0, L.line), wi = Math.max(0, L.word);
    const a = li * 0.22 + wi * 0.09 - 0.45;
    const e = easeOut((th - a) / 0.75);
    return T(0, drift - wave(0) * 14 * u, 0.6 + 0.4 * e, li === 0 && h === 0 ? clamp(0.6 + e) : clamp(e * 1.5));
  }
  if (L.role === "logo") {
    // Drops in from above, half-way at frame 0.
    const e = easeOut((t + 0.25) / 0.7);
    return T(0, -(1 - e) * 90 * u + drift * e, 1, clamp(e * 1.3));
  }
  const a = arrival(L, b) - (L.role === "body" ? 0.3 : 0);
  if (L.role === "cta") {
    const e = easeOutBack((t - a) / 0.6, 2.4);
    // It pops up in place to its own size, no further (overshooting, it grew into a note's paper beside
    // it; rising from below, it crossed a panel under it), and drifts with the copy only upwards, away
    // from the panel a story may set under it (product-hero).
    return T(0, Math.min(0, drift) * clamp(e), 0.6 + 0.4 * Math.min(1, e), clamp((t - a) / 0.25));
  }
  // Body and cards, staggered: each grows into place from 0.85 of its size about its centre (inside its
  // own box), then drifts with the rest of the copy.
  const e = easeOut((t - a) / 0.65);
  return T(0, drift * e, 0.85 + 0.15 * e, clamp(e * 1.4));
}
