/**
 * The script sheet: one template, one meme and one video frame (fast-path layer transforms at t = 1.5 s)
 * in eleven languages, story and square, into docs/script-sheet.png.
 *   npx tsx scripts/script-sheet.ts [--only ja,ar] [--out <dir>] [--full]   (--full also writes each tile)
 */
import fs from "node:fs";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { Resvg } from "@resvg/resvg-js";
import { designSvg } from "../server/render/still";
import { PLACEMENTS, type Placement } from "../shared/placements";
import type { DesignProps } from "../server/render/types";
import { SCRIPT_BRAND, SCRIPT_SAMPLES, SCRIPT_STYLES, type ScriptSample } from "../remotion/designs/script-samples";

const args = process.argv.slice(2);
const only = args.includes("--only") ? args[args.indexOf("--only") + 1].split(",") : undefined;
const outDir = args.includes("--out") ? args[args.indexOf("--out") + 1] : path.resolve(import.meta.dirname, "../docs");
const full = args.includes("--full");
const TILE_H = 400;
const GAP = 16;
const LABEL_W = 150;

export function scriptProps(s: ScriptSample, kind: "template" | "meme" | "video", placement: Placement): DesignProps {
  return {
    styleId: SCRIPT_STYLES[kind],
    placement,
    copy: s[kind],
    brand: { name: SCRIPT_BRAND.name, colors: kind === "meme" ? [] : SCRIPT_BRAND.colors },
    images: [],
    output: kind === "video" ? "video" : "image",
    videoStyle: "live_scene",
    language: s.lang,
    seed: 0,
  };
}

async function tile(s: ScriptSample, kind: "template" | "meme" | "video", pl: Placement): Promise<Buffer> {
  const props = scriptProps(s, kind, pl);
  const svg = await designSvg({ ...props, t: kind === "video" ? 1.5 : undefined });
  const png = Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
  if (full) fs.writeFileSync(path.join(outDir, `script-${s.lang}-${kind}-${pl}.png`), png);
  const spec = PLACEMENTS[pl];
  return sharp(png).resize(Math.round((spec.width / spec.height) * TILE_H), TILE_H).png().toBuffer();
}

const samples = SCRIPT_SAMPLES.filter((s) => !only || only.includes(s.lang));
const cols: [("template" | "meme" | "video"), Placement][] = [
  ["template", "instagram_story"], ["template", "square"], ["meme", "instagram_story"], ["meme", "square"], ["video", "instagram_story"], ["video", "square"],
];
const colW = cols.map(([, pl]) => Math.round((PLACEMENTS[pl].width / PLACEMENTS[pl].height) * TILE_H));
const width = LABEL_W + colW.reduce((a, w) => a + w + GAP, GAP);
const HEAD = 40;
const height = HEAD + samples.length * (TILE_H + GAP) + GAP;
const composites: OverlayOptions[] = [];
const heads = ["template · story", "template · square", "meme · story", "meme · square", "video frame · story", "video frame · square"];
let x = LABEL_W + GAP;
const headSvg = heads.map((h, i) => { const t = `<text x="${x}" y="28" font-family="DejaVu Sans" font-size="18" fill="#333">${h}</text>`; x += colW[i] + GAP; return t; }).join("");
composites.push({ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEAD}">${headSvg}</svg>`), left: 0, top: 0 });
const t0 = Date.now();
for (const [r, s] of samples.entries()) {
  const top = HEAD + GAP + r * (TILE_H + GAP);
  composites.push({ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${LABEL_W}" height="60"><text x="12" y="24" font-family="DejaVu Sans" font-size="18" fill="#222">${s.name}</text><text x="12" y="48" font-family="DejaVu Sans" font-size="15" fill="#777">${s.lang}</text></svg>`), left: 0, top });
  let left = LABEL_W + GAP;
  for (const [i, [kind, pl]] of cols.entries()) {
    composites.push({ input: await tile(s, kind, pl), left, top });
    left += colW[i] + GAP;
  }
}
fs.mkdirSync(outDir, { recursive: true });
const out = path.join(outDir, "script-sheet.png");
await sharp({ create: { width, height, channels: 3, background: "#eeeeee" } }).composite(composites).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(out);
console.log(`${out}: ${samples.length} languages x ${cols.length} tiles in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
