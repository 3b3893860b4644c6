/**
 * The motion definition: one source of truth for the Remotion compositions (CSS transforms per frame)
 * and the fast video path (server/render/video.ts composites pre-rendered layers with the same numbers).
 *
 * Layer ids: `<kind>-<index>[.<role>]`
 *  - kind `bg` (index 0: the full-bleed background; other indexes: panel backgrounds, clipped to their
 *    own box), `fg` (panel divisions, spotlight discs: foreground shapes that never move), `scene`
 *    (pictures, product art, props), `el` (copy blocks, logo, CTA).
 *  - role (optional) says what the layer is in the story: `head` (the hook), `body`, `card<n>` (the
 *    n-th benefit), `logo`, `cta`, `product` (a free-standing product shot), `framed` (a product shown
 *    inside a panel: it acts like a product, but in moving_background it belongs to the panel's moving
 *    ground), `photo` (a photo filling its panel), `prop` (decor that can act), `badge` (an offer
 *    stamp, the hook of promotions).
 *
 * The story, for a video of D seconds (5..15, default 6), every beat scaled with D:
 *  - frame 0 already shows the hook: the headline (and the product) are on screen, never a bare ground;
 *  - body copy and benefit cards arrive one beat each, then the product beat (mid-video), then the CTA;
 *  - the last 1.5 s are the end card: logo and CTA on screen and held still, the rest calms down
 *    close to the layout of the still ad (a little idle motion and a moving ground stay alive).
 *
 * Styles (a viewer tells them apart in a frame or two):
 *  - `moving_background`: only the background moves (Ken Burns push and drift on the ground, panel
 *    grounds and photos, clipped to their panels); copy holds still and only fades in at its beat;
 *    panel divisions (`fg`) never move.
 *  - `live_scene`: the product and props act (enter, turn, get placed, react at the mid beat); copy
 *    arrives in beats; the ground is still.
 *  - `moving_elements`: every element enters on its own timing and direction (kinetic type, staggered
 *    cards, popping CTA) and keeps its own idle drift; the ground is calm.
 *
 * Transforms are fractional (no rounding): the fast path resamples sprites bilinearly.
 */
import type { VideoStyle } from "../../server/render/types";

export const FPS = 30;
export const DEFAULT_DURATION_S = 6;
/** The default length in frames: use framesFor(durationOf(props)) for an ad's own. */
export const DURATION_FRAMES = FPS * DEFAULT_DURATION_S;

/** Video length in seconds for a design's props: 5..15, default 6. */
export function durationOf(p?: { durationSeconds?: number }): number {
  const d = Number(p?.durationSeconds);
  return Number.isFinite(d) && d > 0 ? Math.min(15, Math.max(5, d)) : DEFAULT_DURATION_S;
}
export const framesFor = (durationS: number) => Math.round(durationS * FPS);

/** Translation in px, scale and rotation (degrees) about the layer box centre, opacity 0..1. */
export type Transform = { x: number; y: number; scale: number; opacity: number; rotate?: number };
export const IDENTITY: Transform = { x: 0, y: 0, scale: 1, opacity: 1, rotate: 0 };

const clamp = (v: number, a = 0, b = 1) => Math.min(b, Math.max(a, v));
const easeOut = (v: number) => 1 - (1 - clamp(v)) ** 3;
const easeInOut = (v: number) => { const x = clamp(v); return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2; };
/** Overshoots a little past 1 and comes back: things that get "placed". */
const easeOutBack = (v: number, k = 1.70158) => { const x = clamp(v) - 1; return 1 + (k + 1) * x * x * x + k * x * x; };
/** 0 -> 1 -> 0 over [0, 1]: a pulse. */
const bump = (v: number) => (v <= 0 || v >= 1 ? 0 : Math.sin(Math.PI * v));

export type LayerKind = "bg" | "fg" | "scene" | "el";
export type Role = "bg" | "fg" | "head" | "body" | "card" | "logo" | "cta" | "product" | "framed" | "photo" | "prop" | "badge";
/** `line`: the n-th line of a copy block split into lines (`el-1~l0.head`), else -1. */
export type LayerInfo = { kind: LayerKind; index: number; role: Role; order: number; line: number };

const ROLES = new Set<Role>(["bg", "fg", "head", "body", "card", "logo", "cta", "product", "framed", "photo", "prop", "badge"]);

