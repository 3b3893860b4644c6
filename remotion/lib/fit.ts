/**
 * Text fitting without a browser: greedy word wrap with the real advance widths of the shipped fonts
 * (generated into assets/metrics.ts). Designs render the returned lines one per row, so satori, the
 * browser and the HTML document all break lines in the same places and text never overflows its box.
 */
import { FONT_METRICS } from "../assets/metrics";
import { FONTS, fontWeight, visualWeight, type FontKey } from "./fonts";
import { breakTokens, graphemes, needsShaping, scriptOf, upperFor, type Script, type Token } from "./script";
import { textEngine } from "./textengine";
import { betterRag, breaksAgainstSense, glueNames, glueShortWords, ragProblems, wordSpaced } from "./rag";

export type FitOptions = {
  font: FontKey;
  weight?: number;
  /** Box in pixels. */
  width: number;
  height: number;
  maxSize: number;
  minSize?: number;
  maxLines?: number;
  lineHeight?: number;
  uppercase?: boolean;
  /** Letter spacing in em. */
  tracking?: number;
  /** BCP 47 language of the text: casing rules (Greek, Turkish) and line breaking (ja, zh, th). */
  language?: string;
  /** Paragraph direction of the ad. */
  dir?: "ltr" | "rtl";
  /** Names of several words that no line may break inside (rag.ts namesIn). */
  names?: string[];
  /** A headline: its last line takes two words when the width allows (rag.ts). */
  headline?: boolean;
  /** false: a display figure ("30% / OFF" in a badge) may stand a short word alone on a line. */
  rag?: false;
};

export type Fitted = {
  lines: string[];
  fontSize: number;
  lineHeight: number;
  height: number;
  width: number;
  truncated: boolean;
  /** The face actually used: a display face that lacks the text's script is replaced (see fitText). */
  font?: FontKey;
  weight?: number;
  /** Lines in complex scripts are shaped and drawn by the text engine (server/render/shaper.ts). */
  shaped?: boolean;
  dir?: "ltr" | "rtl";
  lang?: string;
  /** The box's width the lines were broken for, and the letter spacing (em) they were measured with. */
  box: number;
  tracking?: number;
};

/** Line height that leaves room for the marks and stacks of scripts with tall glyphs. */
const SCRIPT_LINE_HEIGHT: Partial<Record<Script, number>> = { han: 1.22, kana: 1.22, hangul: 1.22, hebrew: 1.15, arabic: 1.4, devanagari: 1.38, thai: 1.42 };

/** Safety margin: shaping/kerning may differ slightly between measurer and renderer. */
const SLACK = 0.94;
/** How much smaller a text may be set to break by sense (rag.ts): a fifth of its size at most. */
const SENSE_FLOOR = 0.8;

export function metricsKey(font: FontKey, weight: number): string {
  const w = fontWeight(font, weight);
  const key = `${font}-${w}`;
  if (FONT_METRICS[key]) return key;
  const any = Object.keys(FONT_METRICS).find((k) => k.startsWith(font + "-"));
  return any ?? "inter-400";
}

/**
 * Width of a string in px at a font size. Text outside Latin-1 is measured by the text engine (HarfBuzz
 * with the same fonts the renderer draws with) when one is registered; the table covers Latin-1 only.
 */
export function measure(text: string, font: FontKey, weight: number, size: number, tracking = 0, o: { lang?: string; dir?: "ltr" | "rtl" } = {}): number {
  const e = textEngine();
  if (e && /[^\u0000-\u00ff]/.test(text)) return e.measure(text, font, weight, size, { lang: o.lang, dir: o.dir ?? "ltr", tracking });
  const m = FONT_METRICS[metricsKey(font, weight)];
  let units = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    const w = c >= 32 && c < 256 ? m.widths[c - 32] : 0;
    units += w > 0 ? w : m.fallback;
  }
  return (units / 1000) * size + tracking * size * Math.max(0, [...text].length);
}

function wrap(tokens: Token[], maxWidth: number, mw: (s: string) => number): string[] | null {
  const lines: string[] = [];
  let cur = "";
  for (const t of tokens) {
    if (mw(t.text) > maxWidth) return null; // a single word too wide: needs a smaller size
    const next = cur ? cur + t.lead + t.text : t.text;
    if (mw(next) <= maxWidth) cur = next;
    else {
      lines.push(cur);
      cur = t.text;
    }
  }
  if (cur) lines.push(cur);
  return lines;
}

/**
 * Per script: the display face is kept only when it covers the text (as satori is given it); otherwise
 * Inter (Latin Extended, Cyrillic, Greek, Vietnamese) at the face's visual weight. Complex scripts keep
 * the face for their Latin runs and get the matching Noto family from the text engine.
 */
