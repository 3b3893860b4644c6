import { DEFAULT_PLACEMENTS, parseAdRequest, type AdRequestInput, type VideoStyleId } from "@/shared/ad-request";
import type { Placement } from "@/shared/placements";
import { findStyle } from "@/shared/styles";

export type Draft = {
  output: "image" | "video";
  video_style: VideoStyleId;
  style_mode: "auto" | "pinned";
  style_scope: "any" | "templates" | "memes";
  pinned: string | null;
  character_direction: string;
  prompt: string;
  copy: string;
  copy_mode: "generate" | "exact";
  cta: string;
  audience_id: string;
  placements: Placement[];
  tags: string;
  variant_count: number;
  name: string;
  /** Video: "" = adlab chooses, a track id, or "none". */
  music: string;
  duration_seconds: number;
};

export const initialDraft: Draft = {
  output: "image",
  video_style: "live_scene",
  style_mode: "auto",
  style_scope: "any",
  pinned: null,
  character_direction: "",
  prompt: "",
  copy: "",
  copy_mode: "generate",
  cta: "",
  audience_id: "",
  placements: [...DEFAULT_PLACEMENTS.image],
  tags: "",
  variant_count: 1,
  name: "",
  music: "",
  duration_seconds: 6,
};

/** The `ad` body of POST .../ads for this draft. */
export function toAdRequest(d: Draft): AdRequestInput {
  const style = d.style_mode === "pinned" && d.pinned ? findStyle(d.pinned) : undefined;
  const tags = d.tags.split(",").map((t) => t.trim()).filter(Boolean);
  return {
    output: d.output,
    ...(d.output === "video" ? { video_style: d.video_style, duration_seconds: d.duration_seconds, ...(d.music ? { music: d.music } : {}) } : {}),
    ...(style
      ? style.category === "meme" ? { meme_base: style.meme_base } : { template_key: style.template_key }
      : { style_scope: d.style_scope }),
    ...(d.character_direction.trim() ? { character_direction: d.character_direction.trim() } : {}),
    ...(d.prompt.trim() ? { prompt: d.prompt.trim() } : {}),
    ...(d.copy.trim() ? { copy: d.copy } : {}),
    copy_mode: d.copy_mode,
    ...(d.cta.trim() ? { cta: d.cta.trim() } : {}),
    ...(d.audience_id ? { audience_id: d.audience_id } : {}),
    placements: d.placements,
    ...(tags.length ? { tags } : {}),
    variant_count: d.variant_count,
    ...(d.name.trim() ? { name: d.name.trim() } : {}),
  };
}

/** The server's own validator (shared/ad-request.ts), run in the browser: the same problems before anything is sent. */
export function problemsOf(d: Draft): Record<string, string> {
  const result = parseAdRequest(toAdRequest(d));
  if (result.ok) return {};
  const byField: Record<string, string> = {};
  for (const detail of result.details) {
    const m = detail.match(/^ad\.([\w.]+):\s*(.*)$/);
    const key = m ? m[1].split(".")[0] : "_";
    byField[key] ??= m ? m[2] : detail;
  }
  if (d.style_mode === "pinned" && !d.pinned) byField.style = "Pick a style from the catalog, or let adlab choose";
  if (d.placements.length === 0) byField.placements = "Pick at least one placement";
  return byField;
}

/** "Edit and regenerate" links carry copy, copy mode, output and style in the query string. */
export function draftFromQuery(q: URLSearchParams): Draft {
  const style = q.get("style");
  return {
    ...initialDraft,
    ...(q.get("output") === "video" ? { output: "video" as const, placements: [...DEFAULT_PLACEMENTS.video] } : {}),
    ...(q.get("copy") ? { copy: q.get("copy")! } : {}),
    ...(q.get("copy_mode") === "exact" ? { copy_mode: "exact" as const } : {}),
    ...(style && findStyle(style) ? { style_mode: "pinned" as const, pinned: style } : {}),
  };
}
