import { definitionOf } from "../../remotion/designs/definitions";
import type { Style } from "../../server/styles/types";
import { exactCopyProblems } from "./customer";
import { splitLabel } from "./slots";

/**
 * Which styles automatic selection may choose for a request's copy:
 * - a design that needs a quote (the testimonial) only when the customer supplied it (a `quote:`
 *   line): adlab never makes up what a customer said;
 * - with exact copy, only styles whose slots hold it whole.
 */
export type CopyRequest = { copy: string | null; copyMode: "exact" | "generate"; cta: string | null };

export const suppliesQuote = (copy: string | null) => (copy ?? "").split(/\r?\n/).some((line) => splitLabel(line)?.[0] === "quote");

/**
 * Among the selectable styles, the ones with a slot of every name the copy's labels use (a `quote:` line
 * prefers the testimonial, `offer:` the offer badge); all of them when none has every slot.
 */
export function preferredForCopy(styles: Style[], copy: string | null): Style[] {
  const labels = (copy ?? "").split(/\r?\n/).flatMap((line) => splitLabel(line)?.[0] ?? []);
  const native = styles.filter((style) => labels.every((label) => style.editable_slots.some((slot) => slot.name === label)));
  return labels.length && native.length ? native : styles;
}

export function selectableForCopy(style: Style, request: CopyRequest): boolean {
  if (definitionOf(style.id).needs === "quote" && !suppliesQuote(request.copy)) return false;
  return request.copyMode !== "exact" || exactCopyProblems(style, request.copy, request.cta).length === 0;
}
