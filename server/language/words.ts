/**
 * Content words of a hypothesis statement, for ranking precedent by word overlap.
 * Rule: lower-case, split on anything that is not a letter or digit, drop words shorter than 3
 * characters, common English stop words and the words every hypothesis about ads uses (`angle`, `copy`,
 * `works`, `better`: sharing them says nothing about meaning), then stem lightly: a plural "s"
 * (`prices` -> `price`), "ies" (`stories` -> `story`), "ing" and "ed" on longer words (`anchoring` -> `anchor`).
 */
const STOP_WORDS = new Set(
  (
    "the and for are but not you your yours our ours with without this that these those than then them they their there " +
    "was were will would can could should shall may might must has have had having does did doing done who whom whose " +
    "what which when where why how all any both each few more most other some such only own same too very just over under " +
    "into onto from out off about above below again further once here also its less get gets got use uses used " +
    "ad ads while because until during before after between through per via versus"
  ).split(/\s+/),
);

// The vocabulary of ad testing itself: two hypotheses sharing "angle" or "works better" are not related.
const GENERIC_WORDS = new Set(
  (
    "angle angles hypothesis hypotheses copy creative creatives message messaging headline headlines variant variants " +
    "test tests tested testing work works worked working perform performs performed performance better worse " +
    "lead leads campaign campaigns win wins won"
  ).split(/\s+/),
);

/** A light English stem, so "anchoring" meets "anchor" and "stories" meets "story". */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith("ing")) return word.slice(0, -3);
  if (word.length > 5 && word.endsWith("ed") && !word.endsWith("eed")) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (raw.length < 3 || STOP_WORDS.has(raw) || GENERIC_WORDS.has(raw)) continue;
    words.add(stem(raw));
  }
  return words;
}

/** The words two sets share, sorted for stable output. */
export function sharedWords(a: Set<string>, b: Set<string>): string[] {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  return [...small].filter((word) => large.has(word)).sort();
}
