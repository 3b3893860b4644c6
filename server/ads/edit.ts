import { z } from "zod";
import type { Actor } from "../auth/actor";
import { db } from "../db/client";
import { errors } from "../errors";
import { PLACEMENT_IDS } from "../render/placements";
import type { DesignProps } from "../render/types";
import type { TextCache } from "../../remotion/lib/textengine";
import { parseInput } from "../validation";
import { createAds, type CreateAdsResult } from "./create";
import { adEditSchema, copyLinesOf, editorSlotsOf, previewCopyOf, type AdEdit } from "./edit-draft";
import type { AdRequestInput } from "./schema";
import { serializeAdBase } from "./serializer";
import { requireAd } from "./service";

/**
 * "Edit and regenerate" (web editor): a live preview of edited copy on the ad's own design, and a NEW ad
 * generated from the edit. The original ad is only read, never changed.
 */

async function editableAd(actor: Actor, projectRef: string | null, adRef: string) {
  const prisma = await db();
  const ad = await requireAd(prisma, actor, projectRef, adRef);
  if (ad.status !== "ready") throw errors.conflict("ad_not_ready", "Only a ready ad can be edited; wait until it has finished generating.");
  return ad;
}

export const previewEditSchema = z.strictObject({
  placement: z.enum(PLACEMENT_IDS),
  copy: adEditSchema.shape.copy,
  cta: adEditSchema.shape.cta,
});

/**
 * One placement of the ad with the edited copy (not stored; the QA colour pass is left out): the HTML
 * document, and for a video the composition's props, which the editor plays with @remotion/player (the
 * same design function the video renderer draws each frame with), so motion is seen before any token is spent.
 */
export type EditPreview = { html: string; motion: (DesignProps & { textCache: TextCache }) | null };

export async function previewEdit(actor: Actor, projectRef: string | null, adRef: string, input: unknown): Promise<EditPreview> {
  const edit = parseInput(previewEditSchema, input);
  const ad = await editableAd(actor, projectRef, adRef);
  if (!ad.placements.includes(edit.placement)) throw errors.validation([`placement: this ad has no "${edit.placement}" placement`]);
  // Loaded at first use: the renderers stay out of everything that only imports the ads service.
  const [{ composeProps, loadAd }, { renderHtml }, { initShaper, shapedTextCache }] = await Promise.all([
    import("../generation/pipeline"),
    import("../render/html"),
    import("../render/shaper"),
  ]);
  const full = await loadAd(ad.id);
  await initShaper();
  const props = await composeProps({ ...full, editableCopy: previewCopyOf(edit) }, edit.placement);
  // Complex scripts are shaped here (HarfBuzz) and replayed in the browser, as for the Remotion renderer.
  const motion = props.output === "video" ? { ...props, textCache: await shapedTextCache(props) } : null;
  return { html: renderHtml(props), motion };
}

const EDITED = " (edited)";

/** The request of the new ad: the original's style, output and direction, with the edited fields. */
function requestOf(ad: Awaited<ReturnType<typeof editableAd>>, edit: AdEdit): AdRequestInput {
  const json = serializeAdBase(ad);
  const { style, slots } = editorSlotsOf(json);
  if (!style) throw errors.conflict("style_unavailable", "The style of this ad is no longer in the catalog; generate a new ad from the project instead.");
  const copy = copyLinesOf(slots, edit.copy);
  const isVideo = ad.output === "video";
  return {
    output: json.output,
    ...(style.category === "meme" ? { meme_base: style.meme_base } : { template_key: style.template_key }),
    ...(isVideo ? { video_style: json.video_style as AdRequestInput["video_style"], duration_seconds: json.duration_seconds, ...(edit.music ? { music: edit.music } : {}) } : {}),
    ...(ad.prompt ? { prompt: ad.prompt } : {}),
    ...(ad.characterDirection ? { character_direction: ad.characterDirection } : {}),
    ...(copy ? { copy } : {}),
    copy_mode: edit.copy_mode,
    ...(edit.cta.trim() ? { cta: edit.cta.trim() } : {}),
    audience_id: edit.audience_id,
    placements: edit.placements,
    ...(ad.tags.length ? { tags: ad.tags } : {}),
    variant_count: 1,
    name: (ad.name.endsWith(EDITED) ? ad.name : `${ad.name}${EDITED}`).slice(0, 200),
  };
}

/** Generates a new ad from the edit, charged and validated as any `POST .../ads` (the original stays as it was). */
export async function regenerateFromEdit(
  actor: Actor,
  projectRef: string | null,
  adRef: string,
  input: unknown,
  options: { idempotencyKey?: string } = {},
): Promise<CreateAdsResult> {
  const edit = parseInput(adEditSchema, input, "edit");
  const ad = await editableAd(actor, projectRef, adRef);
  const request = requestOf(ad, edit);
  return createAds(actor, ad.projectId, request, { idempotencyKey: options.idempotencyKey });
}
