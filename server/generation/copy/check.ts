import { budgetLength, countWords, wordsOf, writtenWithoutSpaces } from "../../../shared/language";
import type { EditableSlot, Style } from "../../styles/types";
import { normalized } from "../../../shared/copy/material";
import { splitLabel } from "../../../shared/copy/slots";

/**
 * The copy check every path goes through before anything is rendered (built-in copywriter, model,
 * customer). A slot value is refused when it
 * - is over the slot's budget (characters as a reader counts them; words too, for written copy),
 * - repeats the creative direction (`prompt`, `character_direction`: they steer, they are never copy),
 * - starts with a slot label ("headline: ..."),
 * - repeats another slot of the same ad, or a phrase of three words of it,
 * - states something the brief does not: a number, a price, a percentage, stars or a review.
 * The customer's own words are theirs: only the budget applies to them.
 */

export type CopySource = "customer" | "model" | "builtin";

export type CheckContext = {
  /** Every text the customer gave: project name, tagline, description, copy, CTA, audience. Claims must come from here. */
  brief: string;
  /** The prompt and the character direction: what the copy must never quote. */
  direction: string | null;
  language: string;
};

const PROMPT_SHINGLE = 4;
const shingles = (words: string[], n: number) => {
  const out = new Set<string>();
  for (let i = 0; i + n <= words.length; i++) out.add(words.slice(i, i + n).join(" "));
  return out;
};

/** True when the value repeats a run of the direction's words that the brief itself does not contain. */
export function containsDirection(value: string, ctx: CheckContext): boolean {
  if (!ctx.direction) return false;
  const words = (text: string) => wordsOf(text.toLocaleLowerCase(ctx.language), ctx.language);
  const promptWords = words(ctx.direction);
  const valueWords = words(value);
  if (!promptWords.length || !valueWords.length) return false;
  const n = Math.min(PROMPT_SHINGLE, promptWords.length);
  const fromPrompt = shingles(promptWords, n);
  const fromBrief = shingles(words(ctx.brief), n);
  for (const run of shingles(valueWords, n)) if (fromPrompt.has(run) && !fromBrief.has(run)) return true;
  return false;
}

// Endorsements and ratings: never on an ad unless the customer's brief says them.
const ENDORSEMENT = /★|☆|⭐|\b(verified|reviews?|reviewed|rated|ratings?|testimonials?|best[- ]?sell(er|ing)|award[- ]winning|#1|no\.? ?1)\b/giu;

/** Facts in the value that the brief does not contain: numbers, prices, percentages, endorsements. */
export function unsupportedClaims(value: string, brief: string): string[] {
  const briefText = brief.toLocaleLowerCase();
  const briefNumbers = new Set(brief.match(/\p{Nd}+/gu) ?? []);
  const found: string[] = [];
  for (const number of value.match(/\p{Nd}+/gu) ?? []) if (!briefNumbers.has(number)) found.push(number);
  for (const symbol of value.match(/[%$€£¥₹₩₽]/gu) ?? []) if (!brief.includes(symbol)) found.push(symbol);
  for (const mark of value.match(ENDORSEMENT) ?? []) if (!briefText.includes(mark.toLocaleLowerCase())) found.push(mark);
  return [...new Set(found)];
}

/**
 * True when two slot values say the same phrase: equal, or sharing a run of three words (of two, when
 * one of them is only two words long): "For busy commuters" beside "Made for busy commuters".
 */
export function repeats(a: string, b: string): boolean {
  const wa = normalized(a).split(" ").filter(Boolean);
  const wb = normalized(b).split(" ").filter(Boolean);
  if (!wa.length || !wb.length) return false;
  if (wa.join(" ") === wb.join(" ")) return true;
  const n = Math.min(3, wa.length, wb.length);
  if (n < 2) return false;
  const runs = shingles(wa, n);
  return [...shingles(wb, n)].some((run) => runs.has(run));
}

/** The problems of one slot value, in words; empty when it may go on the ad. */
export function slotProblems(value: string, slot: EditableSlot, source: CopySource, others: string[], ctx: CheckContext): string[] {
  const problems: string[] = [];
  const length = budgetLength(value);
  if (slot.budget > 0 && length > slot.budget) problems.push(`is ${length} characters long; the slot holds ${slot.budget}`);
  if (source === "customer") return problems;
  // Word limits are for spaced scripts; in Japanese, Chinese or Thai the character budget is the measure.
  if (slot.max_words > 0 && !writtenWithoutSpaces(value) && countWords(value, ctx.language) > slot.max_words) problems.push(`has more than ${slot.max_words} words`);
  if (splitLabel(value)) problems.push("starts with a slot label");
  if (containsDirection(value, ctx)) problems.push("repeats the prompt or character direction, which steer and are never copy");
  if (others.some((other) => repeats(value, other))) problems.push("repeats another slot of the ad");
  const claims = unsupportedClaims(value, ctx.brief);
  if (claims.length) problems.push(`states what the brief does not (${claims.join(", ")})`);
  return problems;
}

/** Checks a whole ad's copy; `{}` when every slot may be rendered. */
export function checkCopy(style: Style, copy: Record<string, string>, sources: Record<string, CopySource>, ctx: CheckContext): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const slot of style.editable_slots) {
    const value = copy[slot.name];
    if (!value) continue;
    const others = style.editable_slots.filter((s) => s !== slot && copy[s.name]).map((s) => copy[s.name]);
    const found = slotProblems(value, slot, sources[slot.name] ?? "builtin", others, ctx);
    if (found.length) problems[slot.name] = found;
  }
  return problems;
}
