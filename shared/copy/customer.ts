import { budgetLength } from "../language";
import type { Style } from "../../server/styles/types";
import { endsMidPhrase, tidy } from "./material";
import { ctaSlot, primarySlot, secondarySlot, slotForLabel, splitLabel } from "./slots";

/**
 * The customer's words on one style: `copy` (lines `slot: text` address slots by name or nearest role;
 * other lines fill the primary slot, then the secondary one) and `cta` (the CTA slot, every style has one).
 * A label never reaches the ad; a label the style cannot place is dropped.
 */
export type CustomerCopy = { slots: Record<string, string>; dropped: string[] };

export function customerCopy(style: Style, copy: string | null, cta: string | null): CustomerCopy {
  const slots: Record<string, string> = {};
  const dropped: string[] = [];
  const loose: string[] = [];
  for (const line of (copy ?? "").split(/\r?\n/).map((l) => l.trim()).filter(Boolean)) {
    const labelled = splitLabel(line);
    if (!labelled) {
      loose.push(line);
      continue;
    }
    const [label, text] = labelled;
    const slot = slotForLabel(style, label);
    if (slot && text && !(slot.name in slots)) slots[slot.name] = text;
    else if (text) dropped.push(label);
  }
  const ctaTarget = ctaSlot(style);
  const free = [primarySlot(style), secondarySlot(style)].filter((s) => s && !(s.name in slots) && s !== ctaTarget);
  loose.forEach((line, i) => {
    const slot = free[i];
    if (slot) slots[slot.name] = line;
    else dropped.push(line);
  });
  if (cta && ctaTarget) slots[ctaTarget.name] = cta.trim();
  return { slots, dropped };
}

/**
 * Default mode: the customer's line is kept word for word where it fits its slot; a longer one is
 * tightened to its first clause or sentence that fits, never cut inside a phrase and never given an
 * ellipsis. Null when nothing of it fits (the copywriter then writes the slot).
 */
export function tighten(text: string, budget: number): string | null {
  if (budgetLength(text) <= budget) return text;
  let kept: string | null = null;
  for (const boundary of text.matchAll(/[.!?。！？।;；,，、:：]|\s[–—-]\s/gu)) {
    const prefix = tidy(text.slice(0, boundary.index));
    if (budgetLength(prefix) > budget) break;
    if (prefix && !endsMidPhrase(prefix)) kept = prefix;
  }
  return kept;
}

/** Problems of exact copy on a style: every slot of the customer's within its budget (no cut, no reflow). */
export function exactCopyProblems(style: Style, copy: string | null, cta: string | null): string[] {
  const { slots, dropped } = customerCopy(style, copy, cta);
  const problems: string[] = [];
  for (const slot of style.editable_slots) {
    const text = slots[slot.name];
    if (text === undefined || slot.name === ctaSlot(style)?.name) continue;
    const length = budgetLength(text);
    if (length > slot.budget) problems.push(`the ${slot.name} slot holds at most ${slot.budget} characters; the text for it has ${length} ("${text.slice(0, 40)}${length > 40 ? "…" : ""}")`);
  }
  for (const line of dropped) problems.push(`"${line.slice(0, 40)}" has no slot in ${style.category} "${style.template_key === "meme" ? style.meme_base : style.template_key}"; exact copy must fit the style's slots`);
  return problems;
}
