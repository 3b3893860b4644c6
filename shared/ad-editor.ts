import { budgetLength } from "./language";
import { findStyle } from "./styles";
import type { EditableSlot, Style } from "../server/styles/types";

/**
 * What the web editor and the edit service (server/ads/edit-draft.ts, edit.ts) share: the choices an edit
 * offers, its price and the style's copy slots.
 */

/** The type directions the editor offers: words the designs' font choice reads (remotion/lib/fonts.ts displayFontFor). */
export const TYPE_DIRECTIONS = ["clean sans", "geometric sans", "elegant serif", "modern serif", "condensed display", "poster impact", "heavy display", "handwritten"] as const;
/** Colour arrangements the editor offers: which of the kit's lead colours comes first (remotion/lib/theme.ts palette). */
export const ARRANGEMENTS = 4;
/** Layout variants: the design's seed; an odd one mirrors every template left to right (remotion/lib/kit.tsx makeCtx). Memes keep one layout. */
export const LAYOUTS = 2;

/**
 * The price of an edit that keeps the words (palette, layout, photo, type or corrected words on the same
 * style): a fifth of a new ad, rounded up, since the style and copy steps do not run again (docs/decisions.md).
 */
export const editPriceOf = (newAdPrice: number) => Math.ceil(newAdPrice / 5);

/** The ad's style and its copy slots, the CTA slot apart (it has its own field). */
export function editorSlotsOf(ad: { style: { id: string | null } }): { style: Style | undefined; slots: EditableSlot[] } {
  const style = ad.style.id ? findStyle(ad.style.id) : undefined;
  return { style, slots: style?.editable_slots.filter((s) => s.name !== "cta") ?? [] };
}

/** Characters left in a slot's budget (negative when over), counted as the copy rules count them. */
export const budgetLeft = (budget: number, text: string) => budget - budgetLength(text);
