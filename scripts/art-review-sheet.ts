/**
 * The art director's review sheet (issue 42): ten businesses (the first-ad briefs, the bakery with its brown
 * loaf photo, and the coffee roaster's launch with its dark bag), every template in a story and a square as
 * the ad plan writes and lays them out and the gate checks them (checkDesign: the file that would ship),
 * and frames of one story video each (0.5, 1.5, 2.5, 3.5 and 5.7 s of the MP4), the video styles taken in
 * turn. A template the plan refuses for a brief (an offer, a date or a quote it does not give) is a grey
 * tile saying why; a file the gate fails is captioned in red. docs/art-review-sheet.jpg.
 *   npx tsx scripts/art-review-sheet.ts [--out <file>]
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import type { Project } from "../server/db/generated/client";
import { artOf, designPropsOf } from "../server/generation/compose";
import { planAd } from "../server/generation/plan";
import { lookOf, type PlanContext, type PlanRequest } from "../server/generation/plan/context";
import { designBrand } from "../server/projects/brand";
import { renderVideo, type ImageRef } from "../server/render";
import { ffEnv, ffmpegPath } from "../server/render/ffmpeg";
import { checkDesign } from "../server/render/qa";
import type { VideoStyle } from "../server/render/types";
import { TEMPLATE_DEFINITIONS } from "../remotion/designs/templates/index";
import { findStyle } from "../shared/styles";
import type { Placement } from "../shared/placements";
import { artProducts } from "../tests/helpers/art-products";
import { FIRST_AD_BRIEFS, LAUNCH } from "../tests/helpers/first-ad-briefs";

const args = process.argv.slice(2);
const out = args.includes("--out") ? args[args.indexOf("--out") + 1] : path.resolve(import.meta.dirname, "../docs/art-review-sheet.jpg");
const TW = 150, STORY_H = Math.round((TW * 16) / 9), GAP = 8, CAPTION_H = 26, LABEL_H = 26;
const FRAME_TIMES = [0.5, 1.5, 2.5, 3.5, 5.7];
const STYLES: VideoStyle[] = ["live_scene", "moving_background", "moving_elements"];
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const text = (w: number, h: number, lines: string[], size: number, fill = "#222") =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${lines.map((l, i) => `<text x="2" y="${(i + 1) * (size + 1)}" font-family="DejaVu Sans" font-size="${size}" fill="${fill}">${esc(l)}</text>`).join("")}</svg>`);
const grey = (w: number, h: number, why: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#cfcfcf"/><text x="6" y="${h / 2}" font-family="DejaVu Sans" font-size="10" fill="#444">${esc(why.slice(0, 28))}</text></svg>`);

const products = await artProducts();
const briefs = { ...FIRST_AD_BRIEFS };
delete (briefs as Record<string, unknown>).course;
const BUSINESSES: [string, (typeof FIRST_AD_BRIEFS)[string], ImageRef[]][] = Object.entries(briefs).map(([k, p]) => [k, p, k === "bakery" ? [products.loaf] : []]);
BUSINESSES.push(["coffee roaster", { name: "Northside Roasters", tagline: null, description: LAUNCH, visualDirection: "" }, [products.bag]]);

function contextOf(project: (typeof FIRST_AD_BRIEFS)[string], images: ImageRef[], request: Partial<PlanRequest>): PlanContext {
  const row = { id: "00000000-0000-4000-8000-000000000001", ...project, brandKit: {}, language: "en" } as unknown as Project;
  const base: PlanRequest = { output: "image", videoStyle: null, styleScope: "templates", pinned: null, characterDirection: null, prompt: null, copy: null, copyMode: "generate", cta: null, placements: ["instagram_story", "square"], durationSeconds: null };
  return {
    source: { organizationId: row.id, project: row, audience: null, request: { ...base, ...request }, catalogItem: null, design: null, batchId: null, createdAt: new Date() },
    hypotheses: { preferred: [], avoided: [] },
    earlier: [],
    shared: { brand: designBrand(row), images, art: artOf(row, null) },
  };
}

/** One template's story and square for a business, as the gate passes them: the tiles and their captions. */
async function stills(context: PlanContext, styleId: string): Promise<{ tile: Buffer; caption: string; failed: boolean }[]> {
  const { plan, problems } = await planAd(context, 0, 0);
  if (!plan) return (["instagram_story", "square"] as Placement[]).map((p) => ({ tile: grey(TW, p === "square" ? TW : STORY_H, problems[0]?.replace(/^[^:]*: /, "") ?? "refused"), caption: "plan refused", failed: false }));
  const style = findStyle(styleId)!;
  return Promise.all(
    (["instagram_story", "square"] as Placement[]).map(async (placement) => {
      const seed = plan.layouts.find((l) => l.placement === placement)?.seed ?? plan.layouts[0].seed;
      const checked = await checkDesign(designPropsOf(lookOf(context, style, plan.copy, seed), placement, context.shared));
      const img = sharp(checked.still.data, { raw: { width: checked.still.width, height: checked.still.height, channels: 4, premultiplied: true } });
      const tile = await img.resize(TW, placement === "square" ? TW : STORY_H).png().toBuffer();
      const qa = checked.qa;
      const caption = checked.failures.length ? checked.failures[0] : `fr ${qa.frame_used ?? "-"} h ${qa.headline_ratio ?? "-"}${qa.product_shown === null ? "" : qa.product_shown ? " prod" : " NO PROD"}`;
      return { tile, caption, failed: checked.failures.length > 0 };
    }),
  );
}

