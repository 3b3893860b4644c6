import { z } from "zod";
import type { Actor } from "../auth/actor";
import { db } from "../db/client";
import { errors } from "../errors";
import { PLACEMENT_IDS } from "../../shared/placements";
import type { DesignProps } from "../render/types";
import type { TextCache } from "../../remotion/lib/textengine";
import type { Style } from "../styles/types";
import { parseInput } from "../validation";
import { renderableImageRows } from "../assets/render-images";
import { MUSIC_NONE, VIDEO_SECONDS, adMusicOf, findTrack } from "../../shared/music";
import { createAds, type CreateAdsResult, type FromEdit } from "./create";
import { checkEditSchema, colourChoicesOf, cutProblems, editStartOf, fitOfEdit, type ColourChoice, type PlacementFit } from "./edit-check";
import { editorSlotsOf } from "../../shared/ad-editor";
import { adDesignSchema, type AdDesign } from "../generation/design";
import { adEditSchema, copyLinesOf, previewCopyOf, type AdEdit } from "./edit-draft";
import { adNameFrom, isNameFromCopy, isProvisionalAdName } from "../generation/naming";
import { parseAdRequest, type AdRequestInput } from "../../shared/ad-request";
import { serializeAdBase } from "./serializer";
import { requireAd } from "./service";

/**
 * "Edit and regenerate" (web editor): a live preview of edited copy on the ad's own design, and a NEW ad
 * generated from the edit. The original ad is only read, never changed.
 */

/** A ready ad, or a failed one that got as far as its style and words ("Edit and try again"). */
async function editableAd(actor: Actor, projectRef: string | null, adRef: string) {
  const prisma = await db();
  const ad = await requireAd(prisma, actor, projectRef, adRef);
  if (ad.status === "failed" && (ad.templateKey || ad.memeBase)) return ad;
  if (ad.status !== "ready") throw errors.conflict("ad_not_ready", "Only a ready ad can be edited; wait until it has finished generating.");
  return ad;
}

/** The editor's starting point (server/ads/edit-check.ts): the ad's words and design, its photo pinned. */
export async function editStart(actor: Actor, projectRef: string | null, adRef: string) {
  return editStartOf(await editableAd(actor, projectRef, adRef));
}

/**
 * The editor's live check of an edit: per placement, the slots its design would cut (with the words), and the
 * colour choices it offers. The same check refuses the edit at Save (regenerateFromEdit), before any charge.
 */
export async function checkEdit(actor: Actor, projectRef: string | null, adRef: string, input: unknown): Promise<{ fit: PlacementFit[]; colours: ColourChoice[] }> {
  const edit = parseInput(checkEditSchema, input);
  const ad = await editableAd(actor, projectRef, adRef);
  await checkPhoto(ad.projectId, edit.design, "design");
  const [fit, colours] = [await fitOfEdit(ad.id, edit, edit.placements), await colourChoicesOf(ad.id, edit, edit.placements[0])];
  return { fit, colours };
}

export const previewEditSchema = z.strictObject({
  placement: z.enum(PLACEMENT_IDS),
  copy: adEditSchema.shape.copy,
  cta: adEditSchema.shape.cta,
  design: adDesignSchema,
});

/** The photo an edit chose must be one of the project's images the renderers can draw (the logo excepted). */
async function checkPhoto(projectId: string, design: AdDesign, field: string): Promise<void> {
  if (!design.photo_asset_id) return;
  const rows = await renderableImageRows(projectId, { ids: [design.photo_asset_id] });
  if (!rows.some((row) => row.assetType !== "logo")) throw errors.validation([`${field}.photo_asset_id: no image with this id in this project`]);
}

/**
 * One placement of the ad with the edited copy (not stored; the QA colour pass is left out): the HTML
 * document, and for a video the composition's props, which the editor plays with @remotion/player (the
 * same design function the video renderer draws each frame with), so motion is seen before any token is spent.
 */
export type EditPreview = { html: string; motion: (DesignProps & { textCache: TextCache }) | null };

