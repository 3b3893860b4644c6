import { z } from "zod";
import type { Style } from "../server/styles/types";
import { exactCopyProblems } from "./copy/customer";
import { selectableForCopy } from "./copy/selection";
import { budgetLength } from "./language";
import { MUSIC_NONE, TRACK_IDS, VIDEO_SECONDS, findTrack } from "./music";
import { PLACEMENT_IDS, type Placement } from "./placements";
import { CTA_BUDGET, memeStyle, scopeOutputRefusal, styleOutputRefusal, stylePlacementRefusal, stylesFor, templateStyle, videoPlacementRefusal } from "./styles";
import { idOrSlugRef, zodDetails } from "./validation";

/** An ad request: its validator (`parseAdRequest`, spec 4.9), which REST, tRPC, GraphQL and the web app's ad form run, and what the pipeline's plan reads of it. */

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

/**
 * The one validator of an ad request (spec 4.9), used by REST, tRPC, GraphQL and the web form.
 * `parseAdRequest` checks everything that needs no database and returns either the normalized request
 * or the list of problems (one detail per problem, `ad.<field>: ...`). The audience check needs the
 * project and lives in the service (`validateAdRequest`), which merges its problem into the same list.
 */

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

/** The raw request fields: the spec's table plus `name`, `music` and `duration_seconds`. Any other key is refused (422). */
export const adRequestSchema = z.strictObject({
  output: z.enum(OUTPUTS).optional().describe("`image` (a still ad) or `video`; required, or its synonym requested_output"),
  requested_output: z.enum(OUTPUTS).optional().describe("The older name of output; send one of the two"),
  video_style: z.enum(VIDEO_STYLES).nullable().optional().describe("Video only; default `live_scene`"),
  style_scope: z.enum(STYLE_SCOPES).optional().describe("Which styles adlab may choose from when none is pinned (default `any`)"),
  template_key: z.string().trim().min(1).max(100).nullable().optional().describe("Pins a template of GET /api/v1/styles (not with meme_base)"),
  meme_base: z.string().trim().min(1).max(100).nullable().optional().describe("Pins a meme format of GET /api/v1/styles; memes are stills"),
  character_direction: text(1000).nullable().optional().describe("Who the imagery shows; steers, never printed"),
  prompt: text(4000).optional().describe("Creative direction (angle, mood); steers copy and imagery, never printed"),
  copy: text(2000).optional().describe(
    "Your words: the headline, kept where it fits, else tightened at a clause (never cut mid-phrase). Lines `slot: text` fill slots by name (`body:`, `offer:`)",
  ),
  copy_mode: z.enum(COPY_MODES).optional().describe("`generate` (default) writes what copy leaves open; `exact`: copy verbatim, 422 unless it fits"),
  cta: z
    .string()
    .trim()
    .min(1)
    .max(500, "must be at most 500 characters")
    .optional()
    .describe(`The call to action on every ad of the request, at most ${CTA_BUDGET} characters (a wide CJK character counts 2); longer is a 422`),
  /** An audience of the project, by UUID or slug; the service resolves it to the audience's id. */
  audience_id: idOrSlugRef.nullable().optional().describe("An audience of the project, by UUID or slug: the copy speaks to it"),
  placements: z
    .array(z.enum(PLACEMENT_IDS, { error: `must be one of ${PLACEMENT_IDS.join(", ")}` }))
    .min(1, "must name at least one placement")
    .max(PLACEMENT_IDS.length, `must name at most ${PLACEMENT_IDS.length} placements`)
    .optional()
    .describe("One file each (default: feed_portrait, instagram_story, square; a video: instagram_story)"),
  tags: z.array(z.string().trim().min(1).max(50)).max(20).optional().describe("Your labels for the ads; they also steer the imagery"),
  variant_count: z
    .number({ error: "must be an integer from 1 to 10" })
    .int("must be an integer from 1 to 10")
    .min(1, `must be from 1 to ${MAX_VARIANTS}`)
    .max(MAX_VARIANTS, `must be from 1 to ${MAX_VARIANTS}`)
    .optional()
    .describe(`Ads to make (1-${MAX_VARIANTS}, default 1), each charged the output's token cost`),
  name: z.string().trim().min(1).max(200).optional().describe("The ad's name, `#n` added per variant (default: from its style and headline); its slug is made from it"),
  /** Video only: a track id of GET /api/v1/music, or "none" for no soundtrack; omitted = chosen by the pipeline. */
  music: z
    .string({ error: `must be a track id (GET /api/v1/music) or "${MUSIC_NONE}"` })
    .trim()
    .min(1, `must be a track id (GET /api/v1/music) or "${MUSIC_NONE}"; omit it to let adlab choose`)
    .max(100, "must be at most 100 characters")
    .nullable()
    .optional()
    .describe(`Video only: a track id of GET /api/v1/music, or "${MUSIC_NONE}"; omitted, adlab chooses`),
  /** Video only: the length in whole seconds. */
  duration_seconds: z
    .number({ error: `must be an integer from ${VIDEO_SECONDS.min} to ${VIDEO_SECONDS.max}` })
    .int(`must be an integer from ${VIDEO_SECONDS.min} to ${VIDEO_SECONDS.max}`)
    .min(VIDEO_SECONDS.min, `must be from ${VIDEO_SECONDS.min} to ${VIDEO_SECONDS.max} seconds`)
    .max(VIDEO_SECONDS.max, `must be from ${VIDEO_SECONDS.min} to ${VIDEO_SECONDS.max} seconds`)
    .nullable()
    .optional()
    .describe(`Video only: the length in whole seconds, ${VIDEO_SECONDS.min}-${VIDEO_SECONDS.max} (default ${VIDEO_SECONDS.default})`),
}).meta({ id: "AdRequest" });