/** Frames of the business's automatic story video (the plan's own template) in one video style. */
async function videoFrames(project: (typeof FIRST_AD_BRIEFS)[string], images: ImageRef[], videoStyle: VideoStyle): Promise<{ frames: Buffer[]; caption: string }> {
  const context = contextOf(project, images, { output: "video", videoStyle, placements: ["instagram_story"], durationSeconds: 6 });
  const { plan, problems } = await planAd(context, 0, 0);
  if (!plan) return { frames: [], caption: problems[0] ?? "refused" };
  const props = designPropsOf(lookOf(context, findStyle(plan.style.id)!, plan.copy, plan.layouts[0].seed), "instagram_story", context.shared);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "adlab-review-")), "v.mp4");
  fs.writeFileSync(file, await renderVideo(props));
  const frames = await Promise.all(
    FRAME_TIMES.map(async (t) => {
      const png = execFileSync(ffmpegPath(), ["-v", "error", "-ss", String(t), "-i", file, "-frames:v", "1", "-f", "image2pipe", "-c:v", "png", "pipe:1"], { env: ffEnv(), maxBuffer: 1 << 26 });
      return sharp(png).resize(TW, STORY_H).png().toBuffer();
    }),
  );
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return { frames, caption: `${plan.style.id.replace(/^template:/, "")} · ${videoStyle}` };
}

const composites: OverlayOptions[] = [];
const cols = TEMPLATE_DEFINITIONS.length + FRAME_TIMES.length;
const width = GAP + cols * (TW + GAP) + GAP;
let top = GAP;
for (const [k, [business, project, images]] of BUSINESSES.entries()) {
  composites.push({ input: text(width, LABEL_H, [`${business} — ${project.name}${images.length ? " (product photo)" : " (no photo, no kit)"}`], 16), left: GAP, top });
  top += LABEL_H;
  for (const [i, d] of TEMPLATE_DEFINITIONS.entries()) {
    const [story, square] = await stills(contextOf(project, images, { pinned: findStyle(d.id)! }), d.id);
    const left = GAP + i * (TW + GAP);
    composites.push({ input: story.tile, left, top }, { input: text(TW, CAPTION_H, [d.key, story.caption.slice(0, 30)], 10, story.failed ? "#c00" : "#222"), left, top: top + STORY_H + 1 });
    const squareTop = top + STORY_H + CAPTION_H + 2;
    composites.push({ input: square.tile, left, top: squareTop }, { input: text(TW, CAPTION_H / 2, [square.caption.slice(0, 30)], 10, square.failed ? "#c00" : "#222"), left, top: squareTop + TW + 1 });
  }
  const video = await videoFrames(project, images, STYLES[k % STYLES.length]);
  video.frames.forEach((frame, j) => {
    const left = GAP + (TEMPLATE_DEFINITIONS.length + j) * (TW + GAP);
    composites.push({ input: frame, left, top }, { input: text(TW, CAPTION_H, [j ? `${FRAME_TIMES[j]} s` : video.caption.slice(0, 30), j ? "" : `${FRAME_TIMES[j]} s`], 10), left, top: top + STORY_H + 1 });
  });
  top += STORY_H + CAPTION_H + 2 + TW + CAPTION_H / 2 + GAP * 2;
  process.stdout.write(".");
}
await sharp({ create: { width, height: top, channels: 3, background: "#eeeeee" } }).composite(composites).jpeg({ quality: 72, mozjpeg: true }).toFile(out);
console.log(`\n${out}`);