export function parseLayer(id: string): LayerInfo {
  const [base0, roleS = ""] = id.split(".");
  const lm = /~l(\d+)$/.exec(base0);
  const base = lm ? base0.slice(0, lm.index) : base0;
  const [k, n] = base.split("-");
  const kind: LayerKind = k === "bg" ? "bg" : k === "fg" ? "fg" : k === "scene" ? "scene" : "el";
  const index = Number(n ?? 0) || 0;
  const m = /^([a-z]+)(\d*)$/.exec(roleS);
  const named = m && ROLES.has(m[1] as Role) ? (m[1] as Role) : null;
  const role: Role = named ?? (kind === "bg" ? "bg" : kind === "fg" ? "fg" : kind === "scene" ? "product" : "body");
  return { kind, index, role, order: m?.[2] ? Number(m[2]) : 0, line: lm ? Number(lm[1]) : -1 };
}

/**
 * Whether a layer is cut to its own box while it moves: when the design says so (`clip`), panel grounds
 * (`bg-<i>`, i > 0), and photos under Ken Burns in moving_background, so nothing crosses a panel edge.
 */
export function isClipped(style: VideoStyle, id: string, explicit?: boolean): boolean {
  if (explicit) return true;
  const L = parseLayer(id);
  return (L.kind === "bg" && L.index > 0) || (style === "moving_background" && L.kind === "scene" && L.role === "photo");
}

/**
 * Beat times of the story for a D-second video. With the soundtrack's tempo (`bpm`), the beats land on
 * the music's beat grid (nearest beat; the CTA never later than its slot); the end card stays tied to
 * the length (the music fades out with it).
 */
export function beats(D: number, bpm?: number) {
  const raw = { body: 0.14 * D, step: 0.085 * D, mid: 0.45 * D, cta: Math.min(0.55 * D, D - 2.4) };
  const q = bpm && bpm >= 40 && bpm <= 240 ? 60 / bpm : 0;
  const snap = (v: number) => (q ? Math.max(q, Math.round(v / q) * q) : v);
  return {
    /** Body copy, then each benefit card `step` apart. */
    body: snap(raw.body),
    step: snap(raw.step),
    /** The product's (or the hook's) mid-video beat; long videos (9 s and more) get a second one. */
    mid: snap(raw.mid),
    mid2: D >= 9 ? snap(0.72 * D) : Infinity,
    /** The CTA arrives, leaving room for the end card. */
    cta: q ? Math.max(q, Math.floor(raw.cta / q) * q) : raw.cta,
    /** The end card: logo and CTA held until the last frame. */
    end: D - 1.5,
  };
}

const T = (x: number, y: number, scale = 1, opacity = 1, rotate = 0): Transform => ({ x, y, scale, opacity, rotate });

/** When a copy layer arrives (seconds). The hook (headline, badge, logo) is there at frame 0. */
function arrival(L: LayerInfo, b: ReturnType<typeof beats>): number {
  switch (L.role) {
    case "head":
    case "badge":
    case "logo":
      return 0;
    case "card":
      return b.body + L.order * b.step;
    case "cta":
      return b.cta;
    default:
      return b.body;
  }
}

/**
 * Transform of a layer at time t (seconds) for a canvas of W x H, in a video of D seconds, with the beats
 * on the soundtrack's tempo when `bpm` is given.
 */
export function layerTransform(style: VideoStyle, layerId: string, t: number, W: number, H: number, D: number = DEFAULT_DURATION_S, bpm?: number): Transform {
  const L = parseLayer(layerId);
  if (L.kind === "fg") return IDENTITY;
  const u = Math.min(W, H) / 1080;
  const b = beats(D, bpm);
  // Idle motion: full until the end card, then it calms to 30% over a second (something stays alive);
  // logo and CTA settle completely: the end card holds them still.
  const settle = easeInOut((t - b.end) / 1.0);
  const live = L.role === "logo" || L.role === "cta" ? 1 - settle : 1 - 0.7 * settle;
  if (style === "moving_background") return movingBackground(L, t, W, H, D, u, b);
  if (style === "moving_elements") return movingElements(L, t, W, H, D, u, b, live);
  return liveScene(L, t, W, H, D, u, b, live);
}

