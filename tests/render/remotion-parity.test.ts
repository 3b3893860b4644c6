import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_COPY } from "@/remotion/designs/samples";
import { FPS } from "@/remotion/lib/motion";
import { renderStill, type DesignProps, type Placement } from "@/server/render";
import { closeRemotion, getBundle, renderStillRemotion } from "@/server/render/remotion";
import { prerequisite } from "../helpers/prerequisites";
import { videoFrames, type Frame } from "../helpers/video-frames";

/**
 * One design definition, two renderers: the Remotion composition (Chromium, the reference the web app's
 * Player shows) and the fast satori path (production stills, the compositor's video frames) must draw the
 * same picture. Compared at 96x96 in grey, as the motion tests measure: a mean difference of at most
 * MAX_MEAN_DIFF levels (of 255), and almost no pixel off by more than a tenth of the range. Font
 * antialiasing and gradient dithering stay well inside (measured with the frames of the encoded MP4, H.264
 * included: 1.1-1.7 levels, at most 1.5 % of pixels far off, on text edges); a frame of a different moment
 * is far outside (64 levels, 77 %). The video's frames are taken as the encoder takes them, without
 * encoding the video (tests/helpers/video-frames.ts; the MP4 is 1.4 levels from them, video-styles.test.ts).
 */
const MAX_MEAN_DIFF = 4;
const MAX_FAR_OFF_PCT = 3;

const productPng = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#c0874f" } }).png().toBuffer();
const props = (styleId: string, placement: Placement, over: Partial<DesignProps> = {}): DesignProps => ({
  styleId,
  placement,
  copy: SAMPLE_COPY[styleId] ?? {},
  brand: { name: "Northside Roasters", colors: ["#7c2d12", "#f59e0b"], fontDirection: "" },
  images: [{ src: `data:image/png;base64,${productPng.toString("base64")}`, width: 400, height: 400, role: "product" }],
  output: "image",
  seed: 0,
  ...over,
});

/** A PNG, or a raw RGB frame. */
async function grey96(image: Buffer | Frame): Promise<Buffer> {
  const input = Buffer.isBuffer(image) ? sharp(image) : sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });
  return input.resize(96, 96, { fit: "fill" }).greyscale().raw().toBuffer();
}

async function difference(a: Buffer, b: Buffer | Frame) {
  const [x, y] = await Promise.all([grey96(a), grey96(b)]);
  let sum = 0;
  let farOff = 0;
  for (let i = 0; i < x.length; i++) {
    const d = Math.abs(x[i] - y[i]);
    sum += d;
    if (d > 25) farOff++;
  }
  return { mean: sum / x.length, farOffPct: (100 * farOff) / x.length };
}

// The bundle (built on first use) is made before the tests, so no test's time includes it. In `npm test`,
// Chromium may still be installing beside the tests (tests/helpers/prerequisites.ts): minutes on a slow mirror.
beforeAll(async () => {
  await Promise.all([getBundle(), prerequisite("chromium")]);
}, 600_000);

afterAll(async () => {
  await closeRemotion();
});

describe("Remotion and the fast renderers draw the same ad", () => {
  it("as a still: the Remotion composition matches the satori PNG", async () => {
    const ad = props("meme:two-buttons", "square");
    const [remotion, satori] = await Promise.all([renderStillRemotion(ad, "png"), renderStill(ad, "png")]);
    const meta = await sharp(remotion).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1080]);
    const d = await difference(remotion, satori);
    expect(d.mean).toBeLessThanOrEqual(MAX_MEAN_DIFF);
    expect(d.farOffPct).toBeLessThanOrEqual(MAX_FAR_OFF_PCT);
  });

  it("as a display banner (issue 30): the composition takes the 2x size of the placement and matches", async () => {
    const ad = props("template:offer-badge", "medium_rectangle");
    const [remotion, satori] = await Promise.all([renderStillRemotion(ad, "png"), renderStill(ad, "png")]);
    const meta = await sharp(remotion).metadata();
    expect([meta.width, meta.height]).toEqual([600, 500]);
    const d = await difference(remotion, satori);
    expect(d.mean).toBeLessThanOrEqual(MAX_MEAN_DIFF);
    expect(d.farOffPct).toBeLessThanOrEqual(MAX_FAR_OFF_PCT);
  });

  describe("as a video: Remotion's frames match the compositor's at several times", () => {
    const ad = props("template:split-panel", "landscape", { output: "video", videoStyle: "live_scene", durationSeconds: 5 });
    const times = [0.5, 2, 4.5];
    const fast = new Map<number, Frame>();
    // Each Remotion frame drawn once: the last test compares the 0.5 s one again.
    const remotion = new Map<number, Promise<Buffer>>();
    const remotionAt = (t: number) => {
      if (!remotion.has(t)) remotion.set(t, renderStillRemotion(ad, "png", Math.round(t * FPS)));
      return remotion.get(t)!;
    };

    beforeAll(async () => {
      const frames = await videoFrames(ad, times);
      times.forEach((t, i) => fast.set(t, frames[i]));
    });

    it.each(times)("at %s s", async (t) => {
      const d = await difference(await remotionAt(t), fast.get(t)!);
      expect(d.mean).toBeLessThanOrEqual(MAX_MEAN_DIFF);
      expect(d.farOffPct).toBeLessThanOrEqual(MAX_FAR_OFF_PCT);
    });

    it("and the comparison sees a different moment: 0.5 s against 4.5 s is out of tolerance", async () => {
      const d = await difference(await remotionAt(0.5), fast.get(4.5)!);
      expect(d.mean > MAX_MEAN_DIFF || d.farOffPct > MAX_FAR_OFF_PCT).toBe(true);
    });
  });
});
