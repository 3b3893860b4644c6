/** Font bytes for satori (woff from the @fontsource packages shipped with the project) and @font-face CSS for HTML. */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { FONTS, type FontKey } from "../../remotion/lib/fonts";

const require = createRequire(import.meta.url);

export type SatoriFont = { name: string; data: Buffer; weight: 400 | 500 | 600 | 700 | 800; style: "normal" };

function fontFile(key: FontKey, weight: number): string {
  const pkgDir = path.dirname(require.resolve(`@fontsource/${key}/package.json`));
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
  cache = out;
  return out;
}

/** @font-face rules with the fonts embedded as data URIs (self-contained HTML documents). */
export function fontFaceCss(families?: Set<string>): string {
  return satoriFonts()
    .filter((f) => !families || families.has(f.name))
    .map((f) => `@font-face{font-family:"${f.name}";font-weight:${f.weight};font-style:normal;src:url(data:font/woff;base64,${f.data.toString("base64")}) format("woff");}`)
    .join("\n");
}