function chooseFace(text: string, font: FontKey, weight: number): { font: FontKey; weight: number; shaped: boolean } {
  if (needsShaping(text)) return { font, weight, shaped: true };
  const e = textEngine();
  const covered = e ? e.covers(font, text) : !/[^\u0000-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u2000-\u206f\u20ac\u2122]/u.test(text.replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, ""));
  if (covered) return { font, weight, shaped: false };
  // Characters neither the face nor Inter has (₹, ₺, rare letters): the engine draws the text with a
  // Noto family that has them.
  if (e && !e.covers("inter", text)) return { font, weight, shaped: true };
  if (font === "inter") return { font, weight, shaped: false };
  return { font: "inter", weight: fontWeight("inter", visualWeight(font, weight)), shaped: false };
}

/** The sizes tried, from `max` down by 5 % steps to `min` (which is always tried). */
function sizes(max: number, min: number): number[] {
  const out: number[] = [];
  for (let size = max; size > min; size *= 0.95) out.push(size);
  return [...out, min];
}

/**
 * The words that fit `count` lines of `width`, the last line ending with an ellipsis; a word wider than
 * the line is cut to what fits.
 */
function truncatedLines(words: Token[], width: number, count: number, mw: (s: string) => number): string[] {
  const lines: string[] = [];
  let cur = "";
  for (const t of words) {
    let g = graphemes(t.text);
    while (mw(g.join("")) > width && g.length > 1) g = g.slice(0, -1);
    const w = g.join("");
    const next = cur ? cur + t.lead + w : w;
    if (mw(next) <= width) cur = next;
    else {
      lines.push(cur);
      cur = w;
      if (lines.length === count) break;
    }
  }
  if (lines.length < count && cur) lines.push(cur);
  const last = lines.length - 1;
  let g = graphemes(lines[last]);
  let tail = g.join("") + "…";
  while (mw(tail) > width && g.length > 1) tail = (g = g.slice(0, -1)).join("") + "…";
  lines[last] = tail;
  return lines.slice(0, count);
}

/**
 * Fitted texts by text engine (none: the metrics table), then by text and options. Fitting is a pure
 * function of those, and a design is built many times with the same texts: the render checks' three
 * passes, a video's every layer drawn alone, an ad plan's layouts. Results are shared, never changed.
 */
const fitted = new WeakMap<object, Map<string, Fitted>>();
const NO_ENGINE = {};
/** Enough for every text of a few hundred designs; past it the memo starts over. */
const FITTED_MAX = 5000;

export function fitText(raw: string, o: FitOptions): Fitted {
  const engine = textEngine() ?? NO_ENGINE;
  let memo = fitted.get(engine);
  if (!memo) fitted.set(engine, (memo = new Map()));
  // Infinity and NaN spelled out: JSON writes both as null.
  const key = JSON.stringify([raw, o], (_, v) => (typeof v === "number" && !Number.isFinite(v) ? String(v) : v));
  let ft = memo.get(key);
  if (!ft) {
    if (memo.size >= FITTED_MAX) memo.clear();
    memo.set(key, (ft = fit(raw, o)));
  }
  return ft;
}

/**
 * What fitting one text shares at every size tried: its face, line height, measure and rag rules.
 * linesAt: the lines of some tokens at a size (their rag bettered unless told not to), null when they do
 * not fit the box; fits: whether they fit broken greedily; truncated: what fits at the smallest size.
 */
