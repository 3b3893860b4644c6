/** Template key -> its folder's design: exactly one per listed folder (the type refuses a missing or extra key). */
import type { DesignFn } from "../../lib/kit";
import { BoldStatement } from "./bold-statement/design";
import { EditorialSerif } from "./editorial-serif/design";
import { EventTicket } from "./event-ticket/design";
import { FeatureList } from "./feature-list/design";
import { HandwrittenNote } from "./handwritten-note/design";
import { OfferBadge } from "./offer-badge/design";
import { ProductHero } from "./product-hero/design";
import { QuietLuxury } from "./quiet-luxury/design";
import { SplitPanel } from "./split-panel/design";
import { TestimonialQuote } from "./testimonial-quote/design";
import type { TemplateKey } from "./index";

export const TEMPLATE_DESIGNS = {
  "bold-statement": BoldStatement,
  "product-hero": ProductHero,
  "split-panel": SplitPanel,
  "editorial-serif": EditorialSerif,
  "offer-badge": OfferBadge,
  "testimonial-quote": TestimonialQuote,
  "feature-list": FeatureList,
  "quiet-luxury": QuietLuxury,
  "handwritten-note": HandwrittenNote,
  "event-ticket": EventTicket,
} satisfies Record<TemplateKey, DesignFn>;
