/**
 * The "first ad" sheet of issue 27: ten businesses with nothing but a brief (no kit, no photo), three
 * automatic ads each as successive requests of one project, rendered square through the real style
 * choice, copywriter, illustration chooser and still renderer: docs/first-ad-sheet.jpg. Under each
 * tile: the style chosen. tests/unit/first-ad.test.ts asserts the mechanical parts on the same briefs.
 *   npx tsx scripts/first-ad-sheet.ts [--out <file>]
 */
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { draftCopy } from "../server/generation/copy";
import { chooseArt } from "../server/generation/imagery";
import { pickStyle, selectableStyles } from "../server/generation/style-choice";
import { designBrand } from "../server/projects/brand";
import { renderStill } from "../server/render/still";
import { twemojiDataUri } from "../server/render/twemoji";
import { FIRST_AD_BRIEFS, firstAdBrief } from "../tests/helpers/first-ad-briefs";

const args = process.argv.slice(2);
const out = args.includes("--out") ? args[args.indexOf("--out") + 1] : path.resolve(import.meta.dirname, "../docs/first-ad-sheet.jpg");
const TILE = 360, GAP = 14, LABEL_W = 170, CAPTION_H = 22;
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const label = (w: number, h: number, text: string, size: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><text x="2" y="${size + 2}" font-family="DejaVu Sans" font-size="${size}" fill="#222">${esc(text)}</text></svg>`);

const composites: OverlayOptions[] = [];
let top = GAP;
for (const [business, project] of Object.entries(FIRST_AD_BRIEFS)) {
  composites.push({ input: label(LABEL_W, 30, business, 18), left: GAP, top: top + TILE / 2 - 15 });
  const art = chooseArt(project).flatMap(({ emoji, keyword }) => {
    const src = twemojiDataUri(emoji);
    return src ? [{ src, keyword }] : [];
  });
  const previous: string[] = [];
  for (const sequence of [0, 1, 2]) {
    const brief = firstAdBrief(project, sequence);
    const style = pickStyle(selectableStyles({ scope: "any", output: "image" }, brief), previous, 0);
    previous.push(style.id);
    const png = await renderStill({
      styleId: style.id,
      placement: "square",
      copy: draftCopy(style, brief),
      brand: designBrand({ name: project.name, brandKit: {} }),
      images: [],
      output: "image",
      language: "en",
      art,
      seed: sequence,
    });
    const left = LABEL_W + GAP + sequence * (TILE + GAP);
    composites.push({ input: await sharp(png).resize(TILE, TILE).png().toBuffer(), left, top }, { input: label(TILE, CAPTION_H, style.id, 13), left, top: top + TILE + 2 });
  }
  top += TILE + CAPTION_H + GAP;
  process.stdout.write(".");
}
const width = LABEL_W + GAP + 3 * (TILE + GAP);
await sharp({ create: { width, height: top, channels: 3, background: "#eeeeee" } }).composite(composites).jpeg({ quality: 74, mozjpeg: true }).toFile(out);
console.log(`\n${out}`);
