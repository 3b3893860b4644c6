/**
 * Fonts for the shaper: the @fontsource packages' CSS gives each family's subsets (file + unicode ranges);
 * a subset's WOFF is decompressed and handed to HarfBuzz on first use only.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { NOTO, notoKey, type NotoKey } from "../../remotion/lib/fonts";
import { graphemes, scriptOfCodePoint } from "../../remotion/lib/script";
import { packageDir } from "../paths";

type HB = typeof import("harfbuzzjs");
let hb: HB | undefined;

/** Loads HarfBuzz (WebAssembly, ~1 MB); throws when it cannot. */
export async function loadHarfBuzz(): Promise<void> {
  hb = await import("harfbuzzjs");
}

/** HarfBuzz, once loadHarfBuzz() succeeded (the shaper is not used before). */
export function harfBuzz(): HB {
  if (!hb) throw new Error("HarfBuzz is not loaded");
  return hb;
}

export type Loaded = { font: InstanceType<HB["Font"]>; upem: number; cmap: Set<number>; asc: number; desc: number; id: number; bytes: number };
export type Subset = { name: string; file: string; ranges: [number, number][]; loaded?: Loaded | null };
export type Family = { pkg: string; weight: number; subsets: Subset[] };

const families = new Map<string, Family>();
let nextFontId = 0;

/** WOFF 1.0 -> plain sfnt (HarfBuzz reads only sfnt): each table is zlib-compressed on its own. */
function woffToSfnt(woff: Buffer): Buffer {
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
export function family(pkg: string, weight: number): Family {
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
    const hb = harfBuzz();
    const face = new hb.Face(new hb.Blob(bytes));
    const font = new hb.Font(face);
    const ext = font.hExtents();
    s.loaded = { font, upem: face.upem, cmap: new Set(face.collectUnicodes()), asc: ext.ascender / face.upem, desc: -ext.descender / face.upem, id: nextFontId++, bytes: bytes.length };
  } catch {
    s.loaded = null;
  }
  return s.loaded;
}

const inRange = (s: Subset, cp: number) => s.ranges.some(([a, b]) => cp >= a && cp <= b);

/** The subset of a family that has a glyph for every code point of a cluster (undefined when none has). */
export function findIn(fam: Family, cps: number[], only?: (s: Subset) => boolean): { sub: Subset; f: Loaded } | undefined {
  for (const s of fam.subsets) {
    if (only && !only(s)) continue;
    if (!inRange(s, cps[0])) continue;
    const f = load(s);
    if (f && cps.every((c) => f.cmap.has(c) || c === 0x200d || c === 0xfe0f || c === 0x200c)) return { sub: s, f };
  }
  return undefined;
}

export const notoFamily = (k: NotoKey, weight: number) => family(NOTO[k].pkg, weight);
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
