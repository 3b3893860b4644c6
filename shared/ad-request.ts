/** What the ad request's schema (server/ads/schema.ts) and the web app's ad form share. */

export const VIDEO_STYLES = ["moving_background", "live_scene", "moving_elements"] as const;
export type VideoStyleId = (typeof VIDEO_STYLES)[number];

export const VIDEO_STYLE_LABELS: Record<VideoStyleId, string> = {
  moving_background: "Moving background",
  live_scene: "Live scene",
  moving_elements: "Moving elements",
};

export const MAX_VARIANTS = 10;
