import { PLACEMENTS, type Placement } from "../../server/render/placements";

export type Shape = "tall" | "portrait" | "square" | "wide";
/** Geometry of one placement: full canvas, and the content box that keeps platform UI zones clear. */
export type Frame = {
  W: number; H: number; shape: Shape;
  /** The content box (safe zones plus breathing room). */
  x: number; y: number; w: number; h: number;
  /** A unit that scales type and spacing with the canvas (1 at 1080 px wide/tall min side). */
  u: number;
};

export function frameFor(placement: Placement): Frame {
  const p = PLACEMENTS[placement] ?? PLACEMENTS.square;
  const shape: Shape = p.height > p.width * 1.5 ? "tall" : p.height > p.width * 1.1 ? "portrait" : p.width > p.height * 1.3 ? "wide" : "square";
  const pad = shape === "tall" ? 24 : 24;
  const x = p.safe.left + pad;
  const y = p.safe.top + pad;
  return { W: p.width, H: p.height, shape, x, y, w: p.width - p.safe.left - p.safe.right - pad * 2, h: p.height - p.safe.top - p.safe.bottom - pad * 2, u: Math.min(p.width, p.height) / 1080 };
}
