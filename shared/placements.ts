/**
 * The placements of spec 2.4 with their pixel sizes and the areas platform UI covers, plus the IAB display
 * sizes of issue 30 (docs/display-banners.md). Sizes are the raster's real pixels: a display placement is
 * drawn at 2x its CSS size (a 300x250 medium rectangle is a 600x500 PNG) for sharp screens.
 */
export const SOCIAL_PLACEMENT_IDS = ["instagram_story", "instagram_reels", "feed_portrait", "square", "landscape"] as const;
export const DISPLAY_PLACEMENT_IDS = ["medium_rectangle", "leaderboard", "mobile_banner", "half_page", "wide_skyscraper"] as const;
export const PLACEMENT_IDS = [...SOCIAL_PLACEMENT_IDS, ...DISPLAY_PLACEMENT_IDS] as const;
export type Placement = (typeof PLACEMENT_IDS)[number];
type DisplayPlacement = (typeof DISPLAY_PLACEMENT_IDS)[number];

export type PlacementSpec = {
  id: Placement;
  label: string;
  /** The raster's pixels (what files[] reports). */
  width: number;
  height: number;
  /** Raster pixels per CSS pixel: 1 for the social placements, 2 for display (its CSS size is width/density). */
  density: 1 | 2;
  /** `platform_aspect` label: width:height for social, the IAB size (CSS pixels, 300x250) for display. */
  aspect: string;
  /** Pixels at each edge to keep free of text, logos and CTAs. */
  safe: { top: number; bottom: number; left: number; right: number };
};

/** A display size at 2x: its safe band is a small even margin (no platform UI covers a banner; the border may). */
const display = (id: DisplayPlacement, label: string, cssW: number, cssH: number, margin: number): PlacementSpec => ({
  id, label, width: cssW * 2, height: cssH * 2, density: 2, aspect: `${cssW}x${cssH}`,
  safe: { top: margin * 2, bottom: margin * 2, left: margin * 2, right: margin * 2 },
});

export const PLACEMENTS: Record<Placement, PlacementSpec> = {
  // Stories: profile row on top (~14%), reply bar and CTA at the bottom (~20%).
  instagram_story: { id: "instagram_story", label: "Instagram Story", width: 1080, height: 1920, density: 1, aspect: "9:16", safe: { top: 250, bottom: 380, left: 64, right: 64 } },
  // Reels: captions and buttons cover up to ~35% of the bottom and ~6% of each side.
  instagram_reels: { id: "instagram_reels", label: "Instagram Reels", width: 1080, height: 1920, density: 1, aspect: "9:16", safe: { top: 250, bottom: 670, left: 72, right: 120 } },
  feed_portrait: { id: "feed_portrait", label: "Feed portrait", width: 1080, height: 1350, density: 1, aspect: "4:5", safe: { top: 64, bottom: 64, left: 64, right: 64 } },
  square: { id: "square", label: "Square", width: 1080, height: 1080, density: 1, aspect: "1:1", safe: { top: 56, bottom: 56, left: 56, right: 56 } },
  landscape: { id: "landscape", label: "Landscape", width: 1920, height: 1080, density: 1, aspect: "16:9", safe: { top: 56, bottom: 56, left: 80, right: 80 } },
  medium_rectangle: display("medium_rectangle", "Medium rectangle", 300, 250, 6),
  leaderboard: display("leaderboard", "Leaderboard", 728, 90, 4),
  mobile_banner: display("mobile_banner", "Mobile banner", 320, 50, 3),
  half_page: display("half_page", "Half page", 300, 600, 8),
  wide_skyscraper: display("wide_skyscraper", "Wide skyscraper", 160, 600, 6),
};

export const isPlacement = (value: string): value is Placement => (PLACEMENT_IDS as readonly string[]).includes(value);
export const isDisplayPlacement = (value: string): value is DisplayPlacement => (DISPLAY_PLACEMENT_IDS as readonly string[]).includes(value);

/**
 * The text unit of the render checks: a font size under 24 units needs 4.5:1 (WCAG's normal text), at or
 * above it 3:1. Social: 1 at 1080 px. Display: 24 units are 14 CSS px (a banner is read at arm's length,
 * at its CSS size), so text under 14 CSS px must reach 4.5:1.
 */
export function textUnitOf(placement: Placement): number {
  const p = PLACEMENTS[placement];
  return p.density === 1 ? Math.min(p.width, p.height) / 1080 : (p.density * 14) / 24;
}
