import { countCharacters, countWords, primaryLanguage, segmentsOf, wordsOf, writtenWithoutSpaces } from "../language";

/**
 * What the built-in copywriter may say, drawn from the customer's own words: the project's tagline and
 * the claims (sentences and clauses) of its description, in the description's language. Segmentation
 * uses `Intl.Segmenter`, so Japanese, Chinese and Thai split as well as languages with spaces.
 */

const sentenceSegmenters = new Map<string, Intl.Segmenter>();
function sentencesOf(text: string, language: string): string[] {
  let segmenter = sentenceSegmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: "sentence" });
    sentenceSegmenters.set(language, segmenter);
  }
  const segments = [...segmentsOf(segmenter, text.replace(/\s*\n+\s*/g, "\n"))].flatMap((s) => s.segment.split("\n"));
  return mended(segments, language).map(tidy).filter(Boolean);
}

const OPENING_MARK = /[「『“„«]\s*$/u;
const CLOSING_MARK = /^\s*[」』”»]/u;

/**
 * Sentences the segmenter cut in the wrong place, mended: a quote mark left on the wrong side goes back to
 * its quote ("…使っています。「" + "街で一番のパン」…", "« Le meilleur pain." + "»"), and a date written
 * with an ordinal dot ("bis zum 31." + "Dezember", a month the language's own calendar names) is one sentence.
 */
function mended(segments: string[], language: string): string[] {
  const months = monthsOf(language);
  const out: string[] = [];
  for (let segment of segments) {
    const previous = out.at(-1);
    // German closes „ with “, the mark that opens a quote elsewhere: after an open „ it closes.
    if (previous !== undefined && OPENING_MARK.test(previous) && !/„[^“”]*“\s*$/.test(previous)) {
      // The mark opens the next sentence's quote.
      segment = previous.match(OPENING_MARK)![0].trim() + segment;
      out[out.length - 1] = previous.replace(OPENING_MARK, "");
    }
    const closing = segment.match(CLOSING_MARK);
    if (previous !== undefined && closing) {
      // The mark closes the previous sentence's quote.
      out[out.length - 1] = out[out.length - 1] + closing[0].trim();
      segment = segment.slice(closing[0].length);
    }
    if (previous !== undefined && /\d{1,2}\.\s*$/.test(previous) && months.some((m) => segment.trimStart().toLocaleLowerCase(language).startsWith(m))) out[out.length - 1] = previous + segment;
    else out.push(segment);
  }
  return out;
}

const monthNames = new Map<string, string[]>();
/** The months of `language`'s calendar, lower case ("diciembre", "dezember", "décembre"). */
export function monthsOf(language: string): string[] {
  let names = monthNames.get(language);
  if (!names) {
    const format = new Intl.DateTimeFormat(language, { month: "long" });
    names = Array.from({ length: 12 }, (_, m) => format.format(new Date(2020, m, 15)).toLocaleLowerCase(language)).filter((name) => !/^\d/.test(name));
    monthNames.set(language, names);
  }
  return names;
}

/** Trims spaces and the sentence's closing punctuation (., !, 。, ।, ؟ ...), keeping inner punctuation. */
/** The text with its first letter in capitals, as a sentence starts. */
export const capitalized = (text: string) => text[0].toLocaleUpperCase() + text.slice(1);

export function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s.。!！।॥؛,，、;；:：]+$/u, "")
    .trim();
}

