import { budgetLength, countWords, primaryLanguage, writtenWithoutSpaces } from "../../../shared/language";
import { capitalized, tidy } from "../../../shared/copy/material";

// The lists of a brief's sentences (read-brief.ts): clauses that are claims of their own, and items that are features.

/**
 * A sentence that is a list of three or more clauses ("It reconciles invoices automatically, tracks expenses
 * from receipts and closes the month in a day"): each clause is a claim of its own. A list of things
 * ("bread, croissants and cinnamon buns") is not: each of its clauses has three words or more.
 */
export function listedClauses(sentence: string, language: string): string[] {
  if (primaryLanguage(language) !== "en") return [];
  // The last clause is joined by "and" ("..., and closes" / "... and closes"), as a list's is.
  if (!/(?:,\s*|\s+)and\s+[^,]*$/i.test(sentence)) return [];
  const parts = sentence.split(/\s*,\s*(?:and\s+)?|\s+and\s+(?=[^,]*$)/i).map(tidy);
  if (parts.length < 3 || parts.some((p) => countWords(p, language) < 3)) return [];
  return [parts[0], ...parts.slice(1).map(capitalized)];
}

export const isFeature = (text: string, language: string) =>
  writtenWithoutSpaces(text) ? budgetLength(text) >= 2 && budgetLength(text) <= 24 : countWords(text, language) >= 1 && countWords(text, language) <= 5 && budgetLength(text) <= 32;

/**
 * The items of a sentence's list: in English the comma-separated run that ends at the first item joined by
 * "and" or "or" ("We offer check-ups, hygiene visits and whitening, with evening ..." lists three, not the
 * "with evening" after it); other languages split at every comma.
 */
function listOf(sentence: string, language: string): string[] {
  if (primaryLanguage(language) !== "en") return sentence.split(/\s*[,、，]\s*/u);
  const parts = sentence.split(/\s*,\s*/);
  const last = parts.findIndex((p, i) => i > 0 && /^(?:and|or)\s|\s(?:and|or)\s/i.test(p));
  if (last < 0) return parts;
  // After the list, a clause of its own or nothing: "..., playful sessions" continues a phrase, not a list.
  if (last < parts.length - 1 && !/^(?:with|which|while|because|so|for|where|when)\s/i.test(parts[last + 1])) return [];
  const tail = parts[last].replace(/^(?:and|or)\s+/i, "").split(/\s+(?:and|or)\s+/i);
  return [...parts.slice(0, last), ...tail];
}

const COPULA = /^.*\b(?:is|are)\s+/i;
const PREPOSITION = /\b(?:in|on|at|from|with|by|of|for|to)\b/i;

/**
 * The items of a sentence's list that each say something of their own. In English, only a list of what the
 * product is ("Our cold brew is single origin, steeped twenty hours, bottled fresh every week"), every item short:
 * the objects of one verb or preposition are not claims (issue 42: "Grassy finish that lifts salads / Bread /
 * Roasted vegetables", "We offer check-ups / Hygiene visits / Whitening"), nor a list hanging off its first item's
 * preposition ("here in sand, olive and chalk"). Elsewhere, the short items between commas.
 */
export function listedFeatures(sentence: string, language: string): string[] {
  const parts = listOf(sentence, language).map(tidy);
  if (parts.length < 3) return [];
  if (primaryLanguage(language) !== "en") {
    const items = parts.filter((p) => isFeature(p, language));
    return items.length >= 3 ? items : [];
  }
  if (!COPULA.test(parts[0])) return [];
  const items = [parts[0].replace(COPULA, ""), ...parts.slice(1)];
  if (PREPOSITION.test(items[0]) && !items.slice(1).some((p) => PREPOSITION.test(p))) return [];
  return items.every((p) => isFeature(p, language)) ? items : [];
}