function movingBackground(L: LayerInfo, t: number, W: number, H: number, D: number, u: number, b: ReturnType<typeof beats>): Transform {
  const p = clamp(t / D);
  if (L.kind === "bg") {
    // The ground drifts continuously to the last frame, at a constant zoom whose margin the drift never
    // leaves (the ground always covers its frame, or its panel for clipped panel grounds). Panning at a
    // constant scale is also what the fast path draws cheapest (cached sub-pixel phases).
    // Panel grounds (index > 0) are smaller than the frame: a larger zoom, a drift sized for a panel
    // of at least half the short side.
    const s = L.index === 0 ? 1.16 : 1.2;
    const mx = L.index === 0 ? (W * (s - 1)) / 2 : 0.25 * Math.min(W, H) * (s - 1);
    const my = L.index === 0 ? (H * (s - 1)) / 2 : mx;
    // The path starts and ends on the layout's own alignment (a spotlight stays behind its product at
    // frame 0 and on the end card) and loops out through the zoom margin in between.
    const dir = L.index % 2 === 0 ? 1 : -1;
    return T(dir * mx * 0.75 * Math.sin(2 * Math.PI * p), -my * 0.75 * Math.sin(Math.PI * p), s);
  }
  if (L.kind === "scene" && (L.role === "photo" || L.role === "framed")) {
    // Ken Burns on a photo filling its panel, or a product shown in a panel (both clipped to it):
    // push-in with a slow pan. A framed product pushes in less, so it stays whole in its panel.
    const framed = L.role === "framed";
    const s = framed ? 1 + 0.08 * p : 1.03 + 0.13 * p;
    const k = framed ? 0.5 : 1;
    return T(Math.sin(Math.PI * (p - 0.5)) * 0.25 * k * W * (s - 1), -0.2 * k * H * (s - 1) * p, s);
  }
  if (L.kind === "scene") {
    // Props belong to the ground: they orbit slowly. Product art holds still with the copy.
    if (L.role !== "prop") return IDENTITY;
    return T(Math.sin(t * 0.8 + L.index) * 40 * u, Math.cos(t * 0.62 + L.index) * 56 * u, 1);
  }
  // Copy holds still: it only fades in at its beat.
  const a = arrival(L, b);
  return T(0, 0, 1, a <= 0 ? 1 : easeOut((t - a) / 0.5));
}

function liveScene(L: LayerInfo, t: number, W: number, H: number, D: number, u: number, b: ReturnType<typeof beats>, live: number): Transform {
  if (L.kind === "bg") return IDENTITY;
  if (L.kind === "scene") {
    const ph = L.index * 1.3;
    // The mid beat: the product turns to the viewer (a wobble) and pops.
    const mid = (t - (t >= b.mid2 ? b.mid2 : b.mid)) / 0.9;
    const turn = mid > 0 && mid < 1 ? Math.sin(mid * Math.PI * 3) * (1 - mid) * 9 : 0;
    const pop = 0.07 * bump(mid);
    // Props idle by translation only (big sprites: cheap to move, costly to turn every frame).
    const prop = L.role === "prop";
    // Idle motion is translation only: turning a picture means resampling it every frame, so the
    // product turns on its beats (entrance, mid) and bobs and sways in between.
    const idle = { x: Math.cos(t * 1.3 + ph) * (prop ? 16 : 12) * u * live, y: Math.sin(t * 1.9 + ph) * (prop ? 20 : 22) * u * live, r: 0 };
    if (L.role === "photo") {
      // A photo in its panel: the camera moves (slow push and pan), it never turns.
      return T(idle.x * 2, idle.y, 1.04 + 0.04 * Math.sin((t / D) * Math.PI) + pop * 0.5);
    }
    if (L.role === "badge") {
      // Stamped on at frame 0, then a tick of rotation at the mid beat.
      const e = easeOutBack(t / 0.7, 2.2);
      return T(idle.x, idle.y * 0.6, 1.3 - 0.3 * e + pop, 1, -14 * (1 - clamp(e)) + turn + idle.r);
    }
    // Product and props: already in frame at frame 0 (tilted, large, off its mark), placed with a small
    // overshoot, then alive (bob, sway) until the end card, where they settle on their mark.
    const e = easeOutBack(t / 1.1, 1.4);
    const side = L.index % 2 === 0 ? 1 : -1;
    const from = L.role === "prop" ? 0.3 : 0.14;
    if (prop) return T(side * from * W * (1 - e) + idle.x, idle.y, 1 + 0.1 * (1 - e), 1, side * 10 * (1 - e));
    return T(side * from * W * (1 - e) + idle.x, -0.02 * H * (1 - e) + idle.y, 1 + 0.16 * (1 - e) + pop, 1, side * 12 * (1 - e) + turn + idle.r);
  }
  // Copy arrives in beats.
  if (L.role === "head") {
    // Readable at frame 0 (the first line is already there), the other lines drop in right after it,
    // one beat each, and the block settles from a punch-in.
    const li = Math.max(0, L.line);
    const a = li * 0.16 - 0.25;
    const e = easeOutBack((t - a) / 0.55, 1.6);
    const settle = easeOut(t / 0.9);
    return T(0, -(1 - e) * 46 * u, 1.06 - 0.06 * settle, li === 0 ? 1 : clamp((t - a) / 0.2));
  }
  if (L.role === "logo") return T(0, 0, 1, 0.35 + 0.65 * easeOut(t / 0.5));
  const a = arrival(L, b);
  if (L.role === "cta") {
    const e = easeOutBack((t - a) / 0.6, 2);
    const pulse = 0.07 * bump((t - b.end) / 0.6);
    return T(0, (1 - clamp(e)) * 30 * u, 0.8 + 0.2 * e + pulse, clamp((t - a) / 0.3));
  }
  const e = easeOut((t - a) / 0.7);
  return T(0, (1 - e) * 56 * u, 1, e);
}