export type AdRequestInput = z.input<typeof adRequestSchema>;


export function parseAdRequest(input: unknown): { ok: true; value: AdRequest } | { ok: false; details: string[] } {
  const parsed = adRequestSchema.safeParse(input ?? {});
  if (!parsed.success) {
    // Report the cross-field problems too where the raw values allow it, so one round trip shows all.
    return { ok: false, details: [...zodDetails(parsed.error, "ad", adRequestSchema), ...crossFieldProblems(looseFields(input))] };
  }
  const f = parsed.data;
  const details = crossFieldProblems(f);
  if (details.length) return { ok: false, details };

  const output = (f.output ?? f.requested_output)!;
  const pinned = f.template_key ? templateStyle(f.template_key)! : f.meme_base ? memeStyle(f.meme_base)! : null;
  return {
    ok: true,
    value: {
      output,
      videoStyle: output === "video" ? (f.video_style ?? "live_scene") : null,
      styleScope: f.style_scope ?? (pinned ? (pinned.category === "meme" ? "memes" : "templates") : "any"),
      pinned,
      characterDirection: f.character_direction?.trim() || null,
      prompt: f.prompt?.trim() || null,
      copy: f.copy?.trim() ? f.copy : null,
      copyMode: f.copy_mode ?? "generate",
      cta: f.cta ?? null,
      audienceId: f.audience_id ?? null,
      placements: f.placements ? [...new Set(f.placements)] : DEFAULT_PLACEMENTS[output],
      tags: [...new Set(f.tags ?? [])],
      variantCount: f.variant_count ?? 1,
      name: f.name ?? null,
      music: output === "video" ? (f.music ?? null) : null,
      durationSeconds: output === "video" ? (f.duration_seconds ?? VIDEO_SECONDS.default) : null,
    },
  };
}

type Loose = Partial<Record<keyof z.infer<typeof adRequestSchema>, unknown>>;

function looseFields(input: unknown): Loose {
  return typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Loose) : {};
}

const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);

