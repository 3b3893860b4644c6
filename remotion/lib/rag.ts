/**
 * The rag of a block of type (issue 42, docs/rendering.md "Design measures"): the line breaks an art
 * director would not run, and the breaks that avoid them. The fitter (fit.ts) chooses breaks with it; the
 * render checks (server/render/design-measures.ts) judge the lines as drawn with the same rules:
 *  - no line is one word of three letters or fewer ("a", "&", "to") in a block of several lines;
 *  - a headline's last line holds two words or more, where the width allows;
 *  - no break falls inside a name ("MEET CRUMB & / CO"): the brand's name, and names the copy capitalises.
 * In English the fitter also breaks by sense where it can (ART-DIRECTION "Break lines by sense"; not a
 * failure of the render checks): after punctuation or before a word that opens a phrase.
 * Scripts written without spaces (Japanese, Chinese, Thai) break by phrase: the word rules do not apply.
 */
import type { Token } from "./script";

const NO_SPACES = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;
/** The text is written with spaces between words: the word rules apply. */
export const wordSpaced = (text: string) => !NO_SPACES.test(text);
const letters = (word: string) => (word.match(/[\p{L}\p{N}]/gu) ?? []).length;
const wordsOf = (line: string) => line.split(" ").filter(Boolean);

/** A line that is one word of three letters or fewer. */
const loneShortWord = (line: string) => {
  const words = wordsOf(line);
  return words.length === 1 && letters(words[0]) <= 3;
};

