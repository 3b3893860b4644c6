import { slotKindOf } from "../../remotion/designs/definitions";
import { STYLES } from "../styles";
import type { EditableSlot, Style } from "../../server/styles/types";

/**
 * The slot that carries the ad's main message: the headline (or quote, sign, title), else a meme's
 * caption, else the product's side of a meme.
 */
export function primarySlot(style: Style): EditableSlot {
  const slots = style.editable_slots;
  const kind = (s: EditableSlot) => slotKindOf(style, s);
  return (
    slots.find((s) => kind(s) === "headline") ??
    slots.find((s) => kind(s) === "caption" && s.budget >= 40) ??
    slots.find((s) => kind(s) === "new") ??
    slots.find((s) => kind(s) !== "cta") ??
    slots[0]
  );
}

/** The supporting slot: body text, else the next slot after the primary one that is not a CTA. */
export function secondarySlot(style: Style): EditableSlot | undefined {
  const primary = primarySlot(style);
  const kind = (s: EditableSlot) => slotKindOf(style, s);
  const rest = style.editable_slots.filter((s) => s !== primary && kind(s) !== "cta");
  return rest.find((s) => kind(s) === "body") ?? rest.find((s) => kind(s) !== "attribution");
}

export const ctaSlot = (style: Style) => style.editable_slots.find((s) => slotKindOf(style, s) === "cta");

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
  switch (ALIASES[key]) {
    case "primary":
      return primarySlot(style);
    case "secondary":
      return secondarySlot(style);
    case "cta":
      return ctaSlot(style);
    case "eyebrow":
      return style.editable_slots.find((s) => slotKindOf(style, s) === "eyebrow");
    case "attribution":
      return style.editable_slots.find((s) => slotKindOf(style, s) === "attribution");
    default:
      return undefined;
  }
}