/** The rules that relate fields to each other and to the style catalog. */
function crossFieldProblems(f: Loose): string[] {
  const problems: string[] = [];
  const output = OUTPUTS.find((o) => o === f.output);
  const requested = OUTPUTS.find((o) => o === f.requested_output);
  if (output && requested && output !== requested) {
    problems.push(`ad.output: conflicts with requested_output ("${output}" vs "${requested}"); they are synonyms, send one`);
  }
  const effective = output ?? requested;
  if (f.output === undefined && f.requested_output === undefined) {
    problems.push('ad.output: is required: "image" or "video" (requested_output is accepted as a synonym)');
  }
  if (effective === "image" && f.video_style !== undefined && f.video_style !== null) {
    problems.push("ad.video_style: applies to video output only; omit it (or send null) for an image ad");
  }
  // Placements as sent, when they are a list of known ones (an unknown value is the enum's own problem).
  const placements = Array.isArray(f.placements) ? (f.placements as unknown[]).filter((p): p is Placement => typeof p === "string" && (PLACEMENT_IDS as readonly string[]).includes(p)) : [];
  if (effective === "video") {
    const refusal = videoPlacementRefusal(placements);
    if (refusal) problems.push(`ad.placements: ${refusal}`);
  }
  const templateKey = str(f.template_key);
  const memeBase = str(f.meme_base);
  if (templateKey && memeBase) {
    problems.push("ad.meme_base: template_key and meme_base are mutually exclusive; pin one style");
  }
  if (templateKey) {
    const style = templateStyle(templateKey);
    if (!style) problems.push(`ad.template_key: unknown template "${templateKey}" (GET /api/v1/styles lists them)`);
    else if (effective && styleOutputRefusal(style, effective)) {
      problems.push(`ad.template_key: template "${templateKey}" does not support ${effective} output (it supports ${style.outputs.join(", ")})`);
    }
    else if (style && stylePlacementRefusal(style, placements)) problems.push(`ad.template_key: ${stylePlacementRefusal(style, placements)}`);
    if (f.style_scope === "memes") problems.push('ad.style_scope: "memes" conflicts with the pinned template_key');
  }
  if (memeBase && !templateKey) {
    const style = memeStyle(memeBase);
    const refusal = style && effective && styleOutputRefusal(style, effective);
    if (!style) problems.push(`ad.meme_base: unknown meme format "${memeBase}" (GET /api/v1/styles lists them)`);
    else if (refusal) problems.push(`ad.meme_base: ${refusal}; a meme cannot have ${effective} output`);
    else if (style && stylePlacementRefusal(style, placements)) problems.push(`ad.meme_base: ${stylePlacementRefusal(style, placements)}`);
    if (f.style_scope === "templates") problems.push('ad.style_scope: "templates" conflicts with the pinned meme_base');
  }
  if (!templateKey && !memeBase && effective && (STYLE_SCOPES as readonly unknown[]).includes(f.style_scope ?? "any")) {
    const scope = (f.style_scope ?? "any") as AdRequest["styleScope"];
    const refusal = scopeOutputRefusal(scope, effective);
    if (refusal) problems.push(`ad.style_scope: ${refusal}; "${scope}" cannot be used with ${effective} output`);
    else if (effective !== "video" && scopeOutputRefusal(scope, effective, placements)) problems.push(`ad.style_scope: ${scopeOutputRefusal(scope, effective, placements)}`);
  }
  if (f.copy_mode === "exact" && !str(f.copy)) problems.push('ad.copy: is required when copy_mode is "exact"');
  const music = str(f.music);
  if (effective === "image" && f.music !== undefined && f.music !== null) {
    problems.push("ad.music: applies to video output only; omit it (or send null) for an image ad");
  } else if (music && music !== MUSIC_NONE && !findTrack(music)) {
    problems.push(`ad.music: unknown track "${music}"; use one of ${TRACK_IDS.join(", ")} (GET /api/v1/music) or "${MUSIC_NONE}"`);
  }
  if (effective === "image" && f.duration_seconds !== undefined && f.duration_seconds !== null) {
    problems.push("ad.duration_seconds: applies to video output only; omit it (or send null) for an image ad");
  }
  const cta = str(f.cta);
  if (cta && budgetLength(cta) > CTA_BUDGET) {
    problems.push(`ad.cta: has ${budgetLength(cta)} characters; the CTA slot holds at most ${CTA_BUDGET} (every style has one, so the CTA is never dropped or shrunk)`);
  }
  // Exact copy is checked against the style unless the style choice itself is wrong (then the fit would be
  // measured against the wrong slots); a too-long CTA or any other problem is reported beside it.
  const styleChoiceWrong = problems.some((p) => /^ad\.(output|template_key|meme_base|style_scope):/.test(p));
  if (f.copy_mode === "exact" && str(f.copy) && effective && !styleChoiceWrong) problems.push(...exactCopyFit(f, effective, templateKey, memeBase));
  return problems;
}

/** Exact copy is never cut: it must fit the pinned style's slots, or at least one style selection may choose. */
function exactCopyFit(f: Loose, output: Output, templateKey?: string, memeBase?: string): string[] {
  const request = { copy: str(f.copy) ?? null, copyMode: "exact" as const, cta: str(f.cta) ?? null };
  const pinned = templateKey ? templateStyle(templateKey) : memeBase ? memeStyle(memeBase) : undefined;
  if (pinned) return exactCopyProblems(pinned, request.copy, request.cta).map((p) => `ad.copy: ${p}`);
  const scope = (f.style_scope ?? "any") as AdRequest["styleScope"];
  const candidates = stylesFor(scope, output, Array.isArray(f.placements) ? (f.placements as string[]) : []);
  if (!candidates.length || candidates.some((style) => selectableForCopy(style, request))) return [];
  const closest = candidates
    .map((style) => ({ style, problems: exactCopyProblems(style, request.copy, request.cta) }))
    .sort((a, b) => a.problems.length - b.problems.length)[0];
  const label = `${closest.style.category} "${closest.style.category === "meme" ? closest.style.meme_base : closest.style.template_key}"`;
  return closest.problems.map((p) => `ad.copy: no style in "${scope}" holds this exact copy whole; the closest, ${label}: ${p}`);
}
