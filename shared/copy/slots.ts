import { definitionOf } from "../../remotion/designs/definitions";
import { STYLES } from "../styles";
import type { EditableSlot, Style } from "../../server/styles/types";

/** What each slot of a style carries: the main message, the support, the CTA, the eyebrow, the signature. */
type SlotRole = "primary" | "secondary" | "cta" | "eyebrow" | "attribution";

/**
 * The slots of a catalog style by what they say, from its design's declared kinds:
 * - primary: the headline (or quote, sign, title), else a meme's caption, else the product's side of a meme;
 * - secondary: body text, else the next slot after the primary one that is neither a CTA nor a signature.
 */
function slotNamesOf(style: Style): Partial<Record<SlotRole, string>> {
  const kinds = new Map(definitionOf(style.id).slots.map((s) => [s.name, s.kind]));
  const slots = style.editable_slots;
  const kind = (s: EditableSlot) => kinds.get(s.name);
  const primary =
    slots.find((s) => kind(s) === "headline") ?? slots.find((s) => kind(s) === "caption" && s.budget >= 40) ?? slots.find((s) => kind(s) === "new") ?? slots.find((s) => kind(s) !== "cta") ?? slots[0];
  const rest = slots.filter((s) => s !== primary && kind(s) !== "cta");
  const secondary = rest.find((s) => kind(s) === "body") ?? rest.find((s) => kind(s) !== "attribution");
  return { primary: primary.name, secondary: secondary?.name, cta: slots.find((s) => kind(s) === "cta")?.name, eyebrow: slots.find((s) => kind(s) === "eyebrow")?.name, attribution: slots.find((s) => kind(s) === "attribution")?.name };
}

// Read once for the whole catalog (the copy rules ask on every line of every request; designs do not change).
// Kept by name: a plan's style is the catalog's with tighter budgets, and answers with its own slots.
const SLOT_NAMES = new Map(STYLES.map((style) => [style.id, slotNamesOf(style)]));

function slotOf(style: Style, role: SlotRole): EditableSlot | undefined {
  const names = SLOT_NAMES.get(style.id);
  if (!names) throw new Error(`style ${style.id} is not in the catalog`);
  return style.editable_slots.find((s) => s.name === names[role]);
}

/** The slot that carries the ad's main message: the headline (or quote, sign, title), else a meme's caption, else the product's side of a meme. */
export const primarySlot = (style: Style): EditableSlot => slotOf(style, "primary")!;

/** The supporting slot: body text, else the next slot after the primary one that is not a CTA. */
export const secondarySlot = (style: Style): EditableSlot | undefined => slotOf(style, "secondary");

export const ctaSlot = (style: Style) => slotOf(style, "cta");

// Names a customer may write before a colon. A label the style lacks goes to the nearest role.
const ALIASES: Record<string, "primary" | "secondary" | "cta" | "eyebrow" | "attribution"> = {
  headline: "primary", title: "primary", hook: "primary", heading: "primary", header: "primary", tagline: "primary", quote: "primary", sign: "primary",
  body: "secondary", text: "secondary", description: "secondary", subheadline: "secondary", subhead: "secondary", subtitle: "secondary", primary_text: "secondary", message: "secondary", details: "secondary",
  cta: "cta", button: "cta", call_to_action: "cta",
  kicker: "eyebrow", eyebrow: "eyebrow", overline: "eyebrow", badge: "eyebrow", offer: "eyebrow",
  author: "attribution", attribution: "attribution", signoff: "attribution", signature: "attribution",
};
const CATALOG_SLOT_NAMES = new Set(STYLES.flatMap((s) => s.editable_slots.map((slot) => slot.name)));

const labelKey = (label: string) => label.trim().toLowerCase().replace(/[\s-]+/g, "_");

/** True when `label` is a slot name of some style or a known alias: `label: text` is then addressed to a slot. */
export const isSlotLabel = (label: string) => CATALOG_SLOT_NAMES.has(labelKey(label)) || labelKey(label) in ALIASES;

/** `headline: Zero sugar` -> ["headline", "Zero sugar"], or null when the line has no slot label. */
export function splitLabel(line: string): [string, string] | null {
  const match = line.match(/^\s*([\p{L}_][\p{L}\p{N}_ -]{0,30}?)\s*[:：]\s*(.*)$/u);
  return match && isSlotLabel(match[1]) ? [labelKey(match[1]), match[2].trim()] : null;
}

/** The slot of `style` a label addresses: the slot of that name, else the slot of the nearest role, else none. */
export function slotForLabel(style: Style, label: string): EditableSlot | undefined {
  const key = labelKey(label);
  const own = style.editable_slots.find((s) => s.name === key);
  if (own) return own;
  const alias = ALIASES[key];
  return alias ? slotOf(style, alias) : undefined;
}
