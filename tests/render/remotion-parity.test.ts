import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_COPY } from "@/remotion/designs/samples";
import { FPS } from "@/remotion/lib/motion";
import { renderStill, type DesignProps, type Placement } from "@/server/render";
import { ffEnv, ffmpegPath } from "@/server/render/ffmpeg";
import { closeRemotion, getBundle, renderStillRemotion } from "@/server/render/remotion";
import { renderVideo } from "@/server/render/video";

/**
 * One design definition, two renderers: the Remotion composition (Chromium, the reference the web app's
 * Player shows) and the fast satori path (production stills, the compositor's video frames) must draw the
 * same picture. Compared at 96x96 in grey, as the motion tests measure: a mean difference of at most
 * MAX_MEAN_DIFF levels (of 255), and almost no pixel off by more than a tenth of the range. Font
 * antialiasing, gradient dithering and H.264 stay well inside (measured: 1.1-1.7 levels, at most 1.5 % of
 * pixels far off, on text edges); a frame of a different moment is far outside (64 levels, 77 %).
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

async function grey96(png: Buffer): Promise<Buffer> {
  return sharp(png).resize(96, 96, { fit: "fill" }).greyscale().raw().toBuffer();
}

async function difference(a: Buffer, b: Buffer) {
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

// The bundle (built on first use) is made before the tests, so no test's time includes it.
beforeAll(async () => {
  await getBundle();
});

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
    const fast = new Map<number, Buffer>();
    // Each Remotion frame drawn once: the last test compares the 0.5 s one again.
    const remotion = new Map<number, Promise<Buffer>>();
    const remotionAt = (t: number) => {
      if (!remotion.has(t)) remotion.set(t, renderStillRemotion(ad, "png", Math.round(t * FPS)));
      return remotion.get(t)!;
    };

    beforeAll(async () => {
      const dir = await mkdtemp(path.join(tmpdir(), "adlab-parity-"));
      const mp4 = path.join(dir, "fast.mp4");
      await writeFile(mp4, await renderVideo(ad));
      for (const t of times) {
        const png = path.join(dir, `${t}.png`);
        const frame = Math.round(t * FPS);
        // Decoded from the start and cut at the frame's own time (the shipped ffmpeg has no select filter).
        await promisify(execFile)(ffmpegPath(), ["-loglevel", "error", "-i", mp4, "-ss", String(frame / FPS), "-frames:v", "1", png], { env: ffEnv() });
        fast.set(t, await readFile(png));
      }
      await rm(dir, { recursive: true, force: true });
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
