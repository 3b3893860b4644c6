/**
 * The templates: one folder each (`<key>/style.json` declares it, `<key>/design.tsx` draws it), listed here
 * once, under the folder's name. Plain data, no React: the API's catalog reads this list
 * (templates/designs.ts maps the drawings).
 */
import { defineTemplate } from "../define";
import boldStatement from "./bold-statement/style.json";
import editorialSerif from "./editorial-serif/style.json";
import eventTicket from "./event-ticket/style.json";
import featureList from "./feature-list/style.json";
import handwrittenNote from "./handwritten-note/style.json";
import offerBadge from "./offer-badge/style.json";
import productHero from "./product-hero/style.json";
import quietLuxury from "./quiet-luxury/style.json";
import splitPanel from "./split-panel/style.json";
import testimonialQuote from "./testimonial-quote/style.json";

/** In catalog order (the order of GET /api/v1/styles and the order style choice breaks ties in). */
export const TEMPLATE_DEFINITIONS = [
  defineTemplate("bold-statement", boldStatement),
  defineTemplate("product-hero", productHero),
  defineTemplate("split-panel", splitPanel),
  defineTemplate("editorial-serif", editorialSerif),
  defineTemplate("offer-badge", offerBadge),
  defineTemplate("testimonial-quote", testimonialQuote),
  defineTemplate("feature-list", featureList),
  defineTemplate("quiet-luxury", quietLuxury),
  defineTemplate("handwritten-note", handwrittenNote),
  defineTemplate("event-ticket", eventTicket),
] as const;

export type TemplateKey = (typeof TEMPLATE_DEFINITIONS)[number]["key"];
