import { budgetLength } from "../../../shared/language";
import type { Placement } from "../../../shared/placements";
import { LAYOUT_ATTEMPTS, designFailures, layoutMeasures } from "../../render/design-measures";
import { measureLayout, type SlotCut } from "../../render/layout-check";
import { designPropsOf, type AdLook, type SharedInputs } from "../compose";
import type { PlacementLayout } from "./shape";

/**
 * The layout half of the plan: each placement laid out as the render lays it out (the same props, from
 * compose.ts `designPropsOf`, with the shaper the renderers use), no pixels. A placement passes when every
 * text fits whole and the design measures of the layout (issue 42: the headline the largest text, the CTA's
 * size, no lone word) pass; like the render's checks (server/render/qa.ts), the next layout variants are
 * tried before the placement is given up.
 */

export type SlotCutAt = SlotCut & { placement: Placement };
export type LaidOut = { layouts: PlacementLayout[]; cuts: SlotCutAt[]; problems: string[] };

let shaper: Promise<void> | undefined;
/** Complex scripts are shaped by HarfBuzz before they are measured, as in every renderer. */
export const readyToMeasure = () => (shaper ??= import("../../render/shaper").then((m) => m.initShaper()));

/** One placement: the first layout variant that passes, else the design's own with what is wrong with it. */
function layOutPlacement(look: AdLook, placement: Placement, shared: SharedInputs): { layout: PlacementLayout; cuts: SlotCut[]; problems: string[] } {
  let first: { layout: PlacementLayout; cuts: SlotCut[]; problems: string[] } | undefined;
  for (let n = 0; n < LAYOUT_ATTEMPTS; n++) {
    const props = designPropsOf({ ...look, seed: look.seed + n }, placement, shared);
    const measured = measureLayout(props);
    const { paint } = measured;
    const truncated = paint.texts.filter((t) => t.truncated);
    // A slot's cut text the words could not be matched back to (a script without spaces): its drawn lines say what shows.
    const unmatched = truncated.filter((t) => !measured.cuts.some((c) => c.slot === t.slot));
    const cuts = [...measured.cuts, ...unmatched.filter((t) => t.slot && t.slot in look.copy).map((t) => ({ slot: t.slot!, shown: t.lines.join("").replace(/…$/, ""), cut: [] }))];
    const problems = [
      ...unmatched.filter((t) => !(t.slot && t.slot in look.copy)).map((t) => `the ${t.slot ?? "text"} "${t.lines.join(" ")}" is cut`),
      ...designFailures(layoutMeasures(props, paint.texts), placement),
    ];
    const texts = paint.texts.map((t) => ({ slot: t.slot ?? null, font_size: t.fontSize, lines: t.lines, fits: !t.truncated }));
    const tried = { layout: { placement, seed: props.seed, fits: !truncated.length, texts }, cuts, problems };
    if (!cuts.length && !problems.length) return tried;
    first ??= tried;
  }
  return first!;
}

/** Every requested placement laid out; `cuts` and `problems` empty when the ad can be rendered as planned. */
export async function layOut(look: AdLook, placements: Placement[], shared: SharedInputs): Promise<LaidOut> {
  await readyToMeasure();
  const out: LaidOut = { layouts: [], cuts: [], problems: [] };
  for (const placement of placements) {
    const { layout, cuts, problems } = layOutPlacement(look, placement, shared);
    out.layouts.push(layout);
    out.cuts.push(...cuts.map((cut) => ({ ...cut, placement })));
    out.problems.push(...problems.map((p) => `${p} in ${placement}`));
  }
  return out;
}

/** How much of a slot's text to cut, for the customer: "cut 9 characters (\"are\")". */
export function howMuchToCut(cut: SlotCut, text: string): string {
  const over = budgetLength(text) - budgetLength(cut.shown.replace(/…$/, "").trim());
  const lost = cut.cut.length ? ` ("${cut.cut.join(" ")}" does not fit)` : "";
  return `cut ${Math.max(1, over)} character${over === 1 ? "" : "s"}${lost}`;
}
