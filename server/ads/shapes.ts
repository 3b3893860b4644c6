import { z } from "zod";
import { idAndSlug, timestamps } from "../serializer";
import { adDistributionJson, adRunJson } from "../distribution/shapes";
import { PLACEMENT_IDS } from "../../shared/placements";
import { OUTPUTS } from "../../shared/ad-request";
import { adDesignSchema } from "../generation/design";
import { adProgressJson } from "../generation/progress-shape";

export const AD_STATUSES = ["draft", "generating", "ready", "failed"] as const;
export const COPY_SOURCES = ["customer", "model", "builtin"] as const;

/** The ad as every front returns it (spec 2.4): types the serializer and generates the OpenAPI schema. */
export const adFileJson = z.object({
  placement: z.enum(PLACEMENT_IDS),
  label: z.string(),
  width: z.number().int().describe("the file's real pixels (display placements are drawn at 2x: a medium_rectangle is 600)"),
  height: z.number().int().describe("the file's real pixels"),
  css_width: z.number().int().describe("the size the ad is shown at, in CSS pixels: width for the social placements, width / 2 for the IAB display sizes (300 for medium_rectangle)"),
  css_height: z.number().int().describe("the size the ad is shown at, in CSS pixels"),
  document_url: z.string(),
  asset_url: z.string(),
  video_url: z.string().nullable(),
  still_url: z.string(),
  qa: z
    .object({
      min_text_contrast: z.number().nullable().describe("lowest WCAG contrast ratio of any text against the pixels behind it (5th percentile of its glyph pixels); null when the design has no text"),
      text_fits: z.boolean().describe("no text was cut to fit"),
      missing_glyphs: z.array(z.string()).describe("characters of the copy no shipped font draws"),
      safe_zone_clear: z.boolean().describe("no text pixel lies in the placement's safe bands (platform UI)"),
      logo_min_px: z.number().int().nullable().describe("the uploaded logo's smaller side as drawn, in pixels; null without an uploaded logo"),
      headline_ratio: z.number().nullable().describe("the headline's size over the largest other text's, the brand name's included (an offer or a date may tie with it or pass it); under 1.05 fails; null without a headline"),
      cta_px: z.number().int().nullable().describe("the CTA's size in CSS pixels; under 24 (10 on display sizes) fails; null without a CTA"),
      rag_problems: z.array(z.string()).describe("line breaks that fail: a word of three letters or fewer alone on a line, a headline ending on one word where the width allows two, a break inside a name"),
      frame_used: z.number().nullable().describe("share of the frame's height the content spans (a story's bottom band aside); under 0.7 (stories, Reels) or 0.8 (other social frames) fails; null on display sizes"),
      product_shown: z.boolean().nullable().describe("the product photo is drawn; false fails; null without a photo or in a design that shows none"),
      product_contrast: z.number().nullable().describe("luminance contrast between the cut-out product's edge (else the stand-in picture's) and the ground around it; with product_color_distance under 30 as well (or null: a stand-in is judged by value alone), under 1.5 fails; null without either"),
      product_color_distance: z.number().nullable().describe("colour distance (CIE76) between the cut-out product's edge and the ground around it; null without a cut-out (a stand-in picture's is not counted)"),
      motion_problems: z.array(z.string()).describe("a video's copy leaving its place on a frame sampled each half second (the frame, its card or panel, clear of other panels and copy, its line's baseline) or its cut-out product cut by the frame's edge; any fails; empty for stills"),
      passed: z.boolean().describe("the file meets the floor every shipped file meets (contrast 3:1, nothing cut, every glyph drawn, safe bands clear) and the design measures' thresholds above"),
      score: z
        .number()
        .int()
        .describe("0..100, how far above the thresholds: contrast headroom from 3:1 to 7:1 (30), whole text with every glyph (20), clear safe bands (15), the logo's size up to 56 px (5), hierarchy (8), rag (7), frame used (7), the product shown and standing apart (8); checks that do not apply count in full"),
    })
    .nullable()
    .describe("the render checks of this placement's file, computed from the render itself; null until rendered. A file under the floor (contrast under 3:1, text cut, missing glyphs, text in a safe band) is laid out again, and never shipped"),
});

