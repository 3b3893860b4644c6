/**
 * The motion definition: one source of truth for the Remotion compositions (CSS transforms per frame)
 * and the fast video path (server/render/video.ts composites pre-rendered layers with the same numbers).
 *
 * Layer ids: `<kind>-<index>[~l<line>][.<role>]`
 *  - kind `bg` (index 0: the full-bleed background; other indexes: panel backgrounds, clipped to their
 *    own box), `fg` (panel divisions, spotlight discs: foreground shapes that never move), `scene`
 *    (pictures, product art, props), `el` (copy blocks, logo, CTA), `end` (the end card's own layers,
 *    remotion/lib/endcard.tsx: its ground `end-0`, logo, CTA and the CTA's underline `end-3`).
 *  - role (optional) says what the layer is in the story: `head` (the hook), `body`, `card<n>` (the
 *    n-th benefit), `logo`, `cta`, `product` (a free-standing product shot), `disc` (a stand-in on its disc, drawn where a product would
 *    stand: it acts as a product, and rolls in the live scene), `framed` (a product shown
 *    inside a panel), `photo` (a photo filling its panel), `prop` (decor that can act), `badge` (an offer
 *    stamp, the hook of promotions), `date` (an event's date block).
 *
 * The story (issue 26), at fixed times so that a longer video gets more beats, not slow motion; which
 * message is the hook and which come on the beats is the design's own (its folder's `motion`, a Timeline):
 *  - 0-1 s, the hook: by default the headline, the logo and the product are on screen at frame 0;
 *  - from 1 s, one beat per message: by default the body, then each benefit card 0.5 s apart; the
 *    product (or the hook) acts on its own beats every 2.6 s from 2.2 s; the CTA arrives 2.8 s before the end;
 *  - the last 1.5 s, the end card: a ground of its own slides over the ad and the logo and the CTA
 *    enter in a layout of their own, the CTA breathing and underlined until the last frame.
 * Between beats nothing rests: a camera moves on photos, products sway, copy drifts (each style its own).
 *
 * Styles (a viewer tells them apart in one frame):
 *  - `moving_background`: the ground moves all the time (a drift at a constant zoom, Ken Burns on photos
 *    filling a panel, props orbiting); a product is pushed in, within the frame's margin and its panel;
 *    copy holds still and only fades in at its beat.
 *  - `live_scene`: the product and props act (enter tilted, get placed, then rock on their base or, a disc, roll, sway,
 *    react on every product beat; props bounce), within the frame's margin and its panel; the headline rises in
 *    word by word, the body rises in; the copy jumps as one block on the product beats; the ground is still.
 *  - `moving_elements`: every element enters on its own timing (kinetic headline words growing into place,
 *    staggered cards, popping CTA); the copy then drifts up and down as one block, so it keeps its lines
 *    and its card; the product floats at 0.75 of its still size (0.65 framed in a panel of its own), risen
 *    off its mark, on its own phase; the ground is calm.
 * Copy never leaves its own box while it moves sideways or grows: entrances scale a word or a block
 * about its centre from smaller, and only vertical moves are shared by the whole copy (issue 42).
 * tests/render/video-styles.test.ts holds them apart: at 2 s and 4 s each pair differs on 4 % of a story's
 * or a square's frame or more (a difference a viewer sees: moved more than 10 px, or a colour changed by over
 * 32 levels), with a product photo and without one (the brand's initial standing in).
 *
 * Transforms are fractional (no rounding): the fast path resamples sprites bilinearly. Idle motion is
 * mostly translation (cheap: cached sub-pixel phases); scaling and turning cost a resample per frame and
 * are kept to products, photos, entrances and beats.
 */
import type { VideoStyle } from "../../server/render/types";
import { endCard, liveScene, movingBackground, movingElements } from "./motion-styles";

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
/** A layer's box as laid out, in frame pixels; its place only where the caller knows it. */
export type Box = { width: number; height: number; left?: number; top?: number };


export type LayerKind = "bg" | "fg" | "scene" | "el" | "end";
/** What a layer plays (its id's suffix: `el-1.head`); a design's timeline names its copy roles. */
export const ROLES = ["bg", "fg", "head", "body", "card", "logo", "cta", "product", "disc", "framed", "photo", "prop", "badge", "date"] as const;
export type Role = (typeof ROLES)[number];
/** `line`: the n-th line of a copy block split into lines (`el-1~l0.head`), else -1. */
/** `line`/`word`: the n-th line (and word) of a copy block split for motion (`el-1~l0w2.head`), else -1; `key`: the emphasised word (role `key`). */
export type LayerInfo = { kind: LayerKind; index: number; role: Role; order: number; line: number; word: number; key: boolean };

