/**
 * Video sheet: frames every 0.5 s of each video style for four templates, with and without a product
 * photo, in Story and Square (fast path), one row per video, into docs/video-sheet.jpg (JPEG: a PNG of
 * this many frames weighs tens of MB).
 *
 *   npx tsx scripts/video-sheet.ts [--out docs/video-sheet.jpg] [--mp4 /tmp/adlab-video-sheet] [--only split]
 *     [--templates product-hero,bold-statement,split-panel,feature-list] [--placements instagram_story,square]
 *     [--products yes,no] [--styles live_scene,...]
 *
 * The MP4s stay in the --mp4 folder, to be watched frame by frame. Frames are pulled with the ffmpeg
 * the renderer ships and laid out with sharp (no ImageMagick needed).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { renderVideo } from "../server/render";
import { ffEnv, ffmpegPath } from "../server/render/ffmpeg";
import type { Placement } from "../shared/placements";
import type { VideoStyle } from "../server/render/types";
import { sampleProps } from "./render-samples";

const arg = (k: string, d: string) => {
  const i = process.argv.indexOf(k);
  return i > 0 ? process.argv[i + 1] : d;
};
const out = arg("--out", "docs/video-sheet.jpg");
const mp4Dir = arg("--mp4", "/tmp/adlab-video-sheet");
const only = arg("--only", "");
const TEMPLATES = arg("--templates", "product-hero,bold-statement,split-panel,feature-list").split(",").map((k) => `template:${k}`).filter((s) => s.includes(only));
const PLACEMENTS = arg("--placements", "instagram_story,square").split(",") as Placement[];
const PRODUCTS = arg("--products", "yes,no").split(",").map((v) => v === "yes");
const STYLES = arg("--styles", "moving_background,live_scene,moving_elements").split(",") as VideoStyle[];
const D = 6;
const TIMES = Array.from({ length: D * 2 }, (_, i) => i / 2);
const TILE_H = 240;

async function frame(file: string, t: number, w: number): Promise<Buffer> {
  const png = execFileSync(ffmpegPath(), ["-v", "error", "-ss", String(t), "-i", file, "-frames:v", "1", "-f", "image2pipe", "-c:v", "png", "pipe:1"], { env: ffEnv() });
  return sharp(png).resize(w, TILE_H).png().toBuffer();
}
const label = (text: string, w: number, h: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#eeeeee"/><text x="6" y="${h - 8}" font-family="DejaVu Sans" font-size="14" fill="#222">${text}</text></svg>`);

fs.mkdirSync(mp4Dir, { recursive: true });
type Row = { name: string; tiles: Buffer[]; w: number };
const rows: Row[] = [];
for (const placement of PLACEMENTS) {
  for (const id of TEMPLATES) {
    for (const withImages of PRODUCTS) {
      for (const videoStyle of STYLES) {
        const props = { ...(await sampleProps(id, placement, { withLogo: true, withImages, output: "video" })), videoStyle, durationSeconds: D };
        const t0 = performance.now();
        const mp4 = await renderVideo(props);
        const wall = (performance.now() - t0) / 1000;
        const name = `${id.split(":")[1]} ${placement} ${withImages ? "photo" : "no photo"} ${videoStyle}`;
        const file = path.join(mp4Dir, `${name.replaceAll(" ", "-")}.mp4`);
        fs.writeFileSync(file, mp4);
        console.log(`${name}: ${wall.toFixed(2)} s`);
        const w = placement === "square" ? TILE_H : Math.round((TILE_H * 9) / 16);
        rows.push({ name, w, tiles: await Promise.all(TIMES.map((t) => frame(file, t, w))) });
      }
    }
  }
}
const GAP = 4, LABEL = 22;
const width = Math.max(...rows.map((r) => r.tiles.length * (r.w + GAP)));
const height = rows.length * (TILE_H + LABEL + GAP);
const parts: NonNullable<Parameters<ReturnType<typeof sharp>["composite"]>[0]> = [];
rows.forEach((r, i) => {
  const y = i * (TILE_H + LABEL + GAP);
  parts.push({ input: label(`${r.name} — frames every 0.5 s, 0 to ${D - 0.5} s`, width, LABEL), left: 0, top: y });
  r.tiles.forEach((tile, j) => parts.push({ input: tile, left: j * (r.w + GAP), top: y + LABEL }));
});
fs.mkdirSync(path.dirname(out), { recursive: true });
await sharp({ create: { width, height, channels: 3, background: "#eeeeee" } }).composite(parts).jpeg({ quality: 80 }).toFile(out);
console.log(`wrote ${out} (${rows.length} videos)`);
