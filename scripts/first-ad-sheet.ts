/**
 * The "first ad" sheet (issues 27, 41): ten businesses with nothing but a brief (no kit, no photo), one
 * request of three variants each, planned by the ad plan (server/generation/plan: style, copy, layout) and
 * rendered square through the still renderer: docs/first-ad-sheet.jpg (and issue 41's coffee launch). Under
 * each tile: the style, the angle the variant leads with, and whether it repeats a lead (with its warning). tests/unit/first-ad.test.ts asserts the mechanical parts on the same briefs.
 *   npx tsx scripts/first-ad-sheet.ts [--out <file>]
 */
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { designPropsOf } from "../server/generation/compose";
import { lookOf } from "../server/generation/plan/context";
import { findStyle } from "../shared/styles";
import { renderStill } from "../server/render/still";
import { firstAdPlans, SHEET_BRIEFS } from "../tests/helpers/first-ad-plans";

const args = process.argv.slice(2);
const out = args.includes("--out") ? args[args.indexOf("--out") + 1] : path.resolve(import.meta.dirname, "../docs/first-ad-sheet.jpg");
const TILE = 360, GAP = 14, LABEL_W = 170, CAPTION_H = 22;
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const label = (w: number, h: number, text: string, size: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><text x="2" y="${size + 2}" font-family="DejaVu Sans" font-size="${size}" fill="#222">${esc(text)}</text></svg>`);

const composites: OverlayOptions[] = [];
let top = GAP;
for (const [business, project] of Object.entries(SHEET_BRIEFS)) {
  composites.push({ input: label(LABEL_W, 30, business, 18), left: GAP, top: top + TILE / 2 - 15 });
  const { context, plans } = await firstAdPlans(project);
  for (const [variant, plan] of plans.entries()) {
    const props = designPropsOf(lookOf(context, findStyle(plan.style.id)!, plan.copy, plan.layouts[0].seed), "square", context.shared);
    const png = await renderStill(props);
    const left = LABEL_W + GAP + variant * (TILE + GAP);
    // A variant that repeats an earlier variant's lead (the brief has too few selling claims) is marked: its ad carries the warning.
    const repeated = plan.warnings.some((w) => / repeats variant \d+'s lead/.test(w)) ? " · repeat (warned)" : "";
    const caption = `${plan.style.id.replace(/^template:/, "")} · ${plan.angle ? `leads: ${plan.angle.role}` : "no claim leads"}${repeated}`;
    composites.push({ input: await sharp(png).resize(TILE, TILE).png().toBuffer(), left, top }, { input: label(TILE, CAPTION_H, caption, 13), left, top: top + TILE + 2 });
  }
  top += TILE + CAPTION_H + GAP;
  process.stdout.write(".");
}
const width = LABEL_W + GAP + 3 * (TILE + GAP);
await sharp({ create: { width, height: top, channels: 3, background: "#eeeeee" } }).composite(composites).jpeg({ quality: 74, mozjpeg: true }).toFile(out);
console.log(`\n${out}`);
