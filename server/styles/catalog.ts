import { PLACEMENT_IDS, PLACEMENTS, SOCIAL_PLACEMENT_IDS, isDisplayPlacement, type Placement } from "../render/placements";
import type { CharacterRole, EditableSlot, Style } from "./types";

/**
 * The style catalog (spec 2.6): one entry per design in remotion/designs, registered once as a Remotion
 * composition (remotion/Root.tsx is driven from this list). Plain data: importable without React.
 *
 * Budgets follow Meta's copy guidance: headlines about 40 characters, primary text 125.
 */
const slot = (name: string, role: string, budget: number, max_lines: number, max_words: number): EditableSlot => ({ name, role, budget, max_lines, max_words });
const role = (name: string, guidance: string): CharacterRole => ({ name, guidance });

const headline = (budget = 40, lines = 3, words = 7) => slot("headline", "headline", budget, lines, words);
const body = (budget = 125, lines = 4, words = 22) => slot("body", "body", budget, lines, words);
/** Every style has a CTA slot, with one budget, so a request's `cta` fits whichever style is chosen. */
export const CTA_BUDGET = 30;
const cta = () => slot("cta", "cta", CTA_BUDGET, 1, 6);

type Output = Style["outputs"][number];
/** Memes are stills: the format is the joke, read at a glance. Said here only; the API and the web form ask below. */
const MEME_OUTPUTS: Output[] = ["image"];
const MEMES_ARE_STILLS = "memes are still-only";

/**
 * Templates design for every placement, the IAB display sizes included (remotion/lib/banner.tsx). A meme is
 * a picture with captions: it keeps the near-square and tall display sizes (300x250, 300x600) and declines
 * the strips and the 160 px skyscraper, where its panels and captions cannot be read.
 */
const TEMPLATE_PLACEMENTS: Placement[] = [...PLACEMENT_IDS];
const MEME_PLACEMENTS: Placement[] = [...SOCIAL_PLACEMENT_IDS, "medium_rectangle", "half_page"];

type T = Omit<Style, "id" | "category" | "template_key" | "meme_base" | "character_roles" | "placements"> & { key: string };
type M = Omit<Style, "id" | "category" | "template_key" | "meme_base" | "outputs" | "placements"> & { base: string };

const template = (t: T): Style => {
  const { key, ...rest } = t;
  return { id: `template:${key}`, category: "template", template_key: key, meme_base: "", character_roles: [], ...rest, placements: TEMPLATE_PLACEMENTS };
};
const meme = (m: M): Style => {
  const { base, ...rest } = m;
  // A meme carries a CTA only when the request gives one (the format's own slots stay the joke).
  return { id: `meme:${base}`, category: "meme", template_key: "meme", meme_base: base, ...rest, editable_slots: [...rest.editable_slots, cta()], outputs: MEME_OUTPUTS, placements: MEME_PLACEMENTS };
};

