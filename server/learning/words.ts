/**
 * Content words of a hypothesis statement, for ranking precedent by word overlap.
 * Rule: lower-case, split on anything that is not a letter or digit, drop words shorter than 3
 * characters and common English stop words, and fold a plural "s" (`prices` -> `price`).
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

export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (raw.length < 3 || STOP_WORDS.has(raw)) continue;
    words.add(raw.length > 4 && raw.endsWith("s") && !raw.endsWith("ss") ? raw.slice(0, -1) : raw);
  }
  return words;
}

/** The words two sets share, sorted for stable output. */
export function sharedWords(a: Set<string>, b: Set<string>): string[] {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  return [...small].filter((word) => large.has(word)).sort();
}
