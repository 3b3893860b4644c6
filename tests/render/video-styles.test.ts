/**
 * Video styles a viewer tells apart (issue 42): in every template that makes videos, the story's frames at
 * 2 s and at 4 s differ between each pair of the three styles on at least 4 % of the frame's pixels. Real
 * renders: the bakery's story (a brown loaf photo, no kit), encoded as MP4, the frames decoded by ffmpeg.
 *
 * The measure: the frames at half size; a pixel of one frame differs when no pixel of the other frame within
 * 5 px (10 px at full size, about 1 % of the width) has every channel within 32 levels of it, counted both
 * ways and the larger share kept. A drift of a few pixels or a colour change a viewer cannot see does not
 * count; something moved, turned, grown or gone does.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { TEMPLATE_DEFINITIONS } from "@/remotion/designs/templates/index";
import { renderVideo } from "@/server/render";
import { ffEnv, ffmpegPath } from "@/server/render/ffmpeg";
import type { DesignProps, VideoStyle } from "@/server/render/types";
import { artProducts } from "../helpers/art-products";

const STYLES: VideoStyle[] = ["moving_background", "live_scene", "moving_elements"];
const TIMES = [2, 4];
const MIN_SHARE = 4;
const RADIUS = 5;
const LEVELS = 32;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adlab-styles-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Frame = { data: Buffer; width: number; height: number };

/** The frame at t seconds, at half size (RGB). */
async function frameAt(file: string, t: number): Promise<Frame> {
  const png = execFileSync(ffmpegPath(), ["-v", "error", "-ss", String(t), "-i", file, "-frames:v", "1", "-f", "image2pipe", "-c:v", "png", "pipe:1"], { env: ffEnv(), maxBuffer: 1 << 26 });
  const { data, info } = await sharp(png).removeAlpha().resize({ width: 540 }).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The share (%) of a's pixels with no pixel of b within RADIUS whose channels are all within LEVELS. */
function unmatched(a: Frame, b: Frame): number {
  const { width: w, height: h } = a;
  let n = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      let found = false;
      for (let yy = Math.max(0, y - RADIUS); yy <= Math.min(h - 1, y + RADIUS) && !found; yy++) {
        for (let xx = Math.max(0, x - RADIUS); xx <= Math.min(w - 1, x + RADIUS); xx++) {
          const j = (yy * w + xx) * 3;
          if (Math.abs(b.data[j] - a.data[i]) <= LEVELS && Math.abs(b.data[j + 1] - a.data[i + 1]) <= LEVELS && Math.abs(b.data[j + 2] - a.data[i + 2]) <= LEVELS) {
            found = true;
            break;
          }
        }
      }
      if (!found) n++;
    }
  }
  return (100 * n) / (w * h);
}
const apart = (a: Frame, b: Frame) => Math.max(unmatched(a, b), unmatched(b, a));

describe("video styles a viewer tells apart (bakery story, loaf photo, no kit)", () => {
  const videoTemplates = TEMPLATE_DEFINITIONS.filter((d) => (d.outputs as readonly string[]).includes("video"));

  it("the measure counts what moved, not a drift of a few pixels", () => {
    const w = 40, h = 40;
    const square = (dx: number) => {
      const data = Buffer.alloc(w * h * 3, 255);
      for (let y = 10; y < 30; y++) for (let x = 10 + dx; x < 30 + dx; x++) data.fill(0, (y * w + x) * 3, (y * w + x) * 3 + 3);
      return { data, width: w, height: h };
    };
    expect(apart(square(0), square(3))).toBe(0);
    expect(apart(square(0), square(8))).toBeGreaterThan(4);
  });

  for (const d of videoTemplates) {
    it(`${d.key}: each pair of styles differs on ${MIN_SHARE} % of the frame at 2 s and 4 s`, { timeout: 300_000 }, async () => {
      const { loaf } = await artProducts();
      const frames: Record<string, Frame[]> = {};
      for (const videoStyle of STYLES) {
        const props: DesignProps = { styleId: d.id, placement: "instagram_story", copy: d.sample, language: "en", brand: { name: "Crumb & Co", colors: [] }, images: [loaf], output: "video", videoStyle, durationSeconds: 6, seed: 0 };
        const file = path.join(dir, `${d.key}-${videoStyle}.mp4`);
        fs.writeFileSync(file, await renderVideo(props));
        frames[videoStyle] = await Promise.all(TIMES.map((t) => frameAt(file, t)));
      }
      for (const [k, t] of TIMES.entries()) {
        for (let i = 0; i < STYLES.length; i++) {
          for (let j = i + 1; j < STYLES.length; j++) {
            const share = apart(frames[STYLES[i]][k], frames[STYLES[j]][k]);
            expect.soft(share, `${d.key} ${STYLES[i]} vs ${STYLES[j]} at ${t} s: ${share.toFixed(1)} %`).toBeGreaterThanOrEqual(MIN_SHARE);
          }
        }
      }
    });
  }
});
