/**
 * The copy contact sheet: every style with the copy adlab writes itself (English, Spanish, Japanese)
 * and with a long exact headline (as long as the style's primary slot allows, plus a CTA), rendered
 * through the real copywriter and still renderer into docs/copy-sheet.png. Under each tile: where each
 * slot came from.
 *   npx tsx scripts/copy-sheet.ts [--only <substring>] [--out <file>]
 */
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { writeCopy, type CopyBrief } from "../server/generation/copy";
import { primarySlot } from "../shared/copy/slots";
import { languageOf } from "../server/language/detect";
import { PLACEMENTS, type Placement } from "../shared/placements";
import { renderStill } from "../server/render/still";
import { STYLES } from "../shared/styles";
import type { Style } from "../server/styles/types";
import { sampleProps } from "./render-samples";

const args = process.argv.slice(2);
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
const out = args.includes("--out") ? args[args.indexOf("--out") + 1] : path.resolve(import.meta.dirname, "../docs/copy-sheet.png");

export const SAMPLE_PROJECTS = {
  en: {
    name: "Northside",
    tagline: "Cafe cold brew at home",
    description:
      "Northside makes cold brew coffee concentrate from single origin beans, steeped for twenty hours and bottled fresh every week. It is smooth, low in acid and ready in seconds: pour over ice, add milk, and enjoy a cafe drink at home.",
  },
  es: {
    name: "Northside",
    tagline: "Café de cafetería en casa",
    description:
      "Northside elabora concentrado de café cold brew con granos de origen único, reposado durante veinte horas y embotellado fresco cada semana. Es suave, poco ácido y está listo en segundos: sírvelo con hielo, añade leche y disfruta de un café de cafetería en casa.",
  },
  ja: {
    name: "Northside",
    tagline: null,
    description:
      "ノースサイドは単一産地の豆から作るコールドブリューの濃縮液です。二十時間かけてじっくり抽出し、毎週新鮮に瓶詰めします。酸味が少なくまろやかな味わいです。氷に注ぐだけでカフェの味を自宅で楽しめます。忙しい朝にもぴったりです。",
  },
};

const LONG = "Cold brew steeped twenty hours, bottled fresh every single week for slow mornings and busy ones alike";
/** The leading words of LONG that fit `budget` characters. */
function longFor(budget: number): string {
  let text = "";
  for (const word of LONG.split(" ")) {
    if (`${text} ${word}`.trim().length > budget) break;
    text = `${text} ${word}`.trim();
  }
  return text;
}

type Column = { label: string; lang: keyof typeof SAMPLE_PROJECTS; placement: Placement; exact?: boolean };
const COLUMNS: Column[] = [
  { label: "en", lang: "en", placement: "square" },
  { label: "en, exact long headline + CTA", lang: "en", placement: "square", exact: true },
  { label: "en, exact (story)", lang: "en", placement: "instagram_story", exact: true },
  { label: "es", lang: "es", placement: "square" },
  { label: "ja", lang: "ja", placement: "square" },
];

async function tile(style: Style, column: Column, index: number) {
  const project = { ...SAMPLE_PROJECTS[column.lang], visualDirection: "", language: null };
  const headline = longFor(primarySlot(style).budget);
  const brief: CopyBrief = {
    project,
    language: languageOf(project),
    audience: null,
    prompt: "Target commuters who drink coffee on the train",
    copy: column.exact ? headline : null,
    copyMode: column.exact ? "exact" : "generate",
    cta: column.exact ? "Get your first bottle" : null,
    characterDirection: null,
    variantIndex: index % 2,
    hypotheses: { preferred: [], avoided: [] },
  };
  const written = await writeCopy(style, brief);
  const props = { ...(await sampleProps(style.id, column.placement, { withLogo: index % 2 === 0 })), copy: written.copy, language: brief.language };
  const png = await renderStill(props, "png");
  const spec = PLACEMENTS[column.placement];
  const h = 420;
  const w = Math.round((spec.width / spec.height) * h);
  const sources = Object.entries(written.sources).map(([slot, source]) => `${slot}:${source[0]}`).join(" ");
  return { buf: await sharp(png).resize(w, h).png().toBuffer(), w, h, caption: `${column.label} · ${sources}` };
}

const styles = STYLES.filter((s) => !only || s.id.includes(only));
const GAP = 20;
const LABEL_H = 40;
const CAPTION_H = 30;
const composites: OverlayOptions[] = [];
let top = GAP;
let width = 0;
const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
for (const [i, style] of styles.entries()) {
  composites.push({ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="${LABEL_H}"><text x="${GAP}" y="28" font-family="DejaVu Sans" font-size="24" fill="#222">${escape(`${style.id} — ${style.name}`)}</text></svg>`), left: 0, top });
  let left = GAP;
  let rowH = 0;
  for (const column of COLUMNS) {
    const t = await tile(style, column, i);
    composites.push({ input: t.buf, left, top: top + LABEL_H });
    composites.push({ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${t.w}" height="${CAPTION_H}"><text x="0" y="20" font-family="DejaVu Sans" font-size="13" fill="#555">${escape(t.caption)}</text></svg>`), left, top: top + LABEL_H + t.h + 4 });
    left += t.w + GAP;
    rowH = Math.max(rowH, t.h);
  }
  width = Math.max(width, left);
  top += LABEL_H + rowH + CAPTION_H + GAP;
}
await sharp({ create: { width, height: top, channels: 3, background: "#eeeeee" } }).composite(composites).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(out);
console.log(out);