/**
 * A design's story, declared in its folder (its style.json's `motion`, remotion/designs/define.ts): the roles on screen at
 * frame 0 (the hook), then the beats, each a group of roles arriving together, the first at 1 s and each
 * next one step later (benefit cards `card<n>` n steps into their beat). The CTA always closes, 2.8 s
 * before the end; a role the timeline does not name arrives on the first beat. It orders the copy layers
 * (`el-`): pictures, products and badge stamps (`scene-`) are in frame from frame 0 and act on their own.
 */
export type Timeline = { hook: readonly Role[]; beats: readonly (readonly Role[])[] };
/** The story most designs tell: headline, offer badge and logo first, then the body with the cards. */
export const DEFAULT_TIMELINE: Timeline = { hook: ["head", "badge", "logo"], beats: [["body", "card"]] };

const KNOWN_ROLES = new Set<string>(ROLES);

export function parseLayer(id: string): LayerInfo {
  const [base0, roleS = ""] = id.split(".");
  const lm = /~l(\d+)(?:w(\d+))?$/.exec(base0);
  const base = lm ? base0.slice(0, lm.index) : base0;
  const [k, n] = base.split("-");
  const kind: LayerKind = k === "bg" || k === "fg" || k === "scene" || k === "end" ? k : "el";
  const index = Number(n ?? 0) || 0;
  const m = /^([a-z]+)(\d*)$/.exec(roleS);
  const key = m?.[1] === "key";
  const named = key ? "head" : m && KNOWN_ROLES.has(m[1]) ? (m[1] as Role) : null;
  const role: Role = named ?? (kind === "bg" ? "bg" : kind === "fg" ? "fg" : kind === "scene" ? "product" : "body");
  return { kind, index, role, order: m?.[2] ? Number(m[2]) : 0, line: lm ? Number(lm[1]) : -1, word: lm?.[2] ? Number(lm[2]) : -1, key };
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
  const end = D - 1.5;
  const q = bpm && bpm >= 40 && bpm <= 240 ? 60 / bpm : 0;
  const snap = (v: number) => (q ? Math.max(q, Math.round(v / q) * q) : v);
  const cta = Math.max(1.8, D - 2.8);
  // The product's (or the hook's) beats: every 2.6 s from 2.2 s, while one fits before the end card.
  const mids: number[] = [];
  for (let m = 2.2; m < end - 0.6; m += 2.6) mids.push(snap(m));
  return {
    /** Body copy, then each benefit card `step` apart. */
    body: snap(1),
    step: snap(0.5),
    /** The first product beat, and all of them (longer videos have more). */
    mid: mids[0] ?? snap(2.2),
    mids,
    /** The CTA arrives, leaving room for the end card. */
    cta: q ? Math.max(q, Math.floor(cta / q) * q) : cta,
    /** The end card, to the last frame. */
    end,
  };
}

/**
 * Transform of a layer at time t (seconds) for a canvas of W x H, in a video of D seconds, with the beats
 * on the soundtrack's tempo when `bpm` is given, telling the design's story (`timeline`, its folder's
 * `motion`: Remotion and the fast path pass the same one). `box`, the layer's box as laid out, keeps a
 * product's push-in (moving_background) and its acting (live_scene) inside the frame's margin and its panel.
 */
export function layerTransform(style: VideoStyle, layerId: string, t: number, W: number, H: number, D: number = DEFAULT_DURATION_S, bpm?: number, timeline: Timeline = DEFAULT_TIMELINE, box?: Box): Transform {
  const L = parseLayer(layerId);
  if (L.kind === "fg") return IDENTITY;
  const u = Math.min(W, H) / 1080;
  const b = { ...beats(D, bpm), timeline };
  if (L.kind === "end") return endCard(L, t - b.end, H, u);
  if (style === "moving_background") return movingBackground(L, t, W, H, D, u, b, box);
  if (style === "moving_elements") return movingElements(L, t, W, u, b);
  return liveScene(L, t, W, H, u, b, box);
}
