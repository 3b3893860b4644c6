import { PLACEMENTS, type Placement } from "../../shared/placements";

export type Shape = "tall" | "portrait" | "square" | "wide";
/**
 * The IAB display sizes (remotion/lib/banner.tsx lays them out): "rectangle" 300x250, "strip" the 8:1
 * leaderboard and 6:1 mobile banner, "tower" the 300x600 half page and 160x600 skyscraper.
 */
type BannerShape = "rectangle" | "strip" | "tower";
/** Geometry of one placement: full canvas, and the content box that keeps platform UI zones clear. */
export type Frame = {
  W: number; H: number; shape: Shape;
  /** The content box (safe zones plus breathing room). */
  x: number; y: number; w: number; h: number;
  /** A unit that scales type and spacing with the canvas (1 at 1080 px wide/tall min side). */
  u: number;
  /** Display sizes only: the banner's shape and its CSS pixel in raster pixels (2: drawn at 2x). */
  banner?: BannerShape;
  px: number;
};

/**
 * `mirrored`: the design is laid out to be mirrored (kit.tsx: a right-to-left or mirrored layout), so its
 * safe band is the placement's turned over: once mirrored it lands in the real one (Reels keep 72 px on the
 * left and 120 px on the right, beside the platform's buttons).
 */
export function frameFor(placement: Placement, mirrored = false): Frame {
  const p = PLACEMENTS[placement] ?? PLACEMENTS.square;
  const shape: Shape = p.height > p.width * 1.5 ? "tall" : p.height > p.width * 1.1 ? "portrait" : p.width > p.height * 1.3 ? "wide" : "square";
  const banner: BannerShape | undefined = p.density === 1 ? undefined : p.width > p.height * 3 ? "strip" : p.height > p.width * 1.5 ? "tower" : "rectangle";
  // A banner's safe band is its whole margin: no platform UI sits on it.
  const pad = banner ? 0 : 24;
  const x = (mirrored ? p.safe.right : p.safe.left) + pad;
  const y = p.safe.top + pad;
  return {
    W: p.width, H: p.height, shape, x, y, w: p.width - p.safe.left - p.safe.right - pad * 2, h: p.height - p.safe.top - p.safe.bottom - pad * 2,
    u: Math.min(p.width, p.height) / 1080, banner, px: p.density,
  };
}
