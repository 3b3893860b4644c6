import { z } from "zod";
import { db } from "../db/client";
import { PLACEMENTS, type Placement } from "../../shared/placements";
import type { SlotCut } from "../render/layout-check";
import type { DesignProps } from "../render/types";
import { ARRANGEMENTS } from "../../shared/ad-editor";
import { adDesignSchema, type AdDesign } from "../generation/design";
import { adEditSchema, editOfAd, previewCopyOf, type AdEdit } from "./edit-draft";
import { catalogItemOf } from "../catalogs/snapshot";
import { leadPhotoId } from "../assets/render-images";
import { serializeAdBase } from "./serializer";

/**
 * The editor's honesty, on the server: the edited ad is laid out per placement exactly as the pipeline
 * renders it (same props, same cut check, server/render/layout-check.ts), so a slot that would be cut is
 * named with its words before any charge; the colour choices it offers are the palettes the design would
 * paint with, each distinct; and the edit starts from the photo the ad was drawn with.
 */

type EditableRow = Awaited<ReturnType<typeof import("./service").requireAd>>;

/** What the check reads of an edit: the words, the design and the placements. */
export const checkEditSchema = z.strictObject({
  copy: adEditSchema.shape.copy,
  cta: adEditSchema.shape.cta,
  design: adDesignSchema,
  placements: adEditSchema.shape.placements,
});

/** One placement's cuts (empty when every slot fits whole). */
export type PlacementFit = { placement: Placement; label: string; cuts: SlotCut[] };
/** A colour choice of the editor: the arrangement and the colours it paints with (ground, lead, second, accent). */
export type ColourChoice = { palette: number; swatches: string[] };

/** The props of each placement of the edited ad, composed as the render step composes them (brand, photo and art read once). */
async function composeEdit(adId: string, edit: Pick<AdEdit, "copy" | "cta" | "design">, placements: Placement[]): Promise<DesignProps[]> {
  // Loaded at first use: the renderers stay out of everything that only imports the ads service.
  const [{ composeProps, sharedInputsOf }, { loadAd }] = await Promise.all([import("../generation/compose"), import("../generation/run")]);
  const ad = { ...(await loadAd(adId)), editableCopy: previewCopyOf(edit), design: edit.design };
  const shared = await sharedInputsOf(ad);
  return Promise.all(placements.map((placement) => composeProps(ad, placement, shared)));
}

/** Per placement, the slots the design would cut and their words. */
export async function fitOfEdit(adId: string, edit: Pick<AdEdit, "copy" | "cta" | "design">, placements: Placement[]): Promise<PlacementFit[]> {
  const [{ slotCuts }, { initShaper }] = await Promise.all([import("../render/layout-check"), import("../render/shaper")]);
  await initShaper();
  const props = await composeEdit(adId, edit, placements);
  return props.map((p) => ({ placement: p.placement, label: PLACEMENTS[p.placement].label, cuts: slotCuts(p) }));
}

/** The colour arrangements this ad's design would paint, each offered once (a kit of one colour has fewer distinct ones). */
export async function colourChoicesOf(adId: string, edit: Pick<AdEdit, "copy" | "cta" | "design">, placement: Placement): Promise<ColourChoice[]> {
  const [{ renderDesign }, [base]] = await Promise.all([import("../../remotion/designs/registry"), composeEdit(adId, edit, [placement])]);
  const choices: ColourChoice[] = [];
  for (let palette = 0; palette < ARRANGEMENTS; palette++) {
    const palettes: { bg: string; primary: string; secondary: string; accent: string }[] = [];
    renderDesign({ ...base, paletteSeed: palette, t: undefined, palettes } as Parameters<typeof renderDesign>[0]);
    const p = palettes[0];
    if (!p) continue;
    const swatches = [p.bg, p.primary, p.secondary, p.accent];
    if (!choices.some((c) => c.swatches.join() === swatches.join())) choices.push({ palette, swatches });
  }
  // The arrangement the edit has is always offered, even when it paints like another.
  if (!choices.some((c) => c.palette === edit.design.palette)) choices.push({ palette: edit.design.palette, swatches: choices[0]?.swatches ?? [] });
  return choices.sort((a, b) => a.palette - b.palette);
}

/** "headline" in the customer's words: the slot's name without underscores. */
const slotWords = (slot: string) => slot.replace(/_/g, " ");

/**
 * The 422 details of an edit whose exact words would be cut, one per slot: where, what shows, which words to
 * shorten (`edit.copy.headline: ...`, the CTA as `edit.cta: ...`).
 */
export function cutProblems(fit: PlacementFit[], path = "edit"): string[] {
  const bySlot = new Map<string, { places: string[]; cut: Set<string>; shown: string }>();
  for (const { label, cuts } of fit) {
    for (const c of cuts) {
      const entry = bySlot.get(c.slot) ?? { places: [], cut: new Set<string>(), shown: c.shown };
      entry.places.push(label);
      for (const word of c.cut) entry.cut.add(word);
      bySlot.set(c.slot, entry);
    }
  }
  return [...bySlot].map(([slot, { places, cut, shown }]) => {
    const field = slot === "cta" ? `${path}.cta` : `${path}.copy.${slot}`;
    const words = [...cut].map((w) => `“${w}”`).join(" ");
    return `${field}: the ${slotWords(slot)} does not fit whole in ${places.join(", ")}${shown ? ` (it would stop at “${shown}…”)` : ""}; shorten ${words}`;
  });
}

/**
 * The photo the ad was drawn with: the one its edit chose, else the project's newest image (not a logo)
 * that existed when the ad was made, which is the one generation drew. Null when it had none (or a
 * catalog item's own photo, which its item keeps).
 */
async function photoOf(ad: EditableRow): Promise<string | null> {
  const chosen = adDesignSchema.safeParse(ad.design);
  if (chosen.success && chosen.data.photo_asset_id) return chosen.data.photo_asset_id;
  if (catalogItemOf(ad)) return null;
  return leadPhotoId(ad.projectId, ad.createdAt);
}

/** The editor's starting point: the ad as it is, its words exactly, its photo pinned (a newer upload does not replace it). */
export async function editStartOf(ad: EditableRow): Promise<{ edit: AdEdit }> {
  const edit = editOfAd(serializeAdBase(ad));
  const design: AdDesign = { ...edit.design, photo_asset_id: await photoOf(ad) };
  return { edit: { ...edit, design } };
}
