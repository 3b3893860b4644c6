/**
 * The text engine for complex scripts: HarfBuzz (harfbuzzjs, WebAssembly) shapes, bidi-js orders runs
 * per the Unicode Bidirectional Algorithm, and each shaped line becomes an SVG of glyph outlines that the
 * designs place like any image. Measurement comes from the same shaper, so fitting is exact.
 *
 * Fonts are the @fontsource packages' WOFF files, split by the packages into unicode-range subsets (the
 * CJK families into ~100 per weight). A subset is read, decompressed and handed to HarfBuzz only when a
 * character of an ad needs it, so a Latin ad loads nothing and a Japanese headline a handful of files.
 */
import path from "node:path";
import bidiFactory from "bidi-js";
import { FALLBACK_SUBSETS, FONTS, NOTO, notoKey, visualWeight, fontWeight, type FontKey, type NotoKey } from "../../remotion/lib/fonts";
import { needsShaping, scriptOfCodePoint, graphemes, type Script } from "../../remotion/lib/script";
import { recordingEngine, setTextEngine, type DrawnLine, type LineOpts, type TextCache, type TextEngine } from "../../remotion/lib/textengine";
import { renderDesign } from "../../remotion/designs/registry";
import { cleanCopy } from "../../remotion/lib/script";
import { family, findIn, harfBuzz, loadHarfBuzz, notoFamily, type Family, type Loaded, type Subset } from "./font-subsets";
import { visualOrder } from "./bidi-order";
import { isEmoji, twemojiFor, twemojiInner } from "./emoji";
import type { DesignProps } from "./types";

const bidi = bidiFactory();

/** Loads HarfBuzz (WebAssembly, ~1 MB) once and registers the engine for the designs. */
let ready: Promise<void> | undefined;
let unavailable: string | undefined;
export function initShaper(): Promise<void> {
  ready ??= (async () => {
    try {
      await loadHarfBuzz();
      setTextEngine(engine);
    } catch (e) {
      // Latin, Cyrillic and Greek ads still render through satori; complex scripts are refused by
      // missingGlyphs() with this reason instead of showing boxes.
      unavailable = `text shaping engine unavailable (${(e as Error).message})`;
      console.error(`[render] ${unavailable}`);
    }
  })();
  return ready;
}

const faceFamily = (font: FontKey, weight: number) => family(font, fontWeight(font, weight));
const interFamily = (weight: number) => family("inter", fontWeight("inter", weight));

// ---------------------------------------------------------------------------------------------------
// Coverage as satori sees it: a design face is given to satori as its Latin subset only; Inter with its
// Latin Extended, Cyrillic, Greek and Vietnamese subsets.

const satoriSubsets = (font: FontKey) => {
  const given = new Set(["latin", ...(font === "inter" ? FALLBACK_SUBSETS : FONTS[font].subsets ?? [])]);
  return (s: Subset) => given.has(/-([a-z-]+?)-\d+-normal\.woff$/.exec(path.basename(s.file).slice(font.length))?.[1] ?? "");
};

function covers(font: FontKey, text: string): boolean {
  const fam = faceFamily(font, FONTS[font].weights[0]);
  for (const g of graphemes(text)) {
    const cps = [...g].map((ch) => ch.codePointAt(0)!);
    if (cps[0] <= 0x20 || isEmoji(g)) continue;
    if (!findIn(fam, cps, satoriSubsets(font))) return false;
  }
  return true;
}


// ---------------------------------------------------------------------------------------------------
// Itemisation: clusters -> (font, bidi level) runs.

type Run = { text: string; level: number; f?: Loaded; emoji?: boolean; lang?: string };

/**
 * Font for one cluster: its script's Noto family for complex scripts; the design face for Latin and for
 * common characters it has; Inter for Cyrillic, Greek, Vietnamese and anything the face lacks; then the
 * surrounding script's Noto family; finally any family that has the glyph.
 */
function fontFor(cps: number[], script: Script, ctx: Script, font: FontKey, weight: number, lang?: string): Loaded | undefined {
  const vw = visualWeight(font, weight);
  const order: Family[] = [];
  // As Chromium resolves the font stack "<face>, Inter, <Noto family>": common characters (spaces,
  // digits, punctuation) come from the face when it has them, so the HTML document and the still agree.
  if (script === "common") {
    order.push(faceFamily(font, weight), interFamily(vw));
    const nk = notoKey(ctx, lang);
    if (nk) order.push(notoFamily(nk, vw));
    const hint = notoKey("han", lang);
    if (hint) order.push(notoFamily(hint, vw));
  } else {
    const nk = notoKey(script, lang);
    if (nk) order.push(notoFamily(nk, vw));
    order.push(faceFamily(font, weight), interFamily(vw));
  }
  for (const fam of order) {
    const hit = findIn(fam, cps);
    if (hit) return hit.f;
  }
  for (const k of Object.keys(NOTO) as NotoKey[]) {
    const hit = findIn(notoFamily(k, vw), cps);
    if (hit) return hit.f;
  }
  return undefined;
}

