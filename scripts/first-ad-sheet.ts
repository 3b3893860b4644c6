/**
 * The "first ad" sheet (issues 27, 41): ten businesses with nothing but a brief (no kit, no photo), one
 * request of three variants each, planned by the ad plan (server/generation/plan: style, copy, layout) and
 * rendered square through the still renderer: docs/first-ad-sheet.jpg. Under each tile: the style and the
 * angle the variant leads with. tests/unit/first-ad.test.ts asserts the mechanical parts on the same briefs.
 *   npx tsx scripts/first-ad-sheet.ts [--out <file>]
 */
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import type { Project } from "../server/db/generated/client";
import { artOf, designPropsOf } from "../server/generation/compose";
import { planAd } from "../server/generation/plan";
import { lookOf, type PlanContext } from "../server/generation/plan/context";
import { findStyle } from "../shared/styles";
import { designBrand } from "../server/projects/brand";
import { renderStill } from "../server/render/still";
import { FIRST_AD_BRIEFS, LAUNCH } from "../tests/helpers/first-ad-briefs";

const args = process.argv.slice(2);
const out = args.includes("--out") ? args[args.indexOf("--out") + 1] : path.resolve(import.meta.dirname, "../docs/first-ad-sheet.jpg");
const TILE = 360, GAP = 14, LABEL_W = 170, CAPTION_H = 22;
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const label = (w: number, h: number, text: string, size: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><text x="2" y="${size + 2}" font-family="DejaVu Sans" font-size="${size}" fill="#222">${esc(text)}</text></svg>`);

const composites: OverlayOptions[] = [];
let top = GAP;
// And issue 41's coffee launch: the launched product, an offer, a quote and a date in plain sentences.
const BRIEFS = { ...FIRST_AD_BRIEFS, "coffee launch": { name: "Northside Roasters", tagline: null, description: LAUNCH, visualDirection: "" } };
for (const [business, project] of Object.entries(BRIEFS)) {
  composites.push({ input: label(LABEL_W, 30, business, 18), left: GAP, top: top + TILE / 2 - 15 });
  const row = { id: "00000000-0000-4000-8000-000000000001", ...project, brandKit: {}, language: "en" } as unknown as Project;
  const request = { output: "image" as const, videoStyle: null, styleScope: "any" as const, pinned: null, characterDirection: null, prompt: null, copy: null, copyMode: "generate" as const, cta: null, placements: ["square" as const], durationSeconds: null };
  const context: PlanContext = {
    source: { organizationId: row.id, project: row, audience: null, request, catalogItem: null, design: null, batchId: null, createdAt: new Date() },
    hypotheses: { preferred: [], avoided: [] },
    earlier: [],
    shared: { brand: designBrand(row), images: [], art: artOf(row, null) },
  };
  for (const variant of [0, 1, 2]) {
    const { plan, problems } = await planAd(context, variant, variant);
    if (!plan) throw new Error(`${business} #${variant}: ${problems.join("; ")}`);
    const props = designPropsOf(lookOf(context, findStyle(plan.style.id)!, plan.copy, plan.layouts[0].seed), "square", context.shared);
    const png = await renderStill(props);
    const left = LABEL_W + GAP + variant * (TILE + GAP);
    const caption = `${plan.style.id.replace(/^template:/, "")} · ${plan.angle ? `leads: ${plan.angle.role}` : "no claim leads"}`;
    composites.push({ input: await sharp(png).resize(TILE, TILE).png().toBuffer(), left, top }, { input: label(TILE, CAPTION_H, caption, 13), left, top: top + TILE + 2 });
  }
  top += TILE + CAPTION_H + GAP;
  process.stdout.write(".");
}
const width = LABEL_W + GAP + 3 * (TILE + GAP);
await sharp({ create: { width, height: top, channels: 3, background: "#eeeeee" } }).composite(composites).jpeg({ quality: 74, mozjpeg: true }).toFile(out);
console.log(`\n${out}`);
