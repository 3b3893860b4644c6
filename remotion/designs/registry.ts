/** Style id -> design function. Every catalog entry has exactly one design here. */
import type { ReactElement } from "react";
import { withEndCard } from "../lib/endcard";
import type { DesignFn, DesignInput } from "../lib/kit";
import { BoldStatement } from "./templates/bold-statement";
import { EditorialSerif } from "./templates/editorial-serif";
import { EventTicket } from "./templates/event-ticket";
import { FeatureList } from "./templates/feature-list";
import { HandwrittenNote } from "./templates/handwritten-note";
import { OfferBadge } from "./templates/offer-badge";
import { ProductHero } from "./templates/product-hero";
import { QuietLuxury } from "./templates/quiet-luxury";
import { SplitPanel } from "./templates/split-panel";
import { TestimonialQuote } from "./templates/testimonial-quote";
import { MEME_DESIGNS } from "./memes";

export const DESIGNS: Record<string, DesignFn> = {
  "template:bold-statement": BoldStatement,
  "template:product-hero": ProductHero,
  "template:split-panel": SplitPanel,
  "template:editorial-serif": EditorialSerif,
  "template:offer-badge": OfferBadge,
  "template:testimonial-quote": TestimonialQuote,
  "template:feature-list": FeatureList,
  "template:quiet-luxury": QuietLuxury,
  "template:handwritten-note": HandwrittenNote,
  "template:event-ticket": EventTicket,
  ...MEME_DESIGNS,
};

export function designFor(styleId: string): DesignFn {
  const d = DESIGNS[styleId];
  if (!d) throw new Error(`no design for style ${styleId}`);
  return d;
}

/** A design's element; video frames also get the end card (remotion/lib/endcard.tsx) over it. */
export function renderDesign(input: DesignInput): ReactElement {
  return withEndCard(input, designFor(input.styleId)(input));
}