export const STYLES: Style[] = [
  template({
    key: "bold-statement",
    name: "Bold Statement",
    description: "One loud idea: a giant condensed headline filling a brand-colour field, a short supporting line and a CTA pill.",
    tags: ["bold", "typographic", "awareness", "condensed"],
    outputs: ["image", "video"],
    editable_slots: [headline(40, 3, 7), body(110, 3, 20), cta()],
  }),
  template({
    key: "product-hero",
    name: "Product Hero",
    description: "The product centred on a spotlight disc with a kicker, headline and CTA framing it.",
    tags: ["product", "ecommerce", "hero", "clean"],
    outputs: ["image", "video"],
    editable_slots: [slot("kicker", "eyebrow", 24, 1, 4), headline(40, 2, 7), body(90, 2, 16), cta()],
  }),
  template({
    key: "split-panel",
    name: "Split Panel",
    description: "Image on one half, copy on a solid brand panel on the other; stacks vertically in tall placements.",
    tags: ["split", "image-led", "consideration"],
    outputs: ["image", "video"],
    editable_slots: [headline(40, 3, 7), body(125, 4, 22), cta()],
  }),
  template({
    key: "editorial-serif",
    name: "Editorial",
    description: "Magazine page: paper tone, serif headline with hairline rules, a numbered kicker and a framed image.",
    tags: ["editorial", "serif", "premium", "storytelling"],
    outputs: ["image"],
    editable_slots: [slot("kicker", "eyebrow", 24, 1, 4), headline(45, 3, 8), body(125, 4, 22), cta()],
  }),
  template({
    key: "offer-badge",
    name: "Offer Badge",
    description: "Promotion layout: a big circular offer badge over diagonal stripes, headline, fine print and CTA.",
    tags: ["sale", "promotion", "offer", "conversion"],
    outputs: ["image", "video"],
    editable_slots: [slot("offer", "offer", 12, 2, 3), headline(40, 2, 7), slot("fine_print", "disclaimer", 60, 2, 12), cta()],
  }),
  template({
    key: "testimonial-quote",
    name: "Testimonial",
    description: "Social proof: an oversized quotation mark, the customer's words, a five-star row and attribution.",
    tags: ["social-proof", "review", "trust"],
    outputs: ["image"],
    editable_slots: [slot("quote", "quote", 125, 5, 24), slot("author", "attribution", 30, 1, 5), cta()],
  }),
  template({
    key: "feature-list",
    name: "Feature List",
    description: "Headline plus three checked benefits next to the product; a scannable explainer.",
    tags: ["benefits", "explainer", "product"],
    outputs: ["image", "video"],
    editable_slots: [headline(40, 2, 7), slot("feature_1", "benefit", 32, 1, 6), slot("feature_2", "benefit", 32, 1, 6), slot("feature_3", "benefit", 32, 1, 6), cta()],
  }),
  template({
    key: "quiet-luxury",
    name: "Quiet Luxury",
    description: "Minimal and spacious: a small centred serif line, the logo, a hairline and generous negative space.",
    tags: ["minimal", "luxury", "brand", "elegant"],
    outputs: ["image"],
    editable_slots: [headline(36, 2, 6), body(80, 2, 14), cta()],
  }),
  template({
    key: "handwritten-note",
    name: "Handwritten Note",
    description: "A taped paper note in handwriting on a brand-colour desk: personal, founder-voice or UGC feel.",
    tags: ["ugc", "handwritten", "personal", "founder"],
    outputs: ["image", "video"],
    editable_slots: [headline(40, 2, 8), body(125, 5, 24), slot("signoff", "signature", 24, 1, 4), cta()],
  }),
  template({
    key: "event-ticket",
    name: "Event Ticket",
    description: "A ticket stub with a perforated edge: big date block, event name, details and a CTA.",
    tags: ["event", "launch", "webinar", "date"],
    outputs: ["image", "video"],
    editable_slots: [slot("date", "date", 16, 1, 3), headline(40, 2, 7), slot("details", "details", 60, 2, 10), cta()],
  }),

  meme({
    base: "two-buttons",
    name: "Two Buttons",
    description: "A sweating character hovers over two big buttons: an impossible choice (one of them is the product).",
    tags: ["meme", "choice", "dilemma"],
    editable_slots: [slot("button_left", "option", 36, 3, 7), slot("button_right", "option", 36, 3, 7), slot("label", "character label", 30, 1, 5)],
    character_roles: [role("chooser", "The audience, torn between two options; the label names who they are.")],
  }),
  meme({
    base: "approve-reject",
    name: "Approve / Reject",
    description: "Two stacked panels: the character waves away the old way, then points happily at the brand's way.",
    tags: ["meme", "comparison", "preference"],
    editable_slots: [slot("reject", "rejected option", 60, 3, 11), slot("approve", "approved option", 60, 3, 11)],
    character_roles: [role("judge", "The audience; rejects the status quo in panel one, approves the product in panel two.")],
  }),
  meme({
    base: "expanding-brain",
    name: "Expanding Brain",
    description: "Four tiers of growing enlightenment; each caption is a smarter way to do it, the last is the product.",
    tags: ["meme", "escalation", "ironic"],
    editable_slots: [1, 2, 3, 4].map((i) => slot(`tier_${i}`, `tier ${i} idea`, 40, 2, 8)),
    character_roles: [role("brain", "Grows from a small brain to a glowing galaxy; captions escalate from naive to genius.")],
  }),
  meme({
    base: "distracted-look",
    name: "Distracted Look",
    description: "A triangle of three labelled characters: one turns away from their partner toward a new temptation.",
    tags: ["meme", "temptation", "switching"],
    editable_slots: [slot("wanderer", "the distracted one", 20, 1, 3), slot("partner", "the current choice", 20, 1, 3), slot("temptation", "the new thing", 20, 1, 3), slot("caption", "caption", 60, 2, 10)],
    character_roles: [
      role("wanderer", "The audience, looking away from what they use now."),
      role("partner", "Their current habit or competitor category, unimpressed."),
      role("temptation", "The product, walking past and catching their eye."),
    ],
  }),
  meme({
    base: "this-is-fine",
    name: "This Is Fine",
    description: "A calm character sips coffee while everything around them burns; the chaos label names the problem.",
    tags: ["meme", "denial", "pain-point"],
    editable_slots: [slot("caption", "calm caption", 40, 2, 7), slot("chaos", "the problem", 30, 2, 5)],
    character_roles: [role("calm one", "The audience pretending the problem (labelled chaos) is fine; the product is the way out.")],
  }),
  meme({
    base: "before-after",
    name: "Before / After",
    description: "Two side-by-side panels with a tired and a delighted character: life before and after the product.",
    tags: ["meme", "transformation", "results"],
    editable_slots: [slot("before", "before state", 50, 3, 9), slot("after", "after state", 50, 3, 9)],
    character_roles: [role("before self", "Frustrated, pre-product."), role("after self", "Relieved or thrilled, with the product.")],
  }),
  meme({
    base: "starter-pack",
    name: "Starter Pack",
    description: "A titled grid of four items that define a type of person; the product is one of the items.",
    tags: ["meme", "identity", "grid"],
    editable_slots: [slot("title", "pack title", 36, 2, 6), ...[1, 2, 3, 4].map((i) => slot(`item_${i}`, "item label", 18, 2, 3))],
    character_roles: [role("archetype", "The audience archetype the pack describes; items are things they own or do.")],
  }),
  meme({
    base: "tier-list",
    name: "Tier List",
    description: "S/A/B/C ranked rows with coloured tier labels; the product sits proudly in S tier.",
    tags: ["meme", "ranking", "comparison"],
    editable_slots: [slot("title", "list title", 36, 1, 6), slot("s_tier", "best", 20, 1, 4), slot("a_tier", "good", 20, 1, 4), slot("b_tier", "meh", 20, 1, 4), slot("c_tier", "worst", 20, 1, 4)],
    character_roles: [role("ranker", "An opinionated reviewer; S tier holds the product, C tier the old way.")],
  }),
  meme({
    base: "nobody-me",
    name: "Nobody: / Me:",
    description: "The two-line text meme: 'Nobody:' followed by an empty beat, then 'Me:' doing something over the top for the product.",
    tags: ["meme", "text", "relatable"],
    editable_slots: [slot("nobody", "setup", 50, 2, 9), slot("me", "punchline", 70, 3, 13)],
    character_roles: [role("me", "The over-enthusiastic fan of the product, shown mid-celebration.")],
  }),
  meme({
    base: "change-my-mind",
    name: "Change My Mind",
    description: "A character at a table with a sign stating a confident opinion about the category; 'change my mind' underneath.",
    tags: ["meme", "opinion", "debate"],
    editable_slots: [slot("sign", "hot take", 60, 3, 10), slot("caption", "caption", 40, 2, 7)],
    character_roles: [role("debater", "A relaxed, confident character inviting argument; the sign is the brand's hot take.")],
  }),
];

