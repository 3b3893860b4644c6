/** The font families shipped with the project (@fontsource packages) and how a brand's font direction maps to them. */
export type FontKey =
  | "inter" | "space-grotesk" | "bebas-neue" | "anton" | "archivo-black" | "playfair-display" | "dm-serif-display" | "caveat";

/** `subsets`: the face's own fontsource subsets beyond Latin that are given to satori (registered as "<family> <subset>"). */
export type FontSpec = { key: FontKey; family: string; weights: number[]; uppercase?: boolean; lineHeight: number; subsets?: string[] };

export const FONTS: Record<FontKey, FontSpec> = {
  inter: { key: "inter", family: "Inter", weights: [400, 600, 800], lineHeight: 1.18 },
  "space-grotesk": { key: "space-grotesk", family: "Space Grotesk", weights: [500, 700], lineHeight: 1.12, subsets: ["latin-ext", "vietnamese"] },
  "bebas-neue": { key: "bebas-neue", family: "Bebas Neue", weights: [400], uppercase: true, lineHeight: 0.98, subsets: ["latin-ext"] },
  anton: { key: "anton", family: "Anton", weights: [400], uppercase: true, lineHeight: 1.08, subsets: ["latin-ext"] },
  "archivo-black": { key: "archivo-black", family: "Archivo Black", weights: [400], lineHeight: 1.08, subsets: ["latin-ext"] },
  "playfair-display": { key: "playfair-display", family: "Playfair Display", weights: [400, 700], lineHeight: 1.14, subsets: ["latin-ext", "cyrillic", "vietnamese"] },
  "dm-serif-display": { key: "dm-serif-display", family: "DM Serif Display", weights: [400], lineHeight: 1.1, subsets: ["latin-ext"] },
  caveat: { key: "caveat", family: "Caveat", weights: [700], lineHeight: 1.05, subsets: ["latin-ext", "cyrillic", "cyrillic-ext"] },
};

/** Closest shipped weight for a requested one. */
export function fontWeight(key: FontKey, wanted: number): number {
  const ws = FONTS[key].weights;
  return ws.reduce((best, w) => (Math.abs(w - wanted) < Math.abs(best - wanted) ? w : best), ws[0]);
}

/**
 * Weight of another family that looks like this face at this weight (a condensed display face set at
 * 400 reads as bold): used when a face lacks the text's script and Inter or a Noto family stands in.
 */
export function visualWeight(key: FontKey, weight: number): number {
  const heavy: Partial<Record<FontKey, number>> = { "bebas-neue": 700, anton: 800, "archivo-black": 900, "dm-serif-display": 600, caveat: 600 };
  return Math.max(weight, heavy[key] ?? weight);
}

/** Maps free-text font direction ("serif", "geometric sans", "condensed display", "handwritten") to a display face. */
export function displayFontFor(direction: string | undefined, fallback: FontKey): FontKey {
  const d = (direction ?? "").toLowerCase();
  if (!d.trim()) return fallback;
  if (/hand|script|marker|casual|playful|scribble|note/.test(d)) return "caveat";
  if (/condensed|compressed|narrow|tall/.test(d)) return /impact|heavy|poster/.test(d) ? "anton" : "bebas-neue";
  if (/impact|poster|loud|sport/.test(d)) return "anton";
  if (/black|chunky|heavy|fat|bold display|grotesque/.test(d)) return "archivo-black";
  if (/didone|luxury|elegant|editorial|fashion|high.contrast/.test(d)) return "playfair-display";
  if (/serif/.test(d) && !/sans/.test(d)) return /modern|display/.test(d) ? "dm-serif-display" : "playfair-display";
  if (/geometric|tech|futur|modern|grotesk/.test(d)) return "space-grotesk";
  if (/sans|neutral|clean|minimal|swiss|humanist/.test(d)) return "inter";
  if (/display/.test(d)) return "bebas-neue";
  return fallback;
}

/** Body face that pairs with a display face. */
export function bodyFontFor(display: FontKey): FontKey {
  return display === "space-grotesk" ? "space-grotesk" : "inter";
}

/** Inter subsets registered as separate fallback families ("Inter cyrillic", ...) for glyphs a face lacks. */
export const FALLBACK_SUBSETS = ["latin-ext", "cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"] as const;
export function fontStack(key: FontKey): string {
  const fallbacks = FALLBACK_SUBSETS.map((s) => `Inter ${s}`).join(", ");
  const own = (FONTS[key].subsets ?? []).map((s) => `${FONTS[key].family} ${s}`).join(", ");
  return key === "inter" ? `Inter, ${fallbacks}` : `${FONTS[key].family}, ${own ? own + ", " : ""}Inter, ${fallbacks}`;
}

/** A Noto Sans family and its @fontsource package, which fontsource names after the family ("Noto Sans JP": noto-sans-jp). */
const notoSans = (name: string) => ({ family: `Noto Sans ${name}`, pkg: `noto-sans-${name.toLowerCase()}` });

/** Noto families for the scripts no display face covers (@fontsource/noto-sans-*), loaded only when an ad needs them. */
export const NOTO = {
  arabic: notoSans("Arabic"),
  hebrew: notoSans("Hebrew"),
  devanagari: notoSans("Devanagari"),
  thai: notoSans("Thai"),
  jp: notoSans("JP"),
  sc: notoSans("SC"),
  tc: notoSans("TC"),
  kr: notoSans("KR"),
};
export type NotoKey = keyof typeof NOTO;

/** Noto family for a script; Han follows the language (Japanese kanji in the JP face, Korean hanja in KR). */
export function notoKey(script: string, lang?: string): NotoKey | undefined {
  const b = (lang ?? "").toLowerCase().split(/[-_]/)[0];
  if (script === "arabic" || script === "hebrew" || script === "devanagari" || script === "thai") return script;
  if (script === "kana") return "jp";
  if (script === "hangul") return "kr";
  if (script === "han") {
    if (b === "ja") return "jp";
    if (b === "ko") return "kr";
    // Traditional Chinese (Taiwan, Hong Kong, Macau, or the Hant script subtag) in the TC glyph forms.
    return /^(zh|yue)([-_](hant|tw|hk|mo)\b|[-_]\w+[-_](tw|hk|mo)\b)/i.test(lang ?? "") || b === "yue" ? "tc" : "sc";
  }
  return undefined;
}
export function notoFamily(script: string, lang?: string): string {
  const k = notoKey(script, lang);
  return k ? NOTO[k].family : "Noto Sans";
}
