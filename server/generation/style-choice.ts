import type { Need } from "../../remotion/designs/define";
import { definitionOf, slotKindOf } from "../../remotion/designs/definitions";
import { stylesFor, scopeOutputRefusal, type StyleScope } from "../../shared/styles";
import type { Style } from "../styles/types";
import { draftCopy, type CopyBrief } from "./copy";
import { dateOf, offerOf, playfulTone, quoteOf } from "./copy/facts";
import { preferredForCopy, selectableForCopy } from "../../shared/copy/selection";

/**
 * Which style an ad gets (docs/generation.md, "Choosing a style"). One rule for the validator (a 422
 * before any charge) and the pipeline's style step, so a request that passes validation always has a style:
 * - a style is fillable when the brief has what it needs (an offer, a date, a quote) and the copy
 *   adlab would write leaves none of its required slots empty;
 * - `any` offers memes only when the brief's tone is playful (copy/facts.ts `playfulTone`);
 * - the fillable styles are ranked by how well they fit the business, and the project's previous ads
 *   push the styles it already has down, so successive requests vary (deterministic, never random).
 */

// What each need asks of the brief (a design declares its need in its folder: remotion/designs/define.ts).
const NEEDS: Record<Need, { what: string; has: (brief: CopyBrief) => boolean; how: string }> = {
  offer: { what: "an offer", has: (b) => Boolean(offerOf(b)), how: 'add a line "offer: 20% off" to copy' },
  date: { what: "an event date", has: (b) => Boolean(dateOf(b)), how: 'add a line "date: 12 March" to copy' },
  quote: { what: "a customer's quote", has: (b) => Boolean(quoteOf(b)), how: 'add a line "quote: <what a customer said>" to copy' },
};
const needOf = (style: Style) => definitionOf(style.id).needs;

// Slots a design can leave out when there is nothing to say; every other slot must carry words.
const OPTIONAL_ROLES = new Set(["body", "eyebrow", "disclaimer", "details", "signature", "attribution"]);
const required = (style: Style) =>
  style.editable_slots.filter((slot) => !OPTIONAL_ROLES.has(slot.role) && !(style.category === "meme" && slotKindOf(style, slot) === "cta"));

const styleName = (style: Style) => (style.category === "meme" ? `meme "${style.meme_base}"` : `template "${style.template_key}"`);

/** Why the brief cannot fill `style` (a sentence for the customer), or null when it can. */
export function fillRefusal(style: Style, brief: CopyBrief): string | null {
  const needed = needOf(style);
  const need = needed && NEEDS[needed];
  if (need && !need.has(brief)) return `${styleName(style)} needs ${need.what} and the brief has none; ${need.how}`;
  const draft = draftCopy(style, brief);
  const empty = required(style).filter((slot) => !draft[slot.name]);
  if (empty.length) return `${styleName(style)} would leave ${empty.map((s) => s.name).join(", ")} empty: the brief has nothing for ${empty.length > 1 ? "them" : "it"}`;
  return null;
}

/** How well `style` fits the brief: a need the brief fills is the strongest sign (an offer asks for the badge). */
function fitOf(style: Style, brief: CopyBrief): number {
  if (needOf(style)) return 4;
  const text = [brief.project.tagline, brief.project.description, brief.audience?.name, brief.audience?.description].filter(Boolean).join(" ");
  // A playful brief fits the meme formats as well as the best-fitting template (memes are not offered otherwise in "any").
  if (style.category === "meme") return playfulTone(brief) ? 3 : 0;
  // The business words the design suits (its folder's `suits`).
  return (definitionOf(style.id).suits?.test(text) ? 2 : 0) + 1;
}

/**
 * `placements`: a style must design for every one (memes decline the display strips: styles/catalog.ts).
 * `productPhoto`: the project (or the catalog item) has a product photo: a design that shows it is chosen.
 */
type StyleRequest = { scope: StyleScope; output: "image" | "video"; placements?: readonly string[]; productPhoto?: boolean };

/**
 * The styles automatic selection may choose for the request, best fit first: in the scope and output,
 * memes only when asked for or the tone is playful, fillable, holding the customer's copy (and, with exact
 * copy, `fitsLayout`: whole on the real layout of every placement).
 */
export function selectableStyles(request: StyleRequest, brief: CopyBrief, fitsLayout: (style: Style) => boolean = () => true): Style[] {
  const memesWelcome = request.scope === "memes" || playfulTone(brief);
  const copyRequest = { copy: brief.copy, copyMode: brief.copyMode, cta: brief.cta };
  const scoped = stylesFor(request.scope, request.output, request.placements).filter((s) => s.category === "template" || memesWelcome);
  const fillable = scoped.filter((s) => selectableForCopy(s, copyRequest) && !fillRefusal(s, brief) && fitsLayout(s));
  // With a product photo, only designs that show it (issue 42), unless none of the scope can.
  const showing = request.productPhoto ? fillable.filter((s) => definitionOf(s.id).showsProduct) : fillable;
  return preferredForCopy(showing.length ? showing : fillable, brief.copy)
    .map((style, index) => ({ style, index, fit: fitOf(style, brief) }))
    .sort((a, b) => b.fit - a.fit || a.index - b.index)
    .map((r) => r.style);
}

/** Why no style of the request's scope can be chosen (for the customer), or null when one can. */
export function selectionRefusal(request: StyleRequest, brief: CopyBrief, fitsLayout?: (style: Style) => boolean): string | null {
  const byOutput = scopeOutputRefusal(request.scope, request.output, request.placements);
  if (byOutput) return byOutput;
  if (selectableStyles(request, brief, fitsLayout).length) return null;
  const reasons = stylesFor(request.scope, request.output, request.placements).flatMap((s) => fillRefusal(s, brief) ?? []);
  const why = brief.copyMode === "exact" ? "holds this exact copy whole on every placement" : "can be filled from this brief";
  return `no style in "${request.scope}" ${why}${reasons.length ? ` (${reasons.slice(0, 2).join("; ")})` : ""}`;
}

/**
 * The styles one ad tries, in order: the ones the project has used least come first (`previous`: the
 * style ids of its earlier ads), best fit among equals; the variants of one batch start at the next ones
 * in that order. The first is the ad's style; the plan falls back to the next when it cannot lay one out.
 */
export function styleOrder(ranked: Style[], previous: string[], variantIndex: number): Style[] {
  const uses = (style: Style) => previous.filter((id) => id === style.id).length;
  const order = ranked.map((style, index) => ({ style, index, uses: uses(style) })).sort((a, b) => a.uses - b.uses || a.index - b.index).map((o) => o.style);
  const start = variantIndex % order.length;
  return [...order.slice(start), ...order.slice(0, start)];
}

/** The style of one ad among the ranked candidates: the first of its order. */
export const pickStyle = (ranked: Style[], previous: string[], variantIndex: number): Style => styleOrder(ranked, previous, variantIndex)[0];
