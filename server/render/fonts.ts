/** Font bytes for satori (woff from the @fontsource packages shipped with the project) and @font-face CSS for HTML. */
import fs from "node:fs";
import path from "node:path";
import { FALLBACK_SUBSETS, FONTS, type FontKey } from "../../remotion/lib/fonts";
import { packageDir } from "../paths";


export type SatoriFont = { name: string; data: Buffer; weight: 400 | 500 | 600 | 700 | 800; style: "normal"; fallback?: boolean };

function fontFile(key: FontKey, weight: number): string {
  const pkgDir = packageDir(`@fontsource/${key}`);
  return path.join(pkgDir, "files", `${key}-latin-${weight}-normal.woff`);
}

let cache: SatoriFont[] | null = null;
export function satoriFonts(): SatoriFont[] {
  if (cache) return cache;
  const out: SatoriFont[] = [];
  for (const spec of Object.values(FONTS)) {
    for (const w of spec.weights) {
      out.push({ name: spec.family, data: fs.readFileSync(fontFile(spec.key, w)), weight: w as SatoriFont["weight"], style: "normal" });
    }
  }
  // A face's own subsets beyond Latin (Latin Extended, Cyrillic, Vietnamese where it has them), as
  // "<family> <subset>" in its font stack: the face keeps its voice for those scripts.
  for (const spec of Object.values(FONTS)) {
    for (const sub of spec.subsets ?? []) {
      for (const w of spec.weights) {
        const file = fontFile(spec.key, w).replace("-latin-", `-${sub}-`);
        if (fs.existsSync(file)) out.push({ name: `${spec.family} ${sub}`, data: fs.readFileSync(file), weight: w as SatoriFont["weight"], style: "normal", fallback: true });
      }
    }
  }
  // Fallback glyphs for every family: Inter's Latin Extended, Cyrillic, Greek and Vietnamese subsets
  // (satori falls back through the whole font list when a face lacks a glyph).
  for (const sub of FALLBACK_SUBSETS) {
    for (const w of [400, 600, 800]) {
      const file = fontFile("inter", w).replace("-latin-", `-${sub}-`);
      if (fs.existsSync(file)) out.push({ name: `Inter ${sub}`, data: fs.readFileSync(file), weight: w as SatoriFont["weight"], style: "normal", fallback: true });
    }
  }
  cache = out;
  return out;
}

/** @font-face rules with the fonts embedded as data URIs (self-contained HTML documents). */
export function fontFaceCss(families?: Set<string>, withFallbacks = false): string {
  return satoriFonts()
    .filter((f) => (f.fallback ? withFallbacks : !families || families.has(f.name)))
    .map((f) => `@font-face{font-family:"${f.name}";font-weight:${f.weight};font-style:normal;src:url(data:font/woff;base64,${f.data.toString("base64")}) format("woff");}`)
    .join("\n");
}
