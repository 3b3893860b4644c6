import { z } from "zod";
import { editorSlotsOf } from "../../shared/ad-editor";
import { MUSIC_NONE } from "../../shared/music";
import { PLACEMENT_IDS, type Placement } from "../../shared/placements";
import type { EditableSlot } from "../styles/types";
import { idOrSlugRef } from "../../shared/validation";
import { adDesignSchema } from "../generation/design";
import { COPY_MODES } from "../../shared/ad-request";
import type { AdJson } from "./shapes";

/**
 * "Edit and regenerate": what a customer may change on a ready ad before a new one is generated from it.
 * Pure: the service that previews and generates is server/ads/edit.ts; what the browser's editor needs too is in
 * shared/ad-editor.ts.
 */

const slotText = z.string().max(500, "must be at most 500 characters");

export const adEditSchema = z.strictObject({
  /** Slot name -> text, the CTA slot excepted; an empty text leaves the slot to the copywriter. */
  copy: z.record(z.string().max(40), slotText),
  cta: slotText,
  copy_mode: z.enum(COPY_MODES),
  /** By UUID or slug, as in an ad request. */
  audience_id: idOrSlugRef.nullable(),
  placements: z.array(z.enum(PLACEMENT_IDS)).min(1, "Pick at least one placement"),
  /** Video: a track id, "none", or "" for adlab to choose. */
  music: z.string().max(100),
  design: adDesignSchema,
});
export type AdEdit = z.infer<typeof adEditSchema>;

type EditableAd = Pick<AdJson, "style" | "editable_copy" | "audience_id" | "placements" | "output" | "music" | "design">;

/** The editor's starting point: the ad as it is, its words kept exactly. */
export function editOfAd(ad: EditableAd): AdEdit {
  const { slots } = editorSlotsOf(ad);
  return {
    copy: Object.fromEntries(slots.map((s) => [s.name, ad.editable_copy[s.name] ?? ""])),
    cta: ad.editable_copy.cta ?? "",
    copy_mode: "exact",
    audience_id: ad.audience_id,
    placements: ad.placements as Placement[],
    music: ad.output === "video" ? (ad.music?.track_id ?? MUSIC_NONE) : "",
    design: ad.design,
  };
}

/** The edited slots as the request's `copy`: one `slot: text` line per slot with text, in the style's order. */
export function copyLinesOf(slots: EditableSlot[], copy: Record<string, string>): string {
  return slots
    .map((slot) => [slot.name, (copy[slot.name] ?? "").replace(/\s+/g, " ").trim()] as const)
    .filter(([, text]) => text)
    .map(([name, text]) => `${name}: ${text}`)
    .join("\n");
}

/** The copy of one placement's preview: the edited slots and the CTA, as the ad would carry them. */
export function previewCopyOf(edit: Pick<AdEdit, "copy" | "cta">): Record<string, string> {
  const copy = Object.fromEntries(Object.entries(edit.copy).filter(([, text]) => text.trim()));
  return edit.cta.trim() ? { ...copy, cta: edit.cta.trim() } : copy;
}