function itemize(text: string, font: FontKey, weight: number, o: LineOpts): Run[] {
  const { levels } = bidi.getEmbeddingLevels(text, o.dir);
  const runs: Run[] = [];
  let idx = 0;
  let ctx: Script = "latin";
  // Context script for common characters: the previous strong script, or the next one at the start.
  for (const ch of text) {
    const sc = scriptOfCodePoint(ch.codePointAt(0)!);
    if (sc !== "common" && sc !== "emoji") {
      ctx = sc;
      break;
    }
  }
  for (const g of graphemes(text)) {
    const cps = [...g].map((ch) => ch.codePointAt(0)!);
    const level = levels[idx];
    idx += g.length;
    const emoji = isEmoji(g);
    const sc = emoji ? "emoji" : scriptOfCodePoint(cps[0]);
    if (sc !== "common" && sc !== "emoji") ctx = sc;
    const f = emoji ? undefined : fontFor(cps, sc, ctx, font, weight, o.lang);
    const last = runs[runs.length - 1];
    if (last && !emoji && !last.emoji && last.level === level && last.f === f) last.text += g;
    else runs.push({ text: g, level, f, emoji });
  }
  return runs;
}

type Glyph = { f: Loaded; gid: number; x: number; y: number } | { emoji: string; x: number };
type Shaped = { glyphs: Glyph[]; width: number; asc: number; desc: number };

const EMOJI_ADVANCE = 1.08; // em: Twemoji squares sit with a little air, as satori draws them

function shapeRun(r: Run, lang?: string): { glyphs: Glyph[]; advance: number } {
  if (r.emoji) return { glyphs: [{ emoji: r.text, x: 0.04 }], advance: EMOJI_ADVANCE };
  if (!r.f) return { glyphs: [], advance: 0 };
  const hb = harfBuzz();
  const buf = new hb.Buffer();
  buf.addText(r.text);
  buf.setDirection(r.level % 2 ? hb.Direction.RTL : hb.Direction.LTR);
  if (lang) buf.setLanguage(lang);
  buf.guessSegmentProperties();
  hb.shape(r.f.font, buf);
  const infos = buf.getGlyphInfos();
  const pos = buf.getGlyphPositions();
  const u = r.f.upem;
  let x = 0;
  const glyphs: Glyph[] = [];
  infos.forEach((g, i) => {
    glyphs.push({ f: r.f!, gid: g.codepoint, x: x + pos[i].xOffset / u, y: pos[i].yOffset / u });
    x += pos[i].xAdvance / u;
  });
  return { glyphs, advance: x };
}

const shapeCache = new Map<string, Shaped>();

/** Shapes a line at 1 px/em (positions in em), visual order, left to right. */
function shapeLine(text: string, font: FontKey, weight: number, o: LineOpts): Shaped {
  const key = `${font}|${weight}|${o.lang ?? ""}|${o.dir}|${text}`;
  const hit = shapeCache.get(key);
  if (hit) return hit;
  const runs = visualOrder(itemize(text, font, weight, o));
  const glyphs: Glyph[] = [];
  let x = 0;
  let asc = 0;
  let desc = 0;
  for (const r of runs) {
    const s = shapeRun(r, o.lang);
    for (const g of s.glyphs) glyphs.push({ ...g, x: g.x + x });
    x += s.advance;
    if (r.f) (asc = Math.max(asc, r.f.asc)), (desc = Math.max(desc, r.f.desc));
  }
  const out = { glyphs, width: x, asc: asc || 0.9, desc: desc || 0.25 };
  if (shapeCache.size > 5000) shapeCache.clear();
  shapeCache.set(key, out);
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Drawing: glyph outlines as SVG paths (deduplicated with <defs>/<use>), emoji as Twemoji images.

const pathCache = new Map<string, string>();
function glyphPath(f: Loaded, gid: number): string {
  const key = `${f.id}:${gid}`;
  let d = pathCache.get(key);
  if (d === undefined) {
    d = f.font.glyphToPath(gid);
    if (pathCache.size > 20000) pathCache.clear();
    pathCache.set(key, d);
  }
  return d;
}

const escAttr = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);

