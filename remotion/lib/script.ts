/**
 * Scripts, direction, casing and line breaking per language. Pure functions (no fonts, no I/O), used by
 * text fitting (fit.ts), the shaper (server/render/shaper.ts), the HTML document and the pipeline.
 */

import { loadDefaultJapaneseParser, loadDefaultSimplifiedChineseParser, loadDefaultThaiParser, loadDefaultTraditionalChineseParser, type Parser } from "budoux";

export type Script =
  | "latin" | "cyrillic" | "greek" | "arabic" | "hebrew" | "devanagari" | "thai"
  | "han" | "kana" | "hangul" | "emoji" | "common";

/** Script of one code point ("common" for spaces, digits, punctuation, symbols). */
export function scriptOfCodePoint(c: number): Script {
  if (c < 0x41) return "common";
  if (c <= 0x24f) return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0xaa || c === 0xba || (c >= 0xc0 && c !== 0xd7 && c !== 0xf7) ? "latin" : "common";
  if (c >= 0x300 && c <= 0x36f) return "common"; // combining marks inherit
  if (c >= 0x370 && c <= 0x3ff) return "greek";
  if (c >= 0x400 && c <= 0x52f) return "cyrillic";
  if (c >= 0x591 && c <= 0x5ff) return "hebrew";
  if ((c >= 0x600 && c <= 0x6ff) || (c >= 0x750 && c <= 0x77f) || (c >= 0x8a0 && c <= 0x8ff) || (c >= 0xfb50 && c <= 0xfdff) || (c >= 0xfe70 && c <= 0xfeff)) return "arabic";
  if ((c >= 0x900 && c <= 0x97f) || (c >= 0xa8e0 && c <= 0xa8ff)) return "devanagari";
  if (c >= 0xe00 && c <= 0xe7f) return "thai";
  if (c >= 0x1100 && c <= 0x11ff) return "hangul";
  if (c >= 0x1e00 && c <= 0x1eff) return "latin"; // Latin Extended Additional (Vietnamese)
  if (c >= 0x1f00 && c <= 0x1fff) return "greek";
  if (c >= 0xfb1d && c <= 0xfb4f) return "hebrew";
  if (c >= 0x3040 && c <= 0x30ff) return "kana";
  if (c >= 0x31f0 && c <= 0x31ff) return "kana";
  if ((c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0x20000 && c <= 0x3134f)) return "han";
  if ((c >= 0xac00 && c <= 0xd7af) || (c >= 0x3130 && c <= 0x318f)) return "hangul";
  if ((c >= 0x1f000 && c <= 0x1faff) || (c >= 0x2600 && c <= 0x27bf) || c === 0x2b50 || c === 0x2b55 || c === 0x200d || c === 0xfe0f) return "emoji";
  return "common";
}

/** Scripts a shaping engine must draw (joining, conjuncts, marks, right-to-left, no spaces, big glyph sets). */
export const COMPLEX: ReadonlySet<Script> = new Set(["arabic", "hebrew", "devanagari", "thai", "han", "kana", "hangul"]);

/** Dominant script of a text: the most frequent non-common script ("latin" when there is none). */
export function scriptOf(text: string): Script {
  const n = new Map<Script, number>();
  for (const ch of text) {
    const s = scriptOfCodePoint(ch.codePointAt(0)!);
    if (s !== "common" && s !== "emoji") n.set(s, (n.get(s) ?? 0) + 1);
  }
  // Japanese text is mostly Han with some kana: any kana makes it Japanese.
  if (n.has("kana")) return "kana";
  let best: Script = "latin";
  let max = 0;
  for (const [s, k] of n) if (k > max) [best, max] = [s, k];
  return best;
}

/** True when any character of the text needs the shaping path. */
export function needsShaping(text: string): boolean {
  for (const ch of text) if (COMPLEX.has(scriptOfCodePoint(ch.codePointAt(0)!))) return true;
  return false;
}

const RTL_LANGS = new Set(["ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug"]);

/** Base language subtag ("pt-BR" -> "pt"). */
export const baseLang = (lang?: string) => (lang ?? "").toLowerCase().split(/[-_]/)[0];

