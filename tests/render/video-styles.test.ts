/**
 * Video styles a viewer tells apart (issue 42): in every template that makes videos, the story's and the
 * square's frames at 2 s and at 4 s differ between each pair of the three styles on at least 4 % of the
 * frame's pixels (on squares, where the product stands beside the copy, feature-list and handwritten-note
 * were 2.2-3.9 % apart while their stories passed). Real renders: the bakery's ad (a brown loaf photo, no
 * kit) and the same ad without a photo (no illustration either: the brand's initial stands in where the
 * design has room for it), its frames composited as the encoder takes them
 * (server/render/video.ts framesAt) without encoding the 6 s MP4 around them: the MP4's frames decoded by
 * ffmpeg are 1.4 levels from them on average at half size, no channel more than 32 off (bold-statement,
 * three styles, at 2 s and 4 s).
 *
 * The measure: the frames at half size; a pixel of one frame differs when no pixel of the other frame within
 * 5 px (10 px at full size, about 1 % of the width) has every channel within 32 levels of it, counted both
 * ways and the larger share kept. A drift of a few pixels or a colour change a viewer cannot see does not
 * count; something moved, turned, grown or gone does.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { TEMPLATE_DEFINITIONS } from "@/remotion/designs/templates/index";
import type { DesignProps, VideoStyle } from "@/server/render/types";
import type { Placement } from "@/shared/placements";
import { artProducts } from "../helpers/art-products";
import { videoFrames, type Frame } from "../helpers/video-frames";

const STYLES: VideoStyle[] = ["moving_background", "live_scene", "moving_elements"];
/** The tall frame (the product under the copy) and the square (the product beside it in most templates). */
const PLACEMENTS_CHECKED: Placement[] = ["instagram_story", "square"];
const TIMES = [2, 4];
const MIN_SHARE = 4;
const RADIUS = 5;
const LEVELS = 32;

/** The frames at TIMES, at half size (540 px wide). */
async function framesOf(props: DesignProps): Promise<Frame[]> {
  return Promise.all(
    (await videoFrames(props, TIMES)).map(async ({ data: rgb, width, height }) => {
      const { data, info } = await sharp(rgb, { raw: { width, height, channels: 3 } }).resize({ width: 540 }).raw().toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    }),
  );
}

/**
 * The share (%) of a's pixels with no pixel of b within RADIUS whose channels are all within LEVELS. Most
 * pixels match the pixel at their own place, or at the offset where the pixel before them matched (a
 * layer shifted as a whole): those two are tried before the window is searched.
 */
function unmatched(a: Frame, b: Frame): number {
  const { width: w, height: h } = a;
  const near = (i: number, j: number) => Math.abs(b.data[j] - a.data[i]) <= LEVELS && Math.abs(b.data[j + 1] - a.data[i + 1]) <= LEVELS && Math.abs(b.data[j + 2] - a.data[i + 2]) <= LEVELS;
  const inside = (x: number, y: number) => x >= 0 && x < w && y >= 0 && y < h;
  let n = 0, dx = 0, dy = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      if (near(i, i) || (inside(x + dx, y + dy) && near(i, ((y + dy) * w + x + dx) * 3))) continue;
      let found = false;
      for (let yy = Math.max(0, y - RADIUS); yy <= Math.min(h - 1, y + RADIUS) && !found; yy++) {
        for (let xx = Math.max(0, x - RADIUS); xx <= Math.min(w - 1, x + RADIUS); xx++) {
          if (near(i, (yy * w + xx) * 3)) {
            found = true;
            dx = xx - x;
            dy = yy - y;
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

describe("video styles a viewer tells apart (bakery, no kit, with its loaf photo and without)", () => {
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
    for (const placement of PLACEMENTS_CHECKED) {
      for (const photo of [true, false]) {
        const name = `${d.key} ${placement} ${photo ? "with the loaf" : "without a photo"}: each pair of styles differs on ${MIN_SHARE} % of the frame at 2 s and 4 s`;
        it(name, { timeout: 300_000 }, async () => {
          const { loaf } = await artProducts();
          const frames: Record<string, Frame[]> = {};
          for (const videoStyle of STYLES) {
            const props: DesignProps = { styleId: d.id, placement, copy: d.sample, language: "en", brand: { name: "Crumb & Co", colors: [] }, images: photo ? [loaf] : [], output: "video", videoStyle, durationSeconds: 6, seed: 0 };
            frames[videoStyle] = await framesOf(props);
          }
          for (const [k, t] of TIMES.entries()) {
            for (let i = 0; i < STYLES.length; i++) {
              for (let j = i + 1; j < STYLES.length; j++) {
                const share = apart(frames[STYLES[i]][k], frames[STYLES[j]][k]);
                expect.soft(share, `${d.key} ${placement} ${STYLES[i]} vs ${STYLES[j]} at ${t} s: ${share.toFixed(1)} %`).toBeGreaterThanOrEqual(MIN_SHARE);
              }
            }
          }
        });
      }
    }
  }
});
