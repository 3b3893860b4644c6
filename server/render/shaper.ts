/**
 * The text engine for complex scripts: HarfBuzz (harfbuzzjs, WebAssembly) shapes, bidi-js orders runs
 * per the Unicode Bidirectional Algorithm, and each shaped line becomes an SVG of glyph outlines that the
 * designs place like any image. Measurement comes from the same shaper, so fitting is exact.
 *
 * Fonts are the @fontsource packages' WOFF files, split by the packages into unicode-range subsets (the
 * CJK families into ~100 per weight). A subset is read, decompressed and handed to HarfBuzz only when a
 * character of an ad needs it, so a Latin ad loads nothing and a Japanese headline a handful of files.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import bidiFactory from "bidi-js";
import { FALLBACK_SUBSETS, FONTS, NOTO, notoKey, visualWeight, fontWeight, type FontKey, type NotoKey } from "../../remotion/lib/fonts";
import { needsShaping, scriptOfCodePoint, graphemes, type Script } from "../../remotion/lib/script";
import { recordingEngine, setTextEngine, type DrawnLine, type LineOpts, type TextCache, type TextEngine } from "../../remotion/lib/textengine";
import { renderDesign } from "../../remotion/designs/registry";
import { packageDir } from "../paths";
import { cleanCopy } from "../../remotion/lib/kit";
import type { DesignProps } from "./types";

type HB = typeof import("harfbuzzjs");
let hb: HB | undefined;
const bidi = bidiFactory();

/** Loads HarfBuzz (WebAssembly, ~1 MB) once and registers the engine for the designs. */
let ready: Promise<void> | undefined;
let unavailable: string | undefined;
export function initShaper(): Promise<void> {
  ready ??= (async () => {
    try {
      hb = await import("harfbuzzjs");
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

// ---------------------------------------------------------------------------------------------------
// Fonts: fontsource CSS -> subsets (file + unicode ranges) -> HarfBuzz fonts, loaded on first use.

type Loaded = { font: InstanceType<HB["Font"]>; upem: number; cmap: Set<number>; asc: number; desc: number; id: number; bytes: number };
type Subset = { name: string; file: string; ranges: [number, number][]; loaded?: Loaded | null };
type Family = { pkg: string; weight: number; subsets: Subset[] };

const families = new Map<string, Family>();
let nextFontId = 0;

/** WOFF 1.0 -> plain sfnt (HarfBuzz reads only sfnt): each table is zlib-compressed on its own. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not 'wOFF'
  const flavor = woff.readUInt32BE(4);
  const n = woff.readUInt16BE(12);
  const tables: { tag: number; data: Buffer; checksum: number }[] = [];
  for (let i = 0; i < n; i++) {
    const e = 44 + i * 20;
    const tag = woff.readUInt32BE(e);
    const off = woff.readUInt32BE(e + 4);
    const comp = woff.readUInt32BE(e + 8);
    const orig = woff.readUInt32BE(e + 12);
    const raw = woff.subarray(off, off + comp);
    tables.push({ tag, data: comp < orig ? zlib.inflateSync(raw) : Buffer.from(raw), checksum: woff.readUInt32BE(e + 16) });
  }
  let size = 12 + 16 * n;
  for (const t of tables) size += (t.data.length + 3) & ~3;
  const out = Buffer.alloc(size);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(n, 4);
  let p2 = 1, log = 0;
  while (p2 * 2 <= n) (p2 *= 2), log++;
  out.writeUInt16BE(p2 * 16, 6);
  out.writeUInt16BE(log, 8);
  out.writeUInt16BE(n * 16 - p2 * 16, 10);
  let off = 12 + 16 * n;
  tables.forEach((t, i) => {
    const d = 12 + i * 16;
    out.writeUInt32BE(t.tag, d);
    out.writeUInt32BE(t.checksum, d + 4);
    out.writeUInt32BE(off, d + 8);
    out.writeUInt32BE(t.data.length, d + 12);
    t.data.copy(out, off);
    off += (t.data.length + 3) & ~3;
  });
  return out;
}

function parseRanges(s: string): [number, number][] {
  return s.split(",").map((r) => {
    const [a, b] = r.trim().replace(/^U\+/i, "").split("-");
    const lo = parseInt(a.replace(/\?/g, "0"), 16);
    const hi = b ? parseInt(b, 16) : parseInt(a.replace(/\?/g, "f"), 16);
    return [lo, hi] as [number, number];
  });
}

function availableWeights(pkg: string): number[] {
  const dir = packageDir(`@fontsource/${pkg}`);
  return [100, 200, 300, 400, 500, 600, 700, 800, 900].filter((w) => fs.existsSync(path.join(dir, `${w}.css`)));
}

/** Subsets of one package at one weight, from its `<weight>.css` (file names and unicode-range). */
function family(pkg: string, weight: number): Family {
  const key = `${pkg}@${weight}`;
  let f = families.get(key);
  if (f) return f;
  const ws = availableWeights(pkg);
  const w = ws.reduce((best, x) => (Math.abs(x - weight) < Math.abs(best - weight) ? x : best), ws[0] ?? 400);
  const dir = packageDir(`@fontsource/${pkg}`);
  const css = fs.readFileSync(path.join(dir, `${w}.css`), "utf8");
  const subsets: Subset[] = [];
  for (const block of css.split("@font-face").slice(1)) {
    const file = /url\(\.\/files\/([^)]+?)\.woff2\)/.exec(block)?.[1];
    const name = /\/\* (.+?) \*\//.exec(block)?.[1] ?? "";
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file) continue;
    subsets.push({ name, file: path.join(dir, "files", `${file}.woff`), ranges: range ? parseRanges(range) : [[0, 0x10ffff]] });
  }
  // The packages list the Latin subset last; look up in the order given except for that.
  f = { pkg, weight: w, subsets };
  families.set(key, f);
  return f;
}

function load(s: Subset): Loaded | null {
  if (s.loaded !== undefined) return s.loaded;
  try {
    const bytes = woffToSfnt(fs.readFileSync(s.file));
    const face = new hb!.Face(new hb!.Blob(bytes));
    const font = new hb!.Font(face);
    const ext = font.hExtents();
    s.loaded = { font, upem: face.upem, cmap: new Set(face.collectUnicodes()), asc: ext.ascender / face.upem, desc: -ext.descender / face.upem, id: nextFontId++, bytes: bytes.length };
  } catch {
    s.loaded = null;
  }
  return s.loaded;
}

const inRange = (s: Subset, cp: number) => s.ranges.some(([a, b]) => cp >= a && cp <= b);

/** The subset of a family that has a glyph for every code point of a cluster (undefined when none has). */
function findIn(fam: Family, cps: number[], only?: (s: Subset) => boolean): { sub: Subset; f: Loaded } | undefined {
  for (const s of fam.subsets) {
    if (only && !only(s)) continue;
    if (!inRange(s, cps[0])) continue;
    const f = load(s);
    if (f && cps.every((c) => f.cmap.has(c) || c === 0x200d || c === 0xfe0f || c === 0x200c)) return { sub: s, f };
  }
  return undefined;
}

const notoFamily = (k: NotoKey, weight: number) => family(NOTO[k].pkg, weight);
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

const EMOJI_RE = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const isEmoji = (g: string) => EMOJI_RE.test(g) && !/^[\u00a9\u00ae\u2122]$/.test(g);

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

/** Rule L2 of the bidi algorithm on runs: reverse every maximal sequence at each level from the highest down to the lowest odd one. */
function visualOrder<T extends { level: number }>(runs: T[]): T[] {
  const out = runs.slice();
  const max = Math.max(0, ...out.map((r) => r.level));
  const minOdd = Math.min(...out.map((r) => r.level).filter((l) => l % 2 === 1), 99);
  for (let lvl = max; lvl >= minOdd && lvl > 0; lvl--) {
    for (let i = 0; i < out.length; ) {
      if (out[i].level >= lvl) {
        let j = i;
        while (j < out.length && out[j].level >= lvl) j++;
        const rev = out.slice(i, j).reverse();
        out.splice(i, j - i, ...rev);
        i = j;
      } else i++;
    }
  }
  return out;
}

type Glyph = { f: Loaded; gid: number; x: number; y: number } | { emoji: string; x: number };
type Shaped = { glyphs: Glyph[]; width: number; asc: number; desc: number };

const EMOJI_ADVANCE = 1.08; // em: Twemoji squares sit with a little air, as satori draws them

function shapeRun(r: Run, lang?: string): { glyphs: Glyph[]; advance: number } {
  if (r.emoji) return { glyphs: [{ emoji: r.text, x: 0.04 }], advance: EMOJI_ADVANCE };
  if (!r.f) return { glyphs: [], advance: 0 };
  const buf = new hb!.Buffer();
  buf.addText(r.text);
  buf.setDirection(r.level % 2 ? hb!.Direction.RTL : hb!.Direction.LTR);
  if (lang) buf.setLanguage(lang);
  buf.guessSegmentProperties();
  hb!.shape(r.f.font, buf);
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

let twemojiDir: string | undefined;
const emojiCache = new Map<string, string | null>();
/** Twemoji SVG (from @twemoji/svg) for an emoji cluster, as a data URI; null when there is none. */
export function twemojiFor(g: string): string | null {
  if (emojiCache.has(g)) return emojiCache.get(g)!;
  twemojiDir ??= packageDir("@twemoji/svg");
  const cps = [...g].map((ch) => ch.codePointAt(0)!.toString(16));
  let uri: string | null = null;
  for (const name of [cps.join("-"), cps.filter((c) => c !== "fe0f").join("-")]) {
    const file = path.join(twemojiDir, `${name}.svg`);
    if (fs.existsSync(file)) {
      uri = "data:image/svg+xml;base64," + fs.readFileSync(file).toString("base64");
      break;
    }
  }
  emojiCache.set(g, uri);
  return uri;
}

/** The body of a Twemoji SVG (its 36x36 drawing without the outer <svg> element). */
function twemojiInner(g: string): string | null {
  const uri = twemojiFor(g);
  if (!uri) return null;
  const svg = Buffer.from(uri.slice(uri.indexOf(",") + 1), "base64").toString("utf8");
  return svg.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
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
// Safety net and HTML fonts.

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

/** Runs the design once with a recording engine: the shaped text a browser (Remotion) replays. */
export async function shapedTextCache(props: DesignProps): Promise<TextCache> {
  await initShaper();
  const cache: TextCache = {};
  setTextEngine(recordingEngine(engine, cache));
  try {
    renderDesign({ ...props, t: undefined });
  } finally {
    setTextEngine(engine);
  }
  return cache;
}

/** The safety net for one ad: missing characters over all its copy slots and the wordmark. */
export async function missingGlyphs(props: DesignProps): Promise<string[]> {
  const texts = Object.values(props.copy ?? {}).map(cleanCopy);
  if (!props.brand.logo && props.brand.name) texts.push(cleanCopy(props.brand.name));
  return missingGlyphsIn(texts, props.language);
}

/**
 * @font-face rules (WOFF as data URIs, with their unicode-range) for the Noto subsets a text needs, so a
 * browser showing the HTML document shapes complex scripts itself with the same fonts.
 */
export function notoFontFaceCss(text: string, lang?: string, weights: number[] = [400, 700, 800]): string {
  const rules: string[] = [];
  const seen = new Set<string>();
  for (const g of graphemes(text)) {
    const cp = g.codePointAt(0)!;
    const k = notoKey(scriptOfCodePoint(cp), lang);
    if (!k) continue;
    for (const w of weights) {
      const fam = notoFamily(k, w);
      const sub = fam.subsets.find((x) => inRange(x, cp));
      if (!sub || seen.has(sub.file)) continue;
      seen.add(sub.file);
      const ranges = sub.ranges.map(([a, b]) => (a === b ? `U+${a.toString(16)}` : `U+${a.toString(16)}-${b.toString(16)}`)).join(",");
      rules.push(`@font-face{font-family:"${NOTO[k].family}";font-weight:${fam.weight};font-style:normal;unicode-range:${ranges};src:url(data:font/woff;base64,${fs.readFileSync(sub.file).toString("base64")}) format("woff");}`);
    }
  }
  return rules.join("\n");
}

/** Fonts loaded so far (for memory checks). */
export function loadedFontStats(): { subsets: number; bytes: number } {
  let subsets = 0;
  let bytes = 0;
  for (const f of families.values()) for (const s of f.subsets) if (s.loaded) (subsets++, (bytes += s.loaded.bytes));
  return { subsets, bytes };
}