const CAPITALISED = /^\p{Lu}[\p{Ll}\p{Lu}'’.-]*[,.;:!?]?$/u;
const CONNECTOR = /^(&|and|of|de|du|la|le|von|van|der|y|e)$/i;
const bare = (word: string) => word.replace(/[,.;:!?"“”()]+$/u, "").replace(/^["“(]+/u, "");

/**
 * The names of several words in `text`: the brand's name where the text says it, and runs of capitalised
 * words ("on Elm Street", "from Crumb & Co"), joined by "&", "of" and the like. A run that opens a sentence is
 * a name when short ("Ethiopia Guji, a single-origin coffee", issue 42: quiet-luxury set "Ethiopia / Guji"),
 * not a line set in title case ("The Winter Sale Is On").
 */
export function namesIn(text: string, brandName: string): string[] {
  const names = new Set<string>();
  const brand = brandName.trim().replace(/\s+/g, " ");
  if (wordsOf(brand).length > 1 && text.toLocaleLowerCase().includes(brand.toLocaleLowerCase())) names.add(brand);
  const words = text.split(/\s+/).filter(Boolean);
  let run: string[] = [];
  let opened = false;
  const flush = () => {
    while (run.length && CONNECTOR.test(run[run.length - 1])) run.pop();
    const count = (words: string[]) => words.filter((w) => !CONNECTOR.test(w)).length;
    // Opening a sentence, the first word is capitalised anyway: the name is the rest ("Meet | Crumb & Co", "The |
    // Ethiopia Guji") when it has two words or more, else the whole run ("Ethiopia Guji").
    const rest = run.slice(1);
    const name = !opened ? run : count(rest) > 1 ? rest : run;
    if (count(name) > 1 && (!opened || count(name) <= 3)) names.add(name.map(bare).join(" "));
    run = [];
  };
  words.forEach((word, i) => {
    const opensSentence = i === 0 || /[.!?:]["”]?$/.test(words[i - 1]);
    const capital = CAPITALISED.test(word) && letters(word) > 0;
    if (capital && !run.length) opened = opensSentence;
    if (capital) run.push(word);
    else if (run.length && CONNECTOR.test(word)) run.push(word);
    else flush();
    if (/[,.;:!?]$/.test(word)) flush();
  });
  flush();
  return [...names];
}

/**
 * The tokens with every name in them made one token, so no line breaks inside it. The brand's name is
 * matched whatever its case (a display face sets it in capitals).
 */
export function glueNames(tokens: Token[], names: string[]): Token[] {
  const out = [...tokens];
  for (const name of names) {
    const parts = wordsOf(name.toLocaleLowerCase());
    for (let i = 0; i + parts.length <= out.length; i++) {
      const run = out.slice(i, i + parts.length);
      if (!run.every((t, k) => bare(t.text.toLocaleLowerCase()) === parts[k] || (k < parts.length - 1 && t.text.toLocaleLowerCase() === parts[k]))) continue;
      if (run.some((t, k) => k > 0 && t.lead !== " ")) continue;
      out.splice(i, parts.length, { lead: run[0].lead, text: run.map((t, k) => (k ? t.lead : "") + t.text).join("") });
    }
  }
  return out;
}

/** The tokens with every word of three letters or fewer held to the next one (the last to the one before). */
export function glueShortWords(tokens: Token[]): Token[] {
  const out: Token[] = [];
  let held: Token | null = null;
  for (const t of tokens) {
    const token: Token = held ? { lead: held.lead, text: held.text + t.lead + t.text } : t;
    held = null;
    if (wordsOf(t.text).length === 1 && letters(t.text) <= 3) held = token;
    else out.push(token);
  }
  if (held) {
    const last = out.pop();
    out.push(last ? { lead: last.lead, text: last.text + held.lead + held.text } : held);
  }
  return out;
}

// Words a line may open with in English: a break before them falls between a phrase and what qualifies it ("Close
// the books / in a day", "The smoothest cold brew / I have ever had"). Not an article or a possessive: "Close /
// the books" parts a verb from its object, "a single-origin / coffee" a noun from what qualifies it.
const OPENS_PHRASE = /^(?:and|or|but|nor|so|yet|with|without|in|on|at|for|from|to|of|by|before|after|until|since|into|over|under|than|as|because|while|when|where|that|which|who|whose|if|instead|like|through|across|per|i|we|you|they)$/i;
// Worst of all, a line ending on an article, a possessive or a word that opens a phrase ("CLOSE THE / BOOKS",
// "Fresh beans, on / your schedule"): it counts twice.
const DETERMINER = /^(?:the|a|an|our|your|my|their|its|his|her)$/i;
const CLAUSE_END = /[.;:!?–—]/u;

/**
 * 0 when the break between two lines falls by sense: after punctuation, or before a word that opens a phrase
 * after two words or more of the line's clause ("We roast to order / and deliver", "Notes of blueberry, jasmine /
 * and dark honey", not "weeks. Skip / or cancel", nor a line "jasmine" alone before "and dark honey").
 */
function againstSense(before: string, after: string): number {
  if (/[,.;:!?–—]["”’)]?$/u.test(before.trimEnd())) return 0;
  const phrase = wordsOf(before.split(CLAUSE_END).at(-1) ?? "");
  if (OPENS_PHRASE.test(bare(wordsOf(after)[0] ?? "")) && phrase.length >= 2) return 0;
  const last = phrase.at(-1) ?? "";
  return DETERMINER.test(last) || OPENS_PHRASE.test(last) ? 2 : 1;
}

/** How much the breaks of these lines fall against sense: neither after punctuation nor before a word that opens a phrase. */
export const breaksAgainstSense = (lines: string[]) => lines.slice(1).reduce((sum, line, i) => sum + againstSense(lines[i], line), 0);

type RagOptions = {
  headline: boolean;
  names: string[];
  /** Would this text fit on one line? */
  fitsLine?: (line: string) => boolean;
  /** Break by sense where the lines allow (English). */
  sense?: boolean;
};

/** What is wrong with the breaks of these lines, in words; empty: a clean rag. */
export function ragProblems(lines: string[], o: RagOptions): string[] {
  const all = lines.join(" ");
  if (lines.length < 2 || NO_SPACES.test(all)) return [];
  const out: string[] = [];
  for (const line of lines) if (loneShortWord(line)) out.push(`"${line.trim()}" alone on a line`);
  const last = wordsOf(lines[lines.length - 1]);
  const before = wordsOf(lines[lines.length - 2]);
  if (o.headline && last.length === 1 && before.length > 1 && !loneShortWord(last[0]) && (o.fitsLine?.(`${before[before.length - 1]} ${last[0]}`) ?? true)) out.push(`the headline ends on one word ("${last[0]}")`);
  const broken = lines.join("\n").toLocaleLowerCase();
  for (const name of o.names) {
    const parts = wordsOf(name.toLocaleLowerCase()).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    if (parts.length < 2) continue;
    const found = new RegExp(parts.join("[ \\n]+"), "u").exec(broken);
    if (found?.[0].includes("\n")) out.push(`a line break inside "${name}"`);
  }
  return out;
}

/**
 * Breaks of `tokens` into exactly `count` lines no wider than `width` with the fewest rag problems (then
 * the evenest rag), or null when no such breaks exist. Lines are few: every split is tried by dynamic
 * programming over (token, line), with the problems of each line and of the last one counted as they close.
 */
export function rebreak(tokens: Token[], count: number, width: number, measure: (s: string) => number, o: RagOptions): string[] | null {
  const T = tokens.length;
  if (count > T) return null;
  const text = (a: number, b: number) => tokens.slice(a, b + 1).map((t, k) => (k ? t.lead : "") + t.text).join("");
  const widthOf = new Map<string, number>();
  const w = (a: number, b: number) => {
    const key = `${a}:${b}`;
    if (!widthOf.has(key)) widthOf.set(key, measure(text(a, b)));
    return widthOf.get(key)!;
  };
  // best[k][i]: the best k lines holding tokens 0..i-1.
  type Best = { cost: number; breaks: number[] } | null;
  const best: Best[][] = Array.from({ length: count + 1 }, () => Array<Best>(T + 1).fill(null));
  best[0][0] = { cost: 0, breaks: [] };
  for (let k = 1; k <= count; k++) {
    for (let i = k; i <= T; i++) {
      for (let a = k - 1; a < i; a++) {
        const prev = best[k - 1][a];
        if (!prev || w(a, i - 1) > width) continue;
        const line = text(a, i - 1);
        const closing = k === count && i === T;
        const widow = closing && o.headline && count > 1 && wordsOf(line).length === 1;
        // A break against sense outweighs any raggedness (at most 1 a line), never a rag problem.
        const against = o.sense && k > 1 ? 2 * againstSense(text(prev.breaks[k - 2], a - 1), line) : 0;
        const cost = prev.cost + (loneShortWord(line) ? 1000 : 0) + (widow ? 500 : 0) + against + (closing ? 0 : ((width - w(a, i - 1)) / width) ** 2);
        if (!best[k][i] || cost < best[k][i]!.cost) best[k][i] = { cost, breaks: [...prev.breaks, a] };
      }
    }
  }
  const found = best[count][T];
  if (!found) return null;
  const starts = [...found.breaks, T];
  return starts.slice(0, -1).map((a, k) => text(a, starts[k + 1] - 1));
}

/**
 * The greedy lines, or better breaks of the same tokens when the greedy ones have rag problems (then, with
 * `sense`, breaks against sense): as many lines first, then one more when `roomFor` says the box holds it.
 * Kept when nothing is better.
 */
export function betterRag(tokens: Token[], greedy: string[], width: number, measure: (s: string) => number, o: RagOptions, roomFor: (lines: number) => boolean): string[] {
  const problems = (lines: string[]) => ragProblems(lines, o).length * 100 + (o.sense ? breaksAgainstSense(lines) : 0);
  if (!problems(greedy)) return greedy;
  const candidates = [greedy.length, greedy.length + 1]
    .filter((count) => count === greedy.length || roomFor(count))
    .map((count) => rebreak(tokens, count, width, measure, o))
    .filter((lines): lines is string[] => lines !== null);
  // The fewest problems, as many lines as the greedy ones first: nothing changes for an equal count.
  return candidates.reduce((chosen, lines) => (problems(lines) < problems(chosen) ? lines : chosen), greedy);
}