function draw(text: string, font: FontKey, weight: number, size: number, color: string, o: LineOpts): DrawnLine {
  const s = shapeLine(text, font, weight, o);
  const width = Math.max(1, Math.ceil(s.width * size));
  // Room for stacked marks (Thai, Vietnamese) and descenders; the row centres the image.
  const height = Math.ceil(size * Math.max(1.8, (s.asc + s.desc) * 1.3));
  const baseline = height / 2 + ((s.asc - s.desc) / 2) * size;
  const defs = new Map<string, string>();
  const uses: string[] = [];
  for (const g of s.glyphs) {
    if ("emoji" in g) {
      // Inlined as a nested <svg> (resvg draws no <image> inside an image).
      const inner = twemojiInner(g.emoji);
      if (inner) uses.push(`<svg x="${(g.x * size).toFixed(2)}" y="${(baseline - size * 0.9).toFixed(2)}" width="${size.toFixed(2)}" height="${size.toFixed(2)}" viewBox="0 0 36 36">${inner}</svg>`);
      continue;
    }
    const id = `g${g.f.id}_${g.gid}`;
    if (!defs.has(id)) {
      const d = glyphPath(g.f, g.gid);
      if (!d) continue;
      defs.set(id, `<path id="${id}" d="${d}"/>`);
    }
    const k = size / g.f.upem;
    uses.push(`<use href="#${id}" transform="translate(${(g.x * size).toFixed(2)} ${(baseline - g.y * size).toFixed(2)}) scale(${k.toFixed(5)} ${(-k).toFixed(5)})"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${[...defs.values()].join("")}</defs><g fill="${escAttr(color)}">${uses.join("")}</g></svg>`;
  return { src: "data:image/svg+xml;base64," + Buffer.from(svg).toString("base64"), width, height };
}

function measure(text: string, font: FontKey, weight: number, size: number, o: LineOpts): number {
  const w = shapeLine(text, font, weight, o).width * size;
  // satori applies letter spacing after every character; shaped lines never get tracking.
  return o.tracking && !needsShaping(text) ? w + o.tracking * size * [...text].length : w;
}

export const engine: TextEngine = { measure, covers, draw };

// ---------------------------------------------------------------------------------------------------
// Safety net.

/**
 * Characters of a text that no shipped font can draw (and emoji without Twemoji art). An ad whose copy
 * has any must not be delivered: it would show missing-glyph boxes.
 */
export async function missingGlyphsIn(texts: string[], lang?: string): Promise<string[]> {
  await initShaper();
  const missing = new Set<string>();
  if (unavailable) {
    for (const t of texts) for (const g of graphemes(t)) if (needsShaping(g)) missing.add(g);
    return [...missing];
  }
  for (const t of texts) {
    for (const g of graphemes(t.normalize("NFC"))) {
      const cps = [...g].map((ch) => ch.codePointAt(0)!);
      if (cps[0] <= 0x20 || /^\s+$/u.test(g) || /^[\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]+$/.test(g)) continue;
      if (isEmoji(g)) {
        if (!twemojiFor(g)) missing.add(g);
        continue;
      }
      const sc = scriptOfCodePoint(cps[0]);
      if (!fontFor(cps, sc, sc === "common" ? "latin" : sc, "inter", 400, lang)) missing.add(g);
    }
  }
  return [...missing];
}

/**
 * Runs the design once with a recording engine: the shaped text a browser (Remotion) replays. A video is
 * recorded as a frame (t = 0), whose tree also holds the end card's text (remotion/lib/endcard.tsx).
 */
export async function shapedTextCache(props: DesignProps): Promise<TextCache> {
  await initShaper();
  const cache: TextCache = {};
  setTextEngine(recordingEngine(engine, cache));
  try {
    renderDesign({ ...props, t: props.output === "video" ? 0 : undefined });
  } finally {
    setTextEngine(engine);
  }
  return cache;
}

/** The texts an ad draws, by name: its copy slots, and its name (`brand`) where no logo stands in for it. */
export const drawnTexts = (props: Pick<DesignProps, "copy" | "brand">): Record<string, string> => ({
  ...props.copy,
  ...(!props.brand.logo && props.brand.name ? { brand: props.brand.name } : {}),
});

/** Of named texts, those with characters no shipped font can draw, and those characters. */
export async function missingGlyphsByText(texts: Record<string, string>, lang?: string): Promise<{ text: string; missing: string[] }[]> {
  const found = await Promise.all(Object.entries(texts).map(async ([text, words]) => ({ text, missing: await missingGlyphsIn([cleanCopy(words)], lang) })));
  return found.filter((f) => f.missing.length > 0);
}

/** The safety net for one ad: missing characters over all its copy slots and the wordmark. */
export async function missingGlyphs(props: DesignProps): Promise<string[]> {
  return [...new Set((await missingGlyphsByText(drawnTexts(props), props.language)).flatMap((f) => f.missing))];
}