// Clause boundaries: commas, semicolons and colons of every script, and dashes between spaces. Japanese
// 、 mostly joins a verb to what follows, so a Japanese sentence is cut at the stronger marks only.
const CLAUSE_BREAK = /\s*[,;:，、；：،؛]\s*|\s+[–—-]\s+/u;
const CLAUSE_BREAK_JA = /\s*[；：]\s*/u;
// Joiners a clause should not start with once cut from its sentence ("..., so order early" is "Order early").
const LEADING_JOINERS: Record<string, RegExp> = {
  en: /^(and|but|so|or|then|it is|it's|they are|we are|which is)\s+/i,
  es: /^(y|e|pero|así que|o|entonces|por eso)\s+/i,
  de: /^(und|aber|also|oder|dann|deshalb|daher)\s+/i,
  fr: /^(et|mais|donc|ou|alors)\s+/i,
  it: /^(e|ed|ma|quindi|o|poi)\s+/i,
  pt: /^(e|mas|então|ou|por isso)\s+/i,
  nl: /^(en|maar|dus|of|dan)\s+/i,
};
const withoutJoiner = (clause: string, language: string) => clause.replace(LEADING_JOINERS[primaryLanguage(language)] ?? /^$/, "");

/** True when `clause` is what follows a joiner at the end of `sentence` ("…, dus bestel op tijd" -> "Bestel op tijd"): a consequence, not the sentence's claim. */
export function followsJoiner(sentence: string, clause: string, language: string): boolean {
  const joiners = LEADING_JOINERS[primaryLanguage(language)];
  const at = sentence.toLocaleLowerCase(language).lastIndexOf(clause.toLocaleLowerCase(language));
  return Boolean(joiners) && at > 0 && at + clause.length === sentence.length && joiners.test(sentence.slice(0, at).replace(/^.*[,;:]\s*/s, ""));
}

// English words that open a clause of their own after a comma ("..., and it is fast", "..., steeped for hours").
// A comma before any other word is read as a list ("a peppery, grassy finish"; "salads, bread and vegetables"),
// and a list is never cut: neither side of it stands alone.
// A participle or an adjective opens a clause only with its preposition ("steeped for", "low in acid"),
// not bare ("a calm, unhurried visit").
const CLAUSE_OPENER = /^(and|but|so|or|yet|then|which|while|because|where|when|we|you|it|they|i|he|she|this|these|there|\w+ (?:for|in|with|by|from|to|at|on|into|over|under|before|after|until))\b/i;
// A piece ending on one of these stops mid-phrase ("get a", "made with").
const DANGLING = /\b(a|an|the|of|to|with|and|or|for|in|on|at|by|from|your|our|their|its|very|more|most|get|gets)$/i;
/** True when an English piece stops mid-phrase, on an article, a preposition or a joiner ("get a"). */
export const endsMidPhrase = (text: string) => DANGLING.test(tidy(text));

/**
 * The clauses of a sentence that read whole on their own. Strong marks (; : and dashes) always divide
 * clauses; in English a comma divides them only when a clause opener follows it. Other languages keep
 * every mark as a boundary (their clause words are not listed here).
 */
function clausesOf(sentence: string, breaks: RegExp, language: string): string[] {
  if (primaryLanguage(language) !== "en") return sentence.split(breaks);
  const pieces: string[] = [];
  let current = "";
  for (const part of sentence.split(new RegExp(`(${breaks.source})`, "u"))) {
    if (!part) continue;
    if (!new RegExp(`^${breaks.source}$`, "u").test(part)) {
      current += part;
      continue;
    }
    const rest = sentence.slice(sentence.indexOf(part, sentence.indexOf(current) + current.length) + part.length);
    if (/,|，/.test(part) && !CLAUSE_OPENER.test(rest.trimStart())) {
      current += part;
      continue;
    }
    pieces.push(current);
    current = "";
  }
  pieces.push(current);
  return pieces.filter((piece) => !endsMidPhrase(piece));
}

const capitalizeFirst = (text: string, language: string) => (text ? text[0].toLocaleUpperCase(language) + text.slice(1) : text);

/** A claim is 3–12 words (4–45 characters in scripts without spaces): enough to say something, short enough for an ad. */
function isClaim(text: string, language: string): boolean {
  if (writtenWithoutSpaces(text)) return countCharacters(text) >= 4 && countCharacters(text) <= 45;
  const words = countWords(text, language);
  return words >= 3 && words <= 12 && countCharacters(text) <= 90;
}

export type Material = {
  sentences: string[];
  /** Claims in the order they should lead: audience relevance first, then the order of the description. */
  claims: string[];
};

/** The claims of a text, ranked by how many of `focus` words they share (audience, creative direction). */
export function materialOf(description: string, language: string, focus: string[]): Material {
  const sentences = sentencesOf(description, language);
  // Whole sentences say the most and read complete, so they lead; the clauses of longer ones follow.
  const breaks = primaryLanguage(language) === "ja" ? CLAUSE_BREAK_JA : CLAUSE_BREAK;
  const clauses = [...sentences, ...sentences.flatMap((sentence) => clausesOf(sentence, breaks, language).map((part) => tidy(withoutJoiner(part, language))))];
  const seen = new Set<string>();
  const claims = clauses
    .filter((c) => isClaim(c, language))
    .map((c) => capitalizeFirst(c, language))
    .filter((c) => {
      const key = normalized(c);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const focusWords = new Set(focus.flatMap((f) => wordsOf(f.toLocaleLowerCase(language), language)).filter((w) => w.length >= 4 || /[^\p{Script=Latin}]/u.test(w)));
  const score = (claim: string) => wordsOf(claim.toLocaleLowerCase(language), language).filter((w) => focusWords.has(w)).length;
  const ranked = claims.map((claim, index) => ({ claim, index, score: score(claim) })).sort((a, b) => b.score - a.score || a.index - b.index);
  return { sentences, claims: ranked.map((r) => r.claim) };
}

/** A comparison key: case, punctuation and spacing do not make two texts different. */
export const normalized = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
