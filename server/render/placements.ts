/** The placements of spec 2.4 with their pixel sizes and the areas platform UI covers. */
export const PLACEMENT_IDS = ["instagram_story", "instagram_reels", "feed_portrait", "square", "landscape"] as const;
export type Placement = (typeof PLACEMENT_IDS)[number];

export type PlacementSpec = {
  id: Placement;
  label: string;
  width: number;
  height: number;
  /** `platform_aspect` label, width:height. */
  aspect: string;
  /** Pixels at each edge to keep free of text, logos and CTAs. */
  safe: { top: number; bottom: number; left: number; right: number };
};

export const PLACEMENTS: Record<Placement, PlacementSpec> = {
  // Stories: profile row on top (~14%), reply bar and CTA at the bottom (~20%).
  instagram_story: { id: "instagram_story", label: "Instagram Story", width: 1080, height: 1920, aspect: "9:16", safe: { top: 250, bottom: 380, left: 64, right: 64 } },
  // Reels: captions and buttons cover up to ~35% of the bottom and ~6% of each side.
  instagram_reels: { id: "instagram_reels", label: "Instagram Reels", width: 1080, height: 1920, aspect: "9:16", safe: { top: 250, bottom: 670, left: 72, right: 120 } },
  feed_portrait: { id: "feed_portrait", label: "Feed portrait", width: 1080, height: 1350, aspect: "4:5", safe: { top: 64, bottom: 64, left: 64, right: 64 } },
  square: { id: "square", label: "Square", width: 1080, height: 1080, aspect: "1:1", safe: { top: 56, bottom: 56, left: 56, right: 56 } },
  landscape: { id: "landscape", label: "Landscape", width: 1920, height: 1080, aspect: "16:9", safe: { top: 56, bottom: 56, left: 80, right: 80 } },
};

export const isPlacement = (value: string): value is Placement => (PLACEMENT_IDS as readonly string[]).includes(value);
