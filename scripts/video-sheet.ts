/**
 * Video sheet: frames at 0, 1, 2, 3, 4, 5 s of each video style for a few templates (Story, 1080x1920,
 * fast path), one row per template x style, into docs/video-sheet.jpg (JPEG: a PNG of 54 video frames
 * weighs 12 MB).
 *
 *   npx tsx scripts/video-sheet.ts [--out docs/video-sheet.jpg] [--mp4 /tmp/adlab-video-sheet] [--only split]
 *     [--templates bold-statement,split-panel,product-hero]
 *
 * The MP4s stay in the --mp4 folder, to be watched frame by frame (`ffmpeg -i x.mp4 f%03d.png`).
 * Needs ImageMagick's `montage`.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { renderVideo } from "../server/render";
import { ffEnv, ffmpegPath } from "../server/render/ffmpeg";
import type { VideoStyle } from "../server/render/types";
import { sampleProps } from "./render-samples";

const arg = (k: string, d: string) => {
  const i = process.argv.indexOf(k);
  return i > 0 ? process.argv[i + 1] : d;
};
const out = arg("--out", "docs/video-sheet.jpg");
const mp4Dir = arg("--mp4", "/tmp/adlab-video-sheet");
const only = arg("--only", "");
const TEMPLATES = arg("--templates", "bold-statement,split-panel,product-hero").split(",").map((k) => `template:${k}`).filter((s) => s.includes(only));
const STYLES: VideoStyle[] = ["moving_background", "live_scene", "moving_elements"];
const TIMES = [0, 1, 2, 3, 4, 5];

fs.mkdirSync(mp4Dir, { recursive: true });
const rows: string[] = [];
for (const id of TEMPLATES) {
  for (const videoStyle of STYLES) {
    const props = { ...(await sampleProps(id, "instagram_story", { withLogo: true, output: "video" })), videoStyle };
    const t0 = performance.now();
    const mp4 = await renderVideo(props);
    const wall = (performance.now() - t0) / 1000;
    const name = `${id.split(":")[1]}-${videoStyle}`;
    const file = path.join(mp4Dir, `${name}.mp4`);
    fs.writeFileSync(file, mp4);
    console.log(`${name}: ${wall.toFixed(2)} s`);
    const tiles: string[] = [];
    for (const t of TIMES) {
      const png = path.join(mp4Dir, `${name}-${t}s.png`);
      execFileSync(ffmpegPath(), ["-v", "error", "-y", "-ss", String(t), "-i", file, "-frames:v", "1", png], { env: ffEnv() });
      tiles.push(png);
    }
    const row = path.join(mp4Dir, `${name}-row.png`);
    execFileSync("montage", [...tiles.flatMap((p, i) => ["-label", `${name}  ${TIMES[i]} s`, p]), "-tile", `${TIMES.length}x1`, "-geometry", "270x480+6+6", "-pointsize", "14", "-background", "#eeeeee", row]);
    rows.push(row);
  }
}
fs.mkdirSync(path.dirname(out), { recursive: true });
execFileSync("montage", [...rows, "-tile", "1x", "-geometry", "+0+0", "-background", "#eeeeee", "-quality", "82", out]);
console.log(`wrote ${out}`);
