import type { Style } from "../../styles/types";
import { exactCopyProblems } from "./customer";
import { splitLabel } from "./slots";

/**
 * Which styles automatic selection may choose for a request's copy:
 * - a testimonial only when the customer supplied the quote (a `quote:` line): adlab never makes up
 *   what a customer said;
 * - with exact copy, only styles whose slots hold it whole.
 */
export type CopyRequest = { copy: string | null; copyMode: "exact" | "generate"; cta: string | null };

export const suppliesQuote = (copy: string | null) => (copy ?? "").split(/\r?\n/).some((line) => splitLabel(line)?.[0] === "quote");

export function selectableForCopy(style: Style, request: CopyRequest): boolean {
  if (style.template_key === "testimonial-quote" && !suppliesQuote(request.copy)) return false;
  return request.copyMode !== "exact" || exactCopyProblems(style, request.copy, request.cta).length === 0;
}