export async function previewEdit(actor: Actor, projectRef: string | null, adRef: string, input: unknown): Promise<EditPreview> {
  const edit = parseInput(previewEditSchema, input);
  const ad = await editableAd(actor, projectRef, adRef);
  await checkPhoto(ad.projectId, edit.design, "design");
  // Loaded at first use: the renderers stay out of everything that only imports the ads service.
  const [{ composeProps }, { loadAd }, { renderHtml }, { initShaper, shapedTextCache }] = await Promise.all([
    import("../generation/compose"),
    import("../generation/run"),
    import("../render/html"),
    import("../render/shaper"),
  ]);
  const full = await loadAd(ad.id);
  await initShaper();
  const props = await composeProps({ ...full, editableCopy: previewCopyOf(edit), design: edit.design }, edit.placement);
  // Complex scripts are shaped here (HarfBuzz) and replayed in the browser, as for the Remotion renderer.
  const motion = props.output === "video" ? { ...props, textCache: await shapedTextCache(props) } : null;
  return { html: renderHtml(props), motion };
}

const EDITED = " (edited)";

/** The request of the new ad: the original's style, output and direction, with the edited fields. */
function requestOf(ad: Awaited<ReturnType<typeof editableAd>>, projectName: string, edit: AdEdit): AdRequestInput {
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
    ...nameOf(ad, projectName, style, edit),
  };
}

/**
 * The new ad's name follows its headline: an ad named from its words is named from the edited words (exact
 * words), or once they are written (rewritten: no name, so generation names it). A name the customer gave
 * is kept, marked edited.
 */
function nameOf(ad: Awaited<ReturnType<typeof editableAd>>, projectName: string, style: Style, edit: AdEdit): { name?: string } {
  const before = (ad.editableCopy ?? {}) as Record<string, string>;
  if (!isNameFromCopy(ad.name, style, before) && !isProvisionalAdName(ad.name, projectName)) {
    return { name: (ad.name.endsWith(EDITED) ? ad.name : `${ad.name}${EDITED}`).slice(0, 200) };
  }
  if (edit.copy_mode !== "exact") return {};
  const name = adNameFrom(style, previewCopyOf(edit));
  return name ? { name } : {};
}

/**
 * With exact words, the edit is re-rendered: the style, copy and music steps do not run again, the words
 * are the editor's (a cleared slot stays empty) and each keeps its source unless the customer changed it.
 */
function keptWordsOf(ad: Awaited<ReturnType<typeof editableAd>>, edit: AdEdit): FromEdit["keptWords"] {
  if (edit.copy_mode !== "exact") return null;
  const words = previewCopyOf(edit);
  const before = (ad.editableCopy ?? {}) as Record<string, string>;
  const sources = (ad.copySources ?? {}) as Record<string, string>;
  const copySources = Object.fromEntries(Object.entries(words).map(([slot, text]) => [slot, text === before[slot] ? (sources[slot] ?? "customer") : "customer"]));
  const seconds = ad.durationSeconds ?? VIDEO_SECONDS.default;
  const track = edit.music && edit.music !== MUSIC_NONE ? findTrack(edit.music) : undefined;
  const music = ad.output !== "video" || edit.music === MUSIC_NONE ? null : track ? adMusicOf(track, seconds) : ad.music;
  return { editableCopy: words, copySources, language: ad.language, music };
}

/**
 * Generates a new ad from the edit, validated as any `POST .../ads` (the original stays as it was).
 * Exact words: re-rendered at the edit price (edit-draft editPriceOf); rewritten words: a new generation at full price.
 */
export async function regenerateFromEdit(
  actor: Actor,
  projectRef: string | null,
  adRef: string,
  input: unknown,
  options: { idempotencyKey?: string } = {},
): Promise<CreateAdsResult> {
  const edit = parseInput(adEditSchema, input, "edit");
  const ad = await editableAd(actor, projectRef, adRef);
  await checkPhoto(ad.projectId, edit.design, "edit.design");
  const project = await (await db()).project.findUniqueOrThrow({ where: { id: ad.projectId }, select: { name: true } });
  const request = requestOf(ad, project.name, edit);
  // The request's own problems first (a slot over its budget), as any POST .../ads answers them.
  const parsed = parseAdRequest(request);
  if (!parsed.ok) throw errors.validation(parsed.details);
  // Exact words that a size would cut are refused here, as the editor showed, not charged and failed later.
  if (edit.copy_mode === "exact") {
    const cuts = cutProblems(await fitOfEdit(ad.id, edit, edit.placements));
    if (cuts.length) throw errors.validation(cuts, "Some of your words do not fit whole; shorten them and save again. Nothing was charged.");
  }
  const fromEdit = { design: edit.design, keptWords: keptWordsOf(ad, edit) };
  return createAds(actor, ad.projectId, request, { idempotencyKey: options.idempotencyKey, fromEdit });
}
