/**
 * The products-as-heroes sheet of issue 27: every style that shows a product, in every placement, with the
 * jar shot on white (cut out at upload) and the jar photographed in a scene, each tile with the product's
 * share of the frame, whether it is whole, and the QA verdict under it: docs/contact-sheet-products.jpg.
 *   npx tsx scripts/product-sheet.ts [--only <style substring>] [--out <file>]
 */
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { checkDesign, qaFailures } from "../server/render/qa";
import { PLACEMENT_IDS, PLACEMENTS } from "../shared/placements";
import { STRESS_KITS, stressProps } from "../tests/helpers/brand-stress";
import { measureProduct, PRODUCT_STYLES, testProducts } from "../tests/helpers/products";

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const out = arg("--out") ?? path.resolve(import.meta.dirname, "../docs/contact-sheet-products.jpg");
const ROW_H = 300, GAP = 12, LABEL_H = 34, HEAD_H = 30;
const esc = (s: string) => s.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!);
const text = (w: number, h: number, lines: [string, string][]) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${lines.map(([t, fill], i) => `<text x="2" y="${14 + i * 15}" font-family="DejaVu Sans, sans-serif" font-size="12" fill="${fill}">${esc(t)}</text>`).join("")}</svg>`);

const products = await testProducts();
const styles = PRODUCT_STYLES.filter((s) => !arg("--only") || s.includes(arg("--only")!));
const widthOf = (p: (typeof PLACEMENT_IDS)[number]) => Math.round((PLACEMENTS[p].width / PLACEMENTS[p].height) * ROW_H);
const width = PLACEMENT_IDS.reduce((a, p) => a + (widthOf(p) + GAP) * 2, GAP);
const composites: OverlayOptions[] = [];
let top = GAP;
for (const style of styles) {
  composites.push({ input: text(width, HEAD_H, [[style, "#222"]]), left: GAP, top: top + 6 });
  top += HEAD_H;
  let left = GAP;
  for (const placement of PLACEMENT_IDS) for (const [name, product] of Object.entries(products)) {
    const checked = await checkDesign(stressProps(style, placement, STRESS_KITS.brewly, undefined, product.ref));
    const { data, width: sw, height: sh } = checked.still;
    const m = measureProduct(data, sw, sh);
    const share = name === "studio" ? m.jarShare : m.photoShare;
    const w = widthOf(placement);
    const failures = qaFailures(checked.qa, checked.props.placement);
    composites.push(
      { input: await sharp(data, { raw: { width: sw, height: sh, channels: 4, premultiplied: true } }).resize(w, ROW_H).png().toBuffer(), left, top },
      { input: text(w, LABEL_H, [[`${name} ${Math.round(share * 100)}% ${m.whole ? "whole" : "CUT"}`, share >= 0.2 && m.whole ? "#333" : "#c00000"], [failures.length ? "QA FAIL" : "QA ok", failures.length ? "#c00000" : "#777"]]), left, top: top + ROW_H + 2 },
    );
    left += w + GAP;
  }
  top += ROW_H + LABEL_H + GAP;
  process.stdout.write(".");
}
await sharp({ create: { width, height: top, channels: 3, background: "#eeeeee" } }).composite(composites).jpeg({ quality: 72, mozjpeg: true }).toFile(out);
console.log(`\n${out}`);
