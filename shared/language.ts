/**
 * Languages and words, the same for validation and for the copywriter.
 *
 * - A project's language is a BCP 47 tag the customer set, or detected from its description
 *   (./detect.ts, kept apart so that the web form can import these rules without the detector's data).
 * - Words are counted with `Intl.Segmenter` word segmentation (ICU's dictionaries for Japanese, Chinese
 *   and Thai), so scripts written without spaces are not counted as one word.
 */

/** Languages the built-in copywriter writes in (phrase tables in server/generation/copy/phrases/, one JSON file each). */
export const COPY_LANGUAGES = ["en", "es", "fr", "de", "pt", "it", "nl", "ja", "zh", "ko", "ar", "he", "hi", "th", "ru", "el", "vi"] as const;
export type CopyLanguage = (typeof COPY_LANGUAGES)[number];

/** The canonical form of a BCP 47 tag ("pt-br" -> "pt-BR"), or null when it is not one. */
export function canonicalLanguageTag(tag: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.trim());
    return canonical ?? null;
  } catch {
    return null;
  }
}

/** The primary language subtag: "pt-BR" -> "pt", "zh-Hant-TW" -> "zh". */
export const primaryLanguage = (tag: string) => tag.split("-")[0].toLowerCase();

/** The phrase-table language for a tag: its primary subtag when adlab writes it, else English. */
export function copyLanguageOf(tag: string): CopyLanguage {
  const primary = primaryLanguage(tag);
  return (COPY_LANGUAGES as readonly string[]).includes(primary) ? (primary as CopyLanguage) : "en";
}

// Scripts written without spaces between words. ICU splits them into dictionary words, which run longer
// than the words of spaced scripts (a Thai word averages about four characters), so a text mostly in such
// a script counts at least one word per two characters: 60 characters of Japanese or Thai count as 30.
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/gu;
const LETTER = /\p{L}/gu;

const wordSegmenters = new Map<string, Intl.Segmenter>();
function wordSegmenter(language?: string): Intl.Segmenter {
  const key = language ?? "";
  let segmenter = wordSegmenters.get(key);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language || undefined, { granularity: "word" });
    wordSegmenters.set(key, segmenter);
  }
  return segmenter;
}

/**
 * V8 hands every segment its own copy of the whole text (`input`), so segmenting n characters at once
 * costs time in n², and memory in n² when the segments are kept: 20,000 characters of words took +380 MB,
 * 20,000 graphemes 6 s. Windows of at most this many characters keep both linear in the text.
 */
const SEGMENT_WINDOW = 1024;

/**
 * The segments of a text, segmented window by window. A window's last segment may run on past the window,
 * so the next window starts where it starts; only a segment longer than a whole window (a 1,024-character
 * "word") is cut, at a window's end that never splits a surrogate pair.
 */
export function* segmentsOf(segmenter: Intl.Segmenter, text: string): Generator<{ segment: string; isWordLike?: boolean }> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + SEGMENT_WINDOW);
    const lastUnit = text.charCodeAt(end - 1);
    if (end < text.length && lastUnit >= 0xd800 && lastUnit <= 0xdbff) end--;
    let last: Intl.SegmentData | undefined;
    for (const data of segmenter.segment(text.slice(start, end))) {
      if (last) yield last;
      last = data;
    }
    if (end === text.length || last!.index === 0) {
      yield last!;
      start = end;
    } else start += last!.index;
  }
}

/** The words of a text, in order (punctuation and spaces left out). */
export function wordsOf(text: string, language?: string): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of segmentsOf(wordSegmenter(language), text)) if (isWordLike) words.push(segment);
  return words;
}

/** True when most letters of the text are in a script written without spaces. */
export const writtenWithoutSpaces = (text: string) => (text.match(UNSPACED)?.length ?? 0) * 2 > (text.match(LETTER)?.length ?? 0);

/** Counts words per language (see above). */
export function countWords(text: string, language?: string): number {
  const segmented = wordsOf(text, language).length;
  if (!writtenWithoutSpaces(text)) return segmented;
  return Math.max(segmented, Math.ceil(countCharacters(text.trim()) / 2));
}

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
/** Characters as a reader counts them (a flag or an accented letter is one). */
export function countCharacters(text: string): number {
  let count = 0;
  const graphemes = segmentsOf(graphemeSegmenter, text);
  while (!graphemes.next().done) count++;
  return count;
}

const WIDE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6]/u;
/**
 * Length against a slot's budget: characters as a reader counts them, a full-width (CJK) character
 * counting two, as ad platforms count them. It keeps a budget a measure of the space text takes.
 */
export function budgetLength(text: string): number {
  let length = 0;
  for (const { segment } of segmentsOf(graphemeSegmenter, text)) length += WIDE.test(segment) ? 2 : 1;
  return length;
}