export const adJson = z.object({
  ...idAndSlug,
  project_id: z.uuid(),
  name: z.string(),
  status: z.enum(AD_STATUSES),
  ready: z.boolean(),
  generating: z.boolean(),
  failed: z.boolean(),
  failure_reason: z.string().nullable().describe("why generation failed (the tokens were refunded)"),
  progress: adProgressJson,
  audience_id: z.uuid().nullable(),
  platform_aspect: z.string(),
  placements: z.array(z.enum(PLACEMENT_IDS)),
  token_cost: z.number().int().nullable(),
  batch_id: z.uuid().describe("shared by the variants of one request"),
  ad_batch_id: z.uuid().nullable().describe("the catalog batch that made this ad (GET …/ad_batches/{id}); null for other ads"),
  catalog_item: z
    .object({ id: z.uuid(), item_id: z.string(), title: z.string() })
    .nullable()
    .describe("the catalog item this ad was made from (its words as they were then); null for other ads"),
  landing_url: z.string().nullable().describe("where the ad sends people: its catalog item's landing_url"),
  variant_index: z.number().int(),
  design: adDesignSchema.describe("the web editor's design choices: the kit's colour arrangement (0..3) and the layout variant (0..1), the product photo (null: the project's first) and the type direction (null: the brand kit's)"),
  ...timestamps,
  generated_at: z.iso.datetime().nullable(),
  url: z.string(),
  poll_url: z.string(),
  files: z.array(adFileJson),
  qa_score: z.number().int().nullable().describe("the worst file's `qa.score`, to rank variants by; null until every file is checked"),
  snapshots: z.array(
    z.object({ placement: z.string(), format: z.string(), width: z.number().int(), height: z.number().int(), byte_size: z.number().int().nullable(), url: z.string() }),
  ),
  requested_output: z.enum(OUTPUTS),
  video_style: z.string().nullable(),
  video_style_label: z.string().nullable(),
  output: z.enum(OUTPUTS),
  output_label: z.string(),
  style: z.object({ category: z.string().nullable(), template_key: z.string().nullable(), meme_base: z.string().nullable(), id: z.string().nullable(), name: z.string().nullable() }),
  editable_copy: z.record(z.string(), z.string()),
  informed_by: z.array(z.uuid()).describe("hypotheses that steered the copy"),
  angle: z
    .object({
      role: z.string().describe("the claim's role in the brief: product, benefit, offer, proof, event, logistics or identity"),
      claim: z.string().describe("the brief's claim the ad leads with, as the headline says it"),
      by: z.string().describe("why it leads: rank, prompt, finding or audience"),
    })
    .nullable()
    .describe("what the ad leads with; null when the customer's own words lead"),
  warnings: z.array(z.string()).describe("what the request asked for that the brief lacks; nothing was invented for it"),
  copy_sources: z
    .record(z.string(), z.enum(COPY_SOURCES))
    .describe("Where each slot of editable_copy came from: the customer's copy or cta, the configured model, or the built-in copywriter"),
  language: z.string().nullable().describe("BCP 47 tag of the ad's copy (null until the copy is written)"),
  remix: z.object({ available: z.boolean(), targets: z.array(z.string()), elements: z.array(z.string()) }),
  music: z
    .object({
      asset_id: z.uuid().describe("the track as an asset-like record: stable per track"),
      filename: z.string(),
      provider: z.literal("adlab"),
      duration_seconds: z.number().int().describe("seconds of the track used in the ad (= the video's length)"),
      track_id: z.string().describe("id in GET /api/v1/music"),
      name: z.string(),
      mood: z.string(),
      bpm: z.number().int(),
    })
    .nullable()
    .describe('The soundtrack; null for an image ad, a video requested with music "none", or before generation chose it'),
  duration_seconds: z.number().int().nullable().describe("video length in seconds (5..15); null for an image ad"),
  tags: z.array(z.string()),
  external_identifiers: z.record(z.string(), z.string()),
  video_url: z.string().nullable(),
  still_url: z.string(),
  distribution: adDistributionJson,
  ad_runs: z.array(adRunJson).describe("the ad's distribution runs (see the Distribution operations)"),
}).meta({ id: "Ad" });

export type AdJson = z.infer<typeof adJson>;
