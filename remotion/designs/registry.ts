/** Style id -> design function. Every catalog entry has exactly one design here. */
import type { ReactElement } from "react";
import { withEndCard } from "../lib/endcard";
import type { DesignFn, DesignInput } from "../lib/kit";
import type { Palette } from "../lib/theme";
import { MEME_DESIGNS } from "./memes/designs";
import { MEME_DEFINITIONS } from "./memes/index";
import { TEMPLATE_DESIGNS } from "./templates/designs";
import { TEMPLATE_DEFINITIONS } from "./templates/index";

export const DESIGNS: Record<string, DesignFn> = {
  ...Object.fromEntries(TEMPLATE_DEFINITIONS.map((d) => [d.id, TEMPLATE_DESIGNS[d.key]])),
  ...Object.fromEntries(MEME_DEFINITIONS.map((d) => [d.id, MEME_DESIGNS[d.key]])),
};

export function designFor(styleId: string): DesignFn {
  const d = DESIGNS[styleId];
  if (!d) throw new Error(`no design for style ${styleId}`);
  return d;
}

/** A design's element; video frames also get the end card (remotion/lib/endcard.tsx) over it. */
export function renderDesign(input: DesignInput): ReactElement {
  // The end card paints with the palette the design painted with: without brand colours each design has
  // fallback colours of its own (a teal or purple ad ended on the first fallback's royal blue).
  const palettes: Palette[] = input.palettes ?? [];
  const first = palettes.length;
  const design = designFor(input.styleId)({ ...input, palettes });
  return withEndCard(input, design, palettes[first]);
}
