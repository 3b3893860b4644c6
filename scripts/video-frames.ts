/**
 * Render one video on the fast path and pull frames from it:
 *   npx tsx scripts/video-frames.ts <styleId> <videoStyle> [placement] [seconds] [outDir]
 * Writes <outDir>/<name>.mp4 and <name>-<t>s.png for t = 0..duration-1, and prints the render time.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { renderVideo } from "../server/render";
import { ffEnv, ffmpegPath } from "../server/render/ffmpeg";
import type { Placement } from "../shared/placements";
import type { VideoStyle } from "../server/render/types";
import { sampleProps } from "./render-samples";

const [styleId = "template:split-panel", videoStyle = "moving_background", placement = "instagram_story", secs = "6", outDir = "/tmp/adlab-frames"] = process.argv.slice(2);
fs.mkdirSync(outDir, { recursive: true });
const props = { ...(await sampleProps(styleId, placement as Placement, { withLogo: true, output: "video" })), videoStyle: videoStyle as VideoStyle, durationSeconds: Number(secs) };
const t0 = performance.now();
const timings: Record<string, number> = {};
const mp4 = await renderVideo(props, timings);
const wall = (performance.now() - t0) / 1000;
const name = `${styleId.replace(/[^a-z0-9]+/gi, "-")}-${videoStyle}-${placement}`;
const file = path.join(outDir, `${name}.mp4`);
fs.writeFileSync(file, mp4);
console.log(`${name}: ${wall.toFixed(2)} s = ${(wall / Number(secs)).toFixed(2)}x (layers ${timings.layersMs?.toFixed(0)} ms, ${timings.layers} layers)`);
for (let t = 0; t < Number(secs); t++) {
  execFileSync(ffmpegPath(), ["-v", "error", "-y", "-ss", String(t), "-i", file, "-frames:v", "1", path.join(outDir, `${name}-${t}s.png`)], { env: ffEnv() });
}
