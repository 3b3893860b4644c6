/**
 * The brand-stress sheets of issue 19: every style in story and square, under the four stress kits, with a
 * wide logo, a tall logo and none, with and without a product photo, each tile with its QA report under it.
 * One sheet per kit: docs/brand-stress-<kit>.jpg.
 *   npx tsx scripts/brand-stress-sheet.ts [--kit <name>] [--only <style substring>] [--out <dir>]
 */
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { checkDesign, qaFailures, type FileQa } from "../server/render/qa";
import { PLACEMENTS, type Placement } from "../shared/placements";
import { STYLES } from "../shared/styles";
import { STRESS_KITS, stressImages, stressProps } from "../tests/helpers/brand-stress";

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const outDir = arg("--out") ?? path.resolve(import.meta.dirname, "../docs");
const ROW_H = 320;
const GAP = 14;
const LABEL_H = 40;
const HEAD_H = 34;

const esc = (s: string) => s.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!);
const qaLine = (qa: FileQa) =>
  `${qa.min_text_contrast ?? "–"}:1 ${qa.text_fits ? "fits" : "CUT"} ${qa.safe_zone_clear ? "safe" : "BAND"}${qa.missing_glyphs.length ? " GLYPHS" : ""}${qa.logo_min_px ? ` logo ${qa.logo_min_px}px` : ""}`;

async function sheet(kit: string, colors: string[]) {
  const { logos, photo } = await stressImages();
  const styles = STYLES.filter((s) => !arg("--only") || s.id.includes(arg("--only")!));
  const columns: { placement: Placement; logo: keyof typeof logos; withPhoto: boolean }[] = [];
  for (const placement of ["instagram_story", "square"] as Placement[])
    for (const logo of ["wide", "tall", "none"] as const) for (const withPhoto of [true, false]) columns.push({ placement, logo, withPhoto });
  const widthOf = (p: Placement) => Math.round((PLACEMENTS[p].width / PLACEMENTS[p].height) * ROW_H);
  const width = columns.reduce((a, c) => a + widthOf(c.placement) + GAP, GAP);
  const composites: OverlayOptions[] = [];
  let top = GAP;
  for (const style of styles) {
    composites.push({ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEAD_H}"><text x="${GAP}" y="24" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#222">${esc(`${style.id} — ${kit} ${colors.join(" ")}`)}</text></svg>`), left: 0, top });
    top += HEAD_H;
    let left = GAP;
    for (const col of columns) {
      const props = stressProps(style.id, col.placement, colors, logos[col.logo], col.withPhoto ? photo : undefined);
      const checked = await checkDesign(props);
      const w = widthOf(col.placement);
      const { data, width: sw, height: sh } = checked.still;
      const tile = await sharp(data, { raw: { width: sw, height: sh, channels: 4, premultiplied: true } }).resize(w, ROW_H).png().toBuffer();
      const failed = qaFailures(checked.qa, checked.props.placement).length > 0;
      const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${LABEL_H}"><text x="2" y="15" font-family="DejaVu Sans, sans-serif" font-size="12" fill="${failed ? "#c00000" : "#333"}">${esc(qaLine(checked.qa))}</text><text x="2" y="32" font-family="DejaVu Sans, sans-serif" font-size="11" fill="#777">${esc(`${col.logo} logo${col.withPhoto ? ", photo" : ""}`)}</text></svg>`;
      composites.push({ input: tile, left, top }, { input: Buffer.from(label), left, top: top + ROW_H + 2 });
      left += w + GAP;
    }
    top += ROW_H + LABEL_H + GAP;
    process.stdout.write(".");
  }
  const out = path.join(outDir, `brand-stress-${kit}.jpg`);
  await sharp({ create: { width, height: top, channels: 3, background: "#eeeeee" } }).composite(composites).jpeg({ quality: 72, mozjpeg: true }).toFile(out);
  console.log(`\n${out}`);
}

for (const [kit, colors] of Object.entries(STRESS_KITS)) if (!arg("--kit") || arg("--kit") === kit) await sheet(kit, colors);