function movingElements(L: LayerInfo, t: number, W: number, H: number, D: number, u: number, b: ReturnType<typeof beats>, live: number): Transform {
  if (L.kind === "bg") return IDENTITY;
  // Every element: its own start, direction and idle drift.
  const k = L.index + (L.kind === "scene" ? 5 : 0) + L.order * 2;
  const idleX = Math.sin(t * (0.9 + 0.17 * k) + k * 2.1) * 7 * u * live;
  const idleY = Math.cos(t * (1.1 + 0.13 * k) + k * 1.3) * 9 * u * live;
  if (L.kind === "scene") {
    // Pops in from below with an overshoot (already on its way at frame 0), then drifts.
    const a = L.role === "badge" ? -0.3 : -0.4 + L.index * 0.3;
    const e = easeOutBack((t - a) / 0.8, 2);
    const mid = 0.06 * (bump((t - b.mid) / 0.7) + bump((t - b.mid2) / 0.7));
    return T(idleX, (1 - clamp(e)) * 120 * u + idleY, 0.55 + 0.45 * e + mid, clamp((t - a) / 0.25), L.role === "badge" ? -90 * (1 - clamp(e)) : 0);
  }
  if (L.role === "head") {
    // Kinetic headline: line by line from alternating sides (the first one nearly in place at frame 0),
    // a wave through the lines at the mid beat, each line drifting on its own.
    const li = Math.max(0, L.line);
    const dir = li % 2 === 0 ? -1 : 1;
    const a = li * 0.22 - 0.45;
    const e = easeOut((t - a) / 0.75);
    const wave = bump((t - b.mid - li * 0.09) / 0.6) + bump((t - b.mid2 - li * 0.09) / 0.6);
    const lx = Math.sin(t * (0.8 + 0.21 * li) + li * 2.3) * 8 * u * live;
    const ly = Math.cos(t * (1.0 + 0.17 * li) + li * 1.1) * 5 * u * live;
    return T(dir * (1 - e) * 0.6 * W + dir * wave * 28 * u + lx, ly, 1 + 0.05 * wave, li === 0 ? clamp(0.6 + e) : clamp(e * 1.5));
  }
  if (L.role === "logo") {
    // Drops in from above, half-way at frame 0.
    const e = easeOut((t + 0.25) / 0.7);
    return T(idleX * 0.5, -(1 - e) * 90 * u, 1, clamp(e * 1.3));
  }
  const a = arrival(L, b) - (L.role === "body" ? 0.3 : 0);
  if (L.role === "cta") {
    const e = easeOutBack((t - a) / 0.6, 2.4);
    const pulse = 0.08 * bump((t - b.end) / 0.6);
    return T(0, (1 - clamp(e)) * 80 * u, 0.6 + 0.4 * e + pulse, clamp((t - a) / 0.25));
  }
  // Body and cards: alternate sides, staggered.
  const dir = (L.index + L.order) % 2 === 0 ? 1 : -1;
  const e = easeOut((t - a) / 0.65);
  return T(dir * (1 - e) * 0.5 * W + idleX * e, idleY * e, 1, clamp(e * 1.4));
}
