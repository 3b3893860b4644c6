import { renderDesign } from "../../remotion/designs/registry";
import { cleanCopy } from "../../remotion/lib/script";
import type { Paint } from "../../remotion/lib/paint";
import type { DesignProps } from "./types";

/**
 * A slot whose text the design would cut: the words it shows (before its "…") and the words it would
 * leave out, in part or whole, which are the ones to shorten.
 */
export type SlotCut = { slot: string; shown: string; cut: string[] };

const fold = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, " ").trim();

/** The slot's words the drawn lines do not hold whole: from the first one the lines stop in. */
function cutWordsOf(text: string, fittedText: string, lines: string[]): { shown: string; cut: string[] } {
  const drawn = fold(lines.join(" ")).replace(/…$/, "");
  const full = fold(fittedText);
  const start = full.indexOf(fold(text));
  const shownHere = Math.max(0, Math.min(drawn.length, full.length) - start);
  const words = cleanCopy(text).replace(/\s+/g, " ").trim().split(" ");
  const cut: string[] = [];
  let at = 0;
  for (const word of words) {
    if (at + word.length > shownHere) cut.push(word);
    at += word.length + 1;
  }
  return { shown: cleanCopy(text).replace(/\s+/g, " ").trim().slice(0, shownHere).trim(), cut };
}

/**
 * The slots whose text the design would have to cut in this placement, with the words cut: the design is
 * laid out (no raster, a few milliseconds) and every fitted text that did not fit whole at the smallest
 * legible size is matched back to its slot. Exact copy is refused, or its ad failed and refunded, rather
 * than shipped cut; the editor shows the cut before anything is spent.
 */
export function slotCuts(props: DesignProps, slots: string[] = Object.keys(props.copy)): SlotCut[] {
  const fits: { text: string; truncated: boolean; lines: string[] }[] = [];
  renderDesign({ ...props, t: undefined, fits });
  return cutsOf(props, fits, slots);
}

/**
 * One layout of a placement, measured once: the texts as drawn (their sizes and lines) and the slots it
 * would cut. The ad plan (server/generation/plan) judges a placement by it before any charge.
 */
export function measureLayout(props: DesignProps): { paint: Paint; cuts: SlotCut[] } {
  const fits: { text: string; truncated: boolean; lines: string[] }[] = [];
  const paint: Paint = { texts: [], logos: [], products: [], standIns: [] };
  renderDesign({ ...props, t: undefined, fits, paint });
  return { paint, cuts: cutsOf(props, fits, Object.keys(props.copy)) };
}

function cutsOf(props: DesignProps, fits: { text: string; truncated: boolean; lines: string[] }[], slots: string[]): SlotCut[] {
  // A design may try a text several ways (a CTA gives up padding, then takes a second line): the last try is the one drawn.
  const last = new Map(fits.map((f) => [f.text, f]));
  const cut = [...last.values()].filter((f) => f.truncated);
  return slots.flatMap((slot) => {
    const text = cleanCopy(props.copy[slot] ?? "");
    const fitted = text && cut.find((f) => fold(f.text).includes(fold(text)));
    if (!fitted) return [];
    // A line that holds the slot and more (a meme's caption with the CTA) may lose only what follows the slot.
    const words = cutWordsOf(text, fitted.text, fitted.lines);
    return words.cut.length ? [{ slot, ...words }] : [];
  });
}

/** The slots (names) the design would cut in this placement. */
export function cutSlots(props: DesignProps, slots: string[] = Object.keys(props.copy)): string[] {
  return slotCuts(props, slots).map((c) => c.slot);
}
