/**
 * The templates: one folder each (`<key>/style.ts` declares it, `<key>/design.tsx` draws it), listed here
 * once. Plain data, no React: the API's catalog reads this list (templates/designs.ts maps the drawings).
 */
import boldStatement from "./bold-statement/style";
import editorialSerif from "./editorial-serif/style";
import eventTicket from "./event-ticket/style";
import featureList from "./feature-list/style";
import handwrittenNote from "./handwritten-note/style";
import offerBadge from "./offer-badge/style";
import productHero from "./product-hero/style";
import quietLuxury from "./quiet-luxury/style";
import splitPanel from "./split-panel/style";
import testimonialQuote from "./testimonial-quote/style";

/** In catalog order (the order of GET /api/v1/styles and the order style choice breaks ties in). */
export const TEMPLATE_DEFINITIONS = [boldStatement, productHero, splitPanel, editorialSerif, offerBadge, testimonialQuote, featureList, quietLuxury, handwrittenNote, eventTicket] as const;

export type TemplateKey = (typeof TEMPLATE_DEFINITIONS)[number]["key"];
