import type { Style } from "../server/styles/types";
import type { Placement } from "./placements";

/** What the ad request's schema (server/ads/schema.ts), the web app's ad form and the pipeline's plan share. */

export const VIDEO_STYLES = ["moving_background", "live_scene", "moving_elements"] as const;
export type VideoStyleId = (typeof VIDEO_STYLES)[number];

export const VIDEO_STYLE_LABELS: Record<VideoStyleId, string> = {
  moving_background: "Moving background",
  live_scene: "Live scene",
  moving_elements: "Moving elements",
};

export const MAX_VARIANTS = 10;

export const OUTPUTS = ["image", "video"] as const;
export type Output = (typeof OUTPUTS)[number];
export const STYLE_SCOPES = ["any", "templates", "memes"] as const;
export const COPY_MODES = ["exact", "generate"] as const;

/**
 * Placements used when a request names none: the three Meta placements most accounts run for a still
 * (feed, story, square), and the story alone for a video (each video placement is a separate render).
 */
export const DEFAULT_PLACEMENTS: Record<Output, Placement[]> = {
  image: ["feed_portrait", "instagram_story", "square"],
  video: ["instagram_story"],
};

/** A valid request with every default applied: what the service stores and the pipeline reads. */
export type AdRequest = {
  output: Output;
  videoStyle: VideoStyleId | null;
  styleScope: (typeof STYLE_SCOPES)[number];
  /** The pinned style, when template_key or meme_base names one. */
  pinned: Style | null;
  characterDirection: string | null;
  prompt: string | null;
  copy: string | null;
  copyMode: (typeof COPY_MODES)[number];
  cta: string | null;
  /** As sent (UUID or slug) until the service has resolved it (`validateAdRequest`): then the audience's id. */
  audienceId: string | null;
  placements: Placement[];
  tags: string[];
  variantCount: number;
  name: string | null;
  /** Video: a track id, "none", or null (the pipeline chooses). Always null for an image ad. */
  music: string | null;
  /** Video: 5..15 (default 6). Null for an image ad. */
  durationSeconds: number | null;
};
