/**
 * The motion definition: one source of truth for the Remotion compositions (CSS transforms per frame)
 * and the fast video path (server/render/video.ts composites pre-rendered layers with the same numbers).
 *
 * Layers: "bg" (full-bleed background), "scene-<i>" (decor, product art), "el-<i>" (copy blocks, CTA).
 */
import type { VideoStyle } from "../../server/render/types";

export const FPS = 30;
export const DURATION_S = 6;
export const DURATION_FRAMES = FPS * DURATION_S;

export type Transform = { x: number; y: number; scale: number; opacity: number };
export const IDENTITY: Transform = { x: 0, y: 0, scale: 1, opacity: 1 };

const clamp = (v: number, a = 0, b = 1) => Math.min(b, Math.max(a, v));
const easeOut = (v: number) => 1 - (1 - clamp(v)) ** 3;
const easeInOut = (v: number) => { const x = clamp(v); return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2; };

export function parseLayer(id: string): { kind: "bg" | "scene" | "el"; index: number } {
  const [kind, n] = id.split("-");
  return { kind: kind === "bg" ? "bg" : kind === "scene" ? "scene" : "el", index: Number(n ?? 0) || 0 };
}

/** Transform of a layer at time t (seconds) for a canvas of size W x H. */
export function layerTransform(style: VideoStyle, layerId: string, t: number, W: number, H: number): Transform {
  const { kind, index } = parseLayer(layerId);
  const p = clamp(t / DURATION_S);
  const u = Math.min(W, H) / 1080;
  if (style === "moving_background") {
    if (kind === "bg") {
      // Ken Burns: slow push-in with a drift.
      const s = 1.04 + 0.12 * easeInOut(p);
      return { x: (W * (s - 1) / 2) * 0.5 * Math.sin(p * Math.PI), y: -(H * (s - 1) / 2) * 0.5 * p, scale: s, opacity: 1 };
    }
    if (kind === "scene") return { x: 0, y: Math.round(Math.sin(p * Math.PI * 2 + index) * 10 * u), scale: 1, opacity: 1 };
    const e = easeOut((t - 0.15 * index) / 0.6);
    return { x: 0, y: 0, scale: 1, opacity: e };
  }
  if (style === "moving_elements") {
    if (kind === "bg") return IDENTITY;
    const start = 0.2 + index * 0.35 + (kind === "scene" ? 0 : 0.25);
    const e = easeOut((t - start) / 0.7);
    if (kind === "scene") {
      const pop = 0.82 + 0.18 * e + 0.015 * Math.sin((t - start) * 2.4) * (e >= 1 ? 1 : 0);
      return { x: 0, y: Math.round((1 - e) * 60 * u), scale: pop, opacity: clamp(e * 1.6) };
    }
    const dir = index % 2 === 0 ? -1 : 1;
    return { x: Math.round(dir * (1 - e) * 140 * u), y: Math.round((1 - e) * 40 * u), scale: 1, opacity: e };
  }
  // live_scene: the whole scene breathes: slow zoom on the background, floating props, copy eases in.
  if (kind === "bg") {
    const s = 1.02 + 0.05 * p;
    // Drift stays inside the zoom margin, so the background always covers the frame.
    return { x: Math.sin(p * Math.PI * 2) * (W * (s - 1) / 2) * 0.6, y: 0, scale: s, opacity: 1 };
  }
  if (kind === "scene") {
    const ph = t * 1.6 + index * 1.3;
    return { x: Math.round(Math.cos(ph) * 8 * u), y: Math.round(Math.sin(ph) * 22 * u), scale: 1 + 0.03 * Math.sin(ph * 0.7), opacity: 1 };
  }
  const e = easeOut((t - 0.3 - index * 0.25) / 0.8);
  return { x: 0, y: Math.round((1 - e) * 50 * u), scale: 1, opacity: e };
}
