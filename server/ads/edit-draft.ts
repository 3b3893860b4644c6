import { z } from "zod";
import { budgetLength } from "../language";
import { MUSIC_NONE } from "../music/catalog";
import { PLACEMENT_IDS, type Placement } from "../render/placements";
import { findStyle } from "../styles/catalog";
import type { EditableSlot, Style } from "../styles/types";
import { idOrSlugRef } from "../validation";
import { COPY_MODES } from "./schema";
import type { AdJson } from "./shapes";

/**
 * "Edit and regenerate": what a customer may change on a ready ad before a new one is generated from it.
 * Pure (the browser's editor imports it): the service that previews and generates is server/ads/edit.ts.
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
});
export type AdEdit = z.infer<typeof adEditSchema>;

type EditableAd = Pick<AdJson, "style" | "editable_copy" | "audience_id" | "placements" | "output" | "music">;

/** The ad's style and its copy slots, the CTA slot apart (it has its own field). */
export function editorSlotsOf(ad: Pick<AdJson, "style">): { style: Style | undefined; slots: EditableSlot[] } {
  const style = ad.style.id ? findStyle(ad.style.id) : undefined;
  return { style, slots: style?.editable_slots.filter((s) => s.name !== "cta") ?? [] };
}

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
  };
}

/** Characters left in a slot's budget (negative when over), counted as the copy rules count them. */
export const budgetLeft = (budget: number, text: string) => budget - budgetLength(text);

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