export function findStyle(id: string): Style | undefined {
  return STYLES.find((s) => s.id === id);
}

/** The style an ad (its columns) or a request names: a template key, or a meme base. */
export function styleFor(ref: { styleCategory: string | null; templateKey: string | null; memeBase: string | null }): Style | undefined {
  if (ref.styleCategory === "meme") return STYLES.find((s) => s.category === "meme" && s.meme_base === ref.memeBase);
  if (ref.styleCategory === "template") return STYLES.find((s) => s.category === "template" && s.template_key === ref.templateKey);
  return undefined;
}
export const templateStyle = (key: string) => styleFor({ styleCategory: "template", templateKey: key, memeBase: null });
export const memeStyle = (base: string) => styleFor({ styleCategory: "meme", templateKey: null, memeBase: base });

export type StyleScope = "any" | "templates" | "memes";

/** Styles a request may draw from: the scope's category, supporting the output and every requested placement. */
export function stylesFor(scope: StyleScope, output: Output, placements: readonly string[] = []): Style[] {
  return STYLES.filter(
    (s) => s.outputs.includes(output) && (scope === "any" || (scope === "templates" ? s.category === "template" : s.category === "meme")) && !stylePlacementRefusal(s, placements),
  );
}

const labelOf = (p: string) => PLACEMENTS[p as Placement]?.label ?? p;

/** Why `style` cannot be made for these placements (a sentence fragment for the customer), or null when it can. */
export function stylePlacementRefusal(style: Style, placements: readonly string[]): string | null {
  const declined = placements.filter((p) => !(style.placements as string[]).includes(p));
  if (!declined.length) return null;
  const name = style.category === "meme" ? `meme "${style.meme_base}"` : `template "${style.template_key}"`;
  return `${name} does not design for ${declined.join(", ")} (${declined.map(labelOf).join(", ")}); it supports ${style.placements.join(", ")}`;
}

/** Why a video cannot be made for these placements (the display sizes are stills and HTML), or null. */
export function videoPlacementRefusal(placements: readonly string[]): string | null {
  // Display sizes are stills (and their HTML document): a 160x600 video is not what a display buyer runs.
  const still = placements.filter(isDisplayPlacement);
  return still.length ? `${still.join(", ")} ${still.length > 1 ? "are display sizes" : "is a display size"}: still image and HTML only, no video (video placements: ${SOCIAL_PLACEMENT_IDS.join(", ")})` : null;
}

/** Why `style` cannot be made as `output` (a sentence fragment for the customer), or null when it can. */
export function styleOutputRefusal(style: Style, output: Output): string | null {
  if (style.outputs.includes(output)) return null;
  if (style.category === "meme") return MEMES_ARE_STILLS;
  return `${style.name} has no ${output === "video" ? "video" : "still"} version`;
}

/** Why no style of `scope` can be made as `output` (for these placements), or null when one can. */
export function scopeOutputRefusal(scope: StyleScope, output: Output, placements: readonly string[] = []): string | null {
  if (stylesFor(scope, output, placements).length) return null;
  if (!stylesFor(scope, output).length) return scope === "memes" ? MEMES_ARE_STILLS : `no style in "${scope}" supports ${output} output`;
  const declined = placements.filter((p) => !stylesFor(scope, output, [p]).length);
  return `no style in "${scope}" designs for ${declined.join(", ")}${scope === "memes" ? ` (memes support ${MEME_PLACEMENTS.join(", ")})` : ""}`;
}