/**
 * Direction of an ad: from its language when stated, else from the first strong character of its copy
 * (Unicode bidi rule P2), so a pure-Arabic headline with no language set is still right-to-left.
 */
export function directionOf(language: string | undefined, text = ""): "ltr" | "rtl" {
  const b = baseLang(language);
  // An RTL language whose copy holds no RTL letter at all (English copy in an Arabic project) reads LTR.
  if (b && RTL_LANGS.has(b) && text && !/[\u0591-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/.test(text) && /[\p{L}]/u.test(text)) return "ltr";
  if (b) return RTL_LANGS.has(b) ? "rtl" : "ltr";
  for (const ch of text) {
    const s = scriptOfCodePoint(ch.codePointAt(0)!);
    if (s === "arabic" || s === "hebrew") return "rtl";
    if (s !== "common" && s !== "emoji") return "ltr";
  }
  return "ltr";
}

/** BCP 47 language for a text when none is stated (from its dominant script; "en" for Latin). */
export function languageOf(language: string | undefined, text: string): string {
  if (language) return language;
  const s = scriptOf(text);
  const map: Partial<Record<Script, string>> = { cyrillic: "ru", greek: "el", arabic: "ar", hebrew: "he", devanagari: "hi", thai: "th", han: "zh", kana: "ja", hangul: "ko" };
  if (s === "latin" && /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i.test(text)) return "vi";
  return map[s] ?? "en";
}

/**
 * Upper-casing per language: Turkish/Azeri dotted İ, and Greek capitals without accents (tonos and
 * the like are dropped in all-caps Greek; a dialytika that splits a diphthong stays).
 */
export function upperFor(text: string, language?: string): string {
  const b = baseLang(language);
  const up = text.toLocaleUpperCase(b === "tr" || b === "az" || b === "lt" ? b : undefined);
  if (b === "el" || /[\u0370-\u03ff\u1f00-\u1fff]/.test(text)) {
    return up
      .normalize("NFD")
      .replace(/([\u0391-\u03a9])[\u0301\u0300\u0342\u0313\u0314\u0345]+/g, "$1")
      .replace(/[\u0301\u0300\u0342\u0313\u0314\u0345](?=[\u0308])/g, "")
      .normalize("NFC");
  }
  return up;
}

/** Whether a script writes case (uppercase transforms only apply to those). */

// Kinsoku shori (JIS X 4051, simplified): characters that may not start a line, and ones that may not end one.
const NO_START = new Set([..."、。，．,.!?！？：；:;)]}）］｝〕〉》」』】〙〗〟’”｠»ゝゞーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ々〻‐゠–〜～…‥・"]);
const NO_END = new Set([..."([{（［｛〔〈《「『【〘〖〝‘“｟«"]);

/**
 * Break opportunities as tokens: each token is the text between two break points, with the spaces
 * before it kept as `lead` (dropped at the start of a line). Scripts written without spaces (Japanese,
 * Chinese, Thai, Lao, Khmer, Myanmar) break between phrases (BudouX for Japanese, Chinese and Thai),
 * else between Intl.Segmenter's dictionary words; Japanese punctuation follows kinsoku rules.
 */
export type Token = { lead: string; text: string };
export function breakTokens(text: string, language?: string): Token[] {
  const noSpaces = /[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/.test(text);
  if (!noSpaces) {
    const words = text.split(" ").filter(Boolean);
    const out: Token[] = [];
    // A number stays with the word after it ("18 ΩΡΩΝ", "18 घंटे"): no break after a bare number.
    for (const w of words) {
      const prev = out[out.length - 1];
      if (prev && /^[0-9\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u0e50-\u0e59]+$/.test(prev.text) && [...w].length <= 12) prev.text += " " + w;
      else out.push({ lead: out.length ? " " : "", text: w });
    }
    return out;
  }
  const lang = language || (/[\u0e00-\u0e7f]/.test(text) ? "th" : /[\u3040-\u30ff]/.test(text) ? "ja" : "zh");
  const seg = new Intl.Segmenter(lang, { granularity: "word" });
  const tokens: Token[] = [];
  let lead = "";
  const push = (piece: string) => {
    if (/^\s+$/.test(piece)) {
      lead += " ";
      return;
    }
    tokens.push({ lead, text: piece });
    lead = "";
  };
  // Break only where both BudouX's phrases and ICU's dictionary words allow ("コールドブリューの|濃縮液です。",
  // "咖啡豆制成|的|冷萃"); a phrase too long for a line breaks between its words, an unusually long Han word
  // between its characters.
  const words = [...seg.segment(text)].map((s) => s.segment);
  const phraseEnds = new Set<number>();
  let at = 0;
  for (const phrase of phrasesOf(text, lang)) phraseEnds.add((at += phrase.length));
  let chunk: string[] = [];
  let end = 0;
  const flush = () => {
    if (!chunk.length) return;
    const joined = chunk.join("");
    for (const w of [...joined].length > 8 ? chunk : [joined]) {
      for (const p of [...w].length > 8 && /^[\u3400-\u9fff\uf900-\ufaff]+$/.test(w) ? [...w] : [w]) push(p);
    }
    chunk = [];
  };
  for (const w of words) {
    end += w.length;
    if (/^\s+$/.test(w)) {
      flush();
      push(w);
      continue;
    }
    chunk.push(w);
    if (phraseEnds.has(end)) flush();
  }
  flush();
  // Kinsoku: glue no-start characters to the token before, no-end characters to the token after.
  const out: Token[] = [];
  for (const t of tokens) {
    const prev = out[out.length - 1];
    // Japanese: short hiragana (particles, okurigana: "て、", "の", "を") stays with the word before it.
    const particle = lang.startsWith("ja") && /^([をにはがとのもでへてやね]|から|まで|より|ので|には|では|とは|けど)[、。！？]?$/.test(t.text) && /[\u3041-\u30ff\u3400-\u9fff]$/.test(prev?.text ?? "");
    if (prev && !t.lead && (particle || NO_START.has([...t.text][0]) || NO_END.has([...prev.text].slice(-1)[0]))) prev.text += t.text;
    else out.push({ ...t });
  }
  // Latin words inside CJK stay whole: join tokens with no space between two Latin/digit pieces.
  const merged: Token[] = [];
  for (const t of out) {
    const prev = merged[merged.length - 1];
    // ... and a number stays with the counter or unit after it (18時間, 18小时, 3時).
    if (prev && !t.lead && /[A-Za-z0-9]$/.test(prev.text) && /^[A-Za-z0-9]/.test(t.text)) prev.text += t.text;
    else if (prev && !t.lead && /^[0-9０-９]+$/.test(prev.text) && /^[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(t.text)) prev.text += t.text;
    else merged.push(t);
  }
  return merged;
}

const phraseParsers: Partial<Record<string, Parser>> = {};
/** BudouX's phrases for Japanese, Chinese (Simplified or Traditional) and Thai; other languages: the whole text. */
function phrasesOf(text: string, lang: string): string[] {
  const key = lang.startsWith("ja") ? "ja" : lang.startsWith("th") ? "th" : /^(zh-(tw|hk|mo|hant)|yue)/i.test(lang) ? "zh-hant" : lang.startsWith("zh") ? "zh-hans" : "";
  if (!key) return [text];
  const parser = (phraseParsers[key] ??=
    key === "ja" ? loadDefaultJapaneseParser() : key === "th" ? loadDefaultThaiParser() : key === "zh-hant" ? loadDefaultTraditionalChineseParser() : loadDefaultSimplifiedChineseParser());
  return parser.parse(text);
}

/** Grapheme clusters (for truncation that never splits a conjunct, a Thai cluster or an emoji). */
let graphemeSegmenter: Intl.Segmenter | undefined;
export function graphemes(text: string): string[] {
  graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  return [...graphemeSegmenter.segment(text)].map((s) => s.segment);
}

/**
 * Copy as the shipped fonts can draw it: arrows and check marks (absent from every shipped face) become
 * glyphs that exist, whitespace collapses.
 */
export function cleanCopy(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u2190-\u21ff\u27a1\u2794\u279c\u27f6]/g, "»")
    .replace(/[\u2713]/g, "\u2714")
    .replace(/\s+/g, " ")
    .trim();
}