function fitting(raw: string, o: FitOptions) {
  const upper = o.uppercase ?? FONTS[o.font].uppercase ?? false;
  const text = (upper ? upperFor(raw, o.language) : raw).replace(/\s+/g, " ").trim();
  const face = chooseFace(text, o.font, o.weight ?? 400);
  const { font, weight, shaped } = face;
  const dir = o.dir ?? "ltr";
  const lang = o.language;
  const baseLh = o.lineHeight ?? FONTS[o.font].lineHeight;
  // A stand-in face gets room for its accents; Vietnamese stacks two marks on capitals.
  const standIn = font !== o.font ? Math.max(baseLh, /[\u1ea0-\u1ef9]/.test(text) ? 1.24 : 1.1) : baseLh;
  const lh = shaped ? Math.max(baseLh, SCRIPT_LINE_HEIGHT[scriptOf(text)] ?? baseLh) : standIn;
  const tracking = shaped ? 0 : o.tracking;
  const words = text ? breakTokens(text, lang) : [];
  const minSize = o.minSize ?? Math.max(12, Math.round(o.maxSize * 0.3));
  const maxLines = o.maxLines ?? 99;
  const width = o.width * SLACK;
  const ms = (s: string, size: number) => measure(s, font, weight, size, tracking, { lang, dir });
  const result = (lines: string[], size: number, truncated: boolean): Fitted => ({
    lines,
    fontSize: Math.floor(size),
    lineHeight: lh,
    height: Math.ceil(lines.length * size * lh),
    width: Math.ceil(Math.max(0, ...lines.map((l) => ms(l, size)))),
    truncated,
    font,
    weight,
    shaped,
    dir,
    lang,
    box: o.width,
    tracking,
  });
  // The size being tried: whether the headline's last two words fit one line depends on it.
  let size0 = o.maxSize;
  const rag = { headline: !!o.headline, names: o.names ?? [], fitsLine: (s: string) => ms(s, size0) <= width, sense: o.rag !== false && /^en\b/i.test(lang ?? "") };
  const roomFor = (size: number) => (count: number) => count <= maxLines && count * size * lh <= o.height;
  const linesAt = (tokens: Token[], size: number) => {
    const greedy = wrap(tokens, width, (s) => ms(s, size));
    size0 = size;
    if (!greedy || !roomFor(size)(greedy.length)) return null;
    return o.rag === false ? greedy : betterRag(tokens, greedy, width, (s) => ms(s, size), rag, roomFor(size));
  };
  const fits = (tokens: Token[], size: number) => {
    const lines = wrap(tokens, width, (s) => ms(s, size));
    return !!lines && roomFor(size)(lines.length);
  };
  const truncated = () => {
    const fitLines = Math.max(1, Math.min(maxLines, Math.floor(o.height / (minSize * lh))));
    return result(truncatedLines(words, width, fitLines, (s) => ms(s, minSize)), minSize, true);
  };
  const problems = (lines: string[]) => (o.rag === false ? 0 : ragProblems(lines, rag).length);
  return { o, text, words, minSize, rag, result, fits, linesAt, problems, truncated };
}
type Fitting = ReturnType<typeof fitting>;

function fit(raw: string, o: FitOptions): Fitted {
  const f = fitting(raw, o);
  if (!f.words.length) return f.result([], o.maxSize, false);
  // The largest size at which the words fit at all.
  const plain = sizes(o.maxSize, f.minSize).find((size) => f.fits(f.words, size));
  const ragged = plain === undefined ? undefined : cleanestRag(f, plain);
  // Still too long at the smallest size: keep what fits and end with an ellipsis (never clip).
  return ragged ?? f.truncated();
}

/**
 * Cleaner breaks are looked for down to 60 % of the plain size (the largest at which the words fit at
 * all): with short words held to the next word and names whole, then names whole, then any break, the
 * first size with a clean rag wins; else the rag with the fewest problems, largest first.
 */
function cleanestRag(f: Fitting, plain: number): Fitted | undefined {
  const { o, rag, words, minSize } = f;
  let best: { fitted: Fitted; problems: number } | undefined;
  const spaced = o.rag !== false && wordSpaced(f.text);
  const held = glueShortWords(glueNames(words, rag.names));
  const sets = spaced ? [held, glueNames(words, rag.names), words] : [glueNames(words, rag.names), words];
  // Last, in a column too narrow for any of them (a 160 px skyscraper), short words held down to the smallest size.
  const tries = [...sets.map((tokens) => ({ tokens, floor: Math.max(minSize, plain * 0.6) })), ...(spaced ? [{ tokens: held, floor: minSize }] : [])];
  for (const { tokens, floor } of tries) {
    for (const size of sizes(o.maxSize, floor)) {
      const lines = f.linesAt(tokens, size);
      if (!lines) continue;
      const count = f.problems(lines);
      if (!count) return rag.sense ? bySense(f, f.result(lines, size, false), sets) : f.result(lines, size, false);
      if (!best || count < best.problems) best = { fitted: f.result(lines, size, false), problems: count };
      break;
    }
  }
  return best?.fitted;
}

/**
 * A clean rag that breaks against sense ("CLOSE / THE BOOKS IN A DAY") gives way to the lines with the fewest
 * breaks against sense and no rag problem, largest first, in any token set, down to SENSE_FLOOR of its size
 * ("CLOSE THE BOOKS / IN A DAY"; short words held to the next one left "THE BOOKS IN A DAY" one token).
 */
function bySense(f: Fitting, clean: Fitted, sets: Token[][]): Fitted {
  let chosen = clean;
  let against = breaksAgainstSense(clean.lines);
  const floor = Math.max(f.minSize, clean.fontSize * SENSE_FLOOR);
  if (floor >= clean.fontSize) return clean;
  for (const size of sizes(clean.fontSize, floor)) {
    for (const tokens of sets) {
      if (!against) return chosen;
      const lines = f.linesAt(tokens, size);
      if (!lines || f.problems(lines) || breaksAgainstSense(lines) >= against) continue;
      chosen = f.result(lines, size, false);
      against = breaksAgainstSense(lines);
    }
  }
  return chosen;
}
