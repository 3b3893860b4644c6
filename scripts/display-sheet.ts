/**
 * The display banners sheet of issue 30: every template in the five IAB sizes (shown at their CSS size, half
 * the 2x raster), without and with a product photo (the jar cut out at upload), the QA verdict under each:
 * docs/contact-sheet-display.jpg.
 *   npx tsx scripts/display-sheet.ts [--only <style substring>] [--out <file>] [--kit <stress kit>] [--logo wide|tall|none]
 */
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { checkDesign, qaFailures } from "../server/render/qa";
import { PLACEMENTS, type Placement } from "../server/render/placements";
import { STYLES } from "../server/styles/catalog";
import { STRESS_KITS, stressImages, stressProps } from "../tests/helpers/brand-stress";
import { testProducts } from "../tests/helpers/products";

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const out = arg("--out") ?? path.resolve(import.meta.dirname, "../docs/contact-sheet-display.jpg");
const kit = STRESS_KITS[arg("--kit") ?? "brewly"];
const logoKind = (arg("--logo") ?? "none") as "wide" | "tall" | "none";
const GAP = 10, LABEL_H = 16, HEAD_H = 26;
const esc = (s: string) => s.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!);
const text = (w: number, h: number, t: string, fill: string, size = 11) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><text x="1" y="${size + 1}" font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="${fill}">${esc(t)}</text></svg>`);

const { studio } = await testProducts();
const logo = (await stressImages()).logos[logoKind];
const templates = STYLES.filter((s) => s.category === "template" && (!arg("--only") || s.id.includes(arg("--only")!)));
const css = (p: Placement) => ({ w: PLACEMENTS[p].width / 2, h: PLACEMENTS[p].height / 2 });
// One set: the medium rectangle with the leaderboard and mobile banner under it, then the half page and the skyscraper.
const setW = 728 + GAP + 300 + GAP + 160;
const setH = 600 + LABEL_H;
const width = GAP + (setW + GAP * 3) * 2;
const composites: OverlayOptions[] = [];
let top = GAP;
let failed = 0;
for (const style of templates) {
  composites.push({ input: text(width, HEAD_H, style.name, "#222", 16), left: GAP, top: top + 4 });
  top += HEAD_H;
  let left = GAP;
  for (const product of [undefined, studio.ref]) {
    const at: Record<Placement, [number, number]> = {
      medium_rectangle: [0, 0], leaderboard: [0, 250 + LABEL_H + GAP], mobile_banner: [0, 250 + 90 + (LABEL_H + GAP) * 2],
      half_page: [728 + GAP, 0], wide_skyscraper: [728 + GAP + 300 + GAP, 0],
    } as Record<Placement, [number, number]>;
    for (const [placement, [x, y]] of Object.entries(at) as [Placement, [number, number]][]) {
      const props = stressProps(style.id, placement, kit, logo, product);
      // Every generated ad carries a CTA; the handwritten note's sample copy has none.
      if (!props.copy.cta) props.copy = { ...props.copy, cta: "Order a bag" };
      const checked = await checkDesign(props);
      const { data, width: sw, height: sh } = checked.still;
      const { w, h } = css(placement);
      const failures = qaFailures(checked.qa);
      if (failures.length) failed++;
      composites.push(
        { input: await sharp(data, { raw: { width: sw, height: sh, channels: 4, premultiplied: true } }).resize(w, h).png().toBuffer(), left: left + x, top: top + y },
        { input: text(w, LABEL_H, failures.length ? `QA FAIL ${failures[0]}` : `${placement} QA ok (${checked.qa.min_text_contrast}:1)`, failures.length ? "#c00000" : "#666", 10), left: left + x, top: top + y + h + 1 },
      );
    }
    left += setW + GAP * 3;
  }
  top += setH + GAP;
  process.stdout.write(".");
}
await sharp({ create: { width, height: top, channels: 3, background: "#e4e4e4" } }).composite(composites).jpeg({ quality: 68, mozjpeg: true }).toFile(out);
console.log(`\n${out} (${failed} files under the QA floor)`);
