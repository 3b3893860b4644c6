import { budgetLength } from "../../../shared/language";
import type { Style } from "../../styles/types";
import { slotKindOf } from "../../../remotion/designs/definitions";
import { ctaSlot, primarySlot, secondarySlot } from "../../../shared/copy/slots";

/** A catalog item's words as a batch ad keeps them (the ad's `catalog_item` snapshot). */
type ItemFacts = { title: string; description: string; price_text: string | null };

/**
 * A catalog item's words as the customer's copy for one style (labelled lines, docs/catalogs.md, "Batches"):
 * the title on the primary slot (the headline), the price on the style's badge or kicker when it has one
 * that holds it, else on the supporting slot, alone or before the description when both fit; the
 * description on the supporting slot otherwise. They are the customer's words, so the copy check lets the
 * price through, and they come before the request's own `copy` lines, which fill what they leave.
 * Without a style (automatic selection, before the style is known) the price goes on the supporting slot.
 */
export function itemCopy(style: Style | null, item: ItemFacts): string {
  const lines = [`headline: ${oneLine(item.title)}`];
  const price = item.price_text;
  const description = oneLine(item.description);
  const primary = style ? primarySlot(style) : undefined;
  const secondary = style ? secondarySlot(style) : undefined;
  const badge =
    price && style
      ? style.editable_slots.find((s) => s !== primary && slotKindOf(style, s) === "eyebrow" && s.name !== "date" && s !== ctaSlot(style) && budgetLength(price) <= s.budget)
      : undefined;
  if (price && badge) {
    lines.push(`${badge.name}: ${price}`);
    if (description) lines.push(`${secondary ? secondary.name : "body"}: ${description}`);
  } else if (price) {
    const both = description ? `${price} · ${description}` : price;
    const fits = !secondary || budgetLength(both) <= secondary.budget;
    lines.push(`${secondary ? secondary.name : "body"}: ${fits ? both : price}`);
  } else if (description) lines.push(`${secondary ? secondary.name : "body"}: ${description}`);
  return lines.join("\n");
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The item's lines first, then the request's own copy (labels already taken by the item keep the item's words). */
export const withItemCopy = (itemLines: string, requestCopy: string | null) => (requestCopy ? `${itemLines}\n${requestCopy}` : itemLines);
