/**
 * The viewer's numbers of a story video (issue 26), for a few templates x the three video styles:
 * mean pixel change (96x96 grey) between consecutive seconds 1..5, end card (last frame) vs 3 s, and
 * the styles' difference at 2 s and 4 s.
 *
 *   npx tsx scripts/video-measure.ts [--out /tmp/adlab-video-measure] [--templates a,b] [--no-product]
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { renderVideo } from "../server/render";
import { ffEnv, ffmpegPath } from "../server/render/ffmpeg";
import type { VideoStyle } from "../server/render/types";
import { sampleProps } from "./render-samples";

const arg = (k: string, d: string) => {
  const i = process.argv.indexOf(k);
  return i > 0 ? process.argv[i + 1] : d;
};
const out = arg("--out", "/tmp/adlab-video-measure");
const TEMPLATES = arg("--templates", "product-hero,bold-statement,split-panel,feature-list").split(",");
const withImages = !process.argv.includes("--no-product");
const STYLES: VideoStyle[] = ["moving_background", "live_scene", "moving_elements"];
const D = 6;

/** 96x96 grey pixels of the frame at t seconds. */
async function grey(file: string, t: number): Promise<Buffer> {
  const png = execFileSync(ffmpegPath(), ["-v", "error", "-ss", String(t), "-i", file, "-frames:v", "1", "-f", "image2pipe", "-c:v", "png", "pipe:1"], { env: ffEnv() });
  return sharp(png).resize(96, 96, { fit: "fill" }).greyscale().raw().toBuffer();
}
/** Mean absolute change of the 96x96 grey pixels, in % of full scale; and the share moved > 8 levels. */
const mean = (a: Buffer, b: Buffer) => (100 * a.reduce((n, v, i) => n + Math.abs(v - b[i]), 0)) / a.length / 255;
const share = (a: Buffer, b: Buffer) => (100 * a.reduce((n, v, i) => n + (Math.abs(v - b[i]) > 8 ? 1 : 0), 0)) / a.length;
const changed = (a: Buffer, b: Buffer) => `${mean(a, b).toFixed(1)}|${share(a, b).toFixed(0)}`;

fs.mkdirSync(out, { recursive: true });
for (const key of TEMPLATES) {
  const files: Record<string, string> = {};
  for (const videoStyle of STYLES) {
    const props = { ...(await sampleProps(`template:${key}`, "instagram_story", { withLogo: true, withImages, output: "video" })), videoStyle, durationSeconds: D };
    const file = path.join(out, `${key}-${withImages ? "photo" : "nophoto"}-${videoStyle}.mp4`);
    fs.writeFileSync(file, await renderVideo(props));
    files[videoStyle] = file;
    const g = await Promise.all([1, 2, 3, 4, 5].map((t) => grey(file, t)));
    const steps = g.slice(1).map((x, i) => changed(g[i], x));
    const end = changed(await grey(file, 3), await grey(file, D - 0.1));
    console.log(`${key.padEnd(15)} ${videoStyle.padEnd(18)} 1→2→3→4→5 s: ${steps.join(" / ")} %   end card vs 3 s: ${end} %`);
  }
  for (const t of [2, 4]) {
    const f = await Promise.all(STYLES.map((s) => grey(files[s], t)));
    console.log(`${key.padEnd(15)} styles at ${t} s: bg/live ${changed(f[0], f[1])} %  bg/elements ${changed(f[0], f[2])} %  live/elements ${changed(f[1], f[2])} %`);
  }
}
