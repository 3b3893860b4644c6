/**
 * Motion of the fast video path, on real renders (issue 13): motion continues through the video, the
 * three video styles differ at the same frame, frame 0 already shows the ad (not a bare ground), panel
 * divisions never move in moving_background, the length follows durationSeconds, and the compositor
 * places layers at fractional offsets.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_COPY } from "@/remotion/designs/samples";
import { beats, durationOf, framesFor, layerTransform } from "@/remotion/lib/motion";
import { renderVideo, type DesignProps, type Placement } from "@/server/render";
import { blend, trim } from "@/server/render/composite";
import { warp } from "@/server/render/resample";
import { ffEnv, ffmpegPath, ffprobePath } from "@/server/render/ffmpeg";
import type { VideoStyle } from "@/server/render/types";
import { renderSprites } from "@/server/render/video";

const productPng = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c0874f" } }).png().toBuffer();
const product = { src: `data:image/png;base64,${productPng.toString("base64")}`, width: 64, height: 64, role: "product" };

const props = (styleId: string, placement: Placement, videoStyle: VideoStyle, over: Partial<DesignProps> = {}): DesignProps => ({
  styleId,
  placement,
  copy: SAMPLE_COPY[styleId] ?? {},
  brand: { name: "Northside Roasters", colors: ["#7c2d12", "#f59e0b"], fontDirection: "" },
  images: [product],
  output: "video",
  videoStyle,
  seed: 0,
  ...over,
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adlab-motion-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Frame = { data: Buffer; width: number; height: number };
async function frameAt(file: string, t: number): Promise<Frame> {
  const png = execFileSync(ffmpegPath(), ["-v", "error", "-ss", String(t), "-i", file, "-frames:v", "1", "-f", "image2pipe", "-c:v", "png", "pipe:1"], { env: ffEnv() });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
/** Mean absolute difference per channel, 0..255. */
function mad(a: Frame, b: Frame): number {
  let s = 0;
  for (let i = 0; i < a.data.length; i++) s += Math.abs(a.data[i] - b.data[i]);
  return s / a.data.length;
}
async function render(p: DesignProps, name: string): Promise<string> {
  const file = path.join(dir, `${name}.mp4`);
  fs.writeFileSync(file, await renderVideo(p));
  return file;
}
const duration = (file: string) => Number(JSON.parse(execFileSync(ffprobePath(), ["-v", "error", "-show_entries", "format=duration", "-of", "json", file], { env: ffEnv() }).toString()).format.duration);

describe("motion definition", () => {
  it("scales beats with the duration, clamps it to 5..15 and never rounds transforms", () => {
    expect(durationOf({})).toBe(6);
    expect(durationOf({ durationSeconds: 10 })).toBe(10);
    expect(durationOf({ durationSeconds: 40 })).toBe(15);
    expect(durationOf({ durationSeconds: 2 })).toBe(5);
    expect(framesFor(durationOf({ durationSeconds: 8 }))).toBe(240);
    expect(beats(12).end).toBe(10.5);
    expect(beats(12).cta).toBeGreaterThan(beats(6).cta);
    // With a soundtrack, beats land on its tempo's grid (120 bpm: every 0.5 s).
    const onGrid = beats(6, 120);
    for (const k of ["body", "step", "mid", "cta"] as const) expect((onGrid[k] / 0.5) % 1, k).toBeCloseTo(0, 6);
    expect(onGrid.cta).toBeLessThanOrEqual(beats(6).cta);
    // The CTA is on screen and held in the end card, in every style and length.
    for (const style of ["moving_background", "live_scene", "moving_elements"] as const) {
      for (const D of [5, 6, 15]) {
        for (const t of [D - 1.4, D - 0.5, D - 1 / 30]) expect(layerTransform(style, "el-2.cta", t, 1080, 1920, D).opacity, `${style} ${D} ${t}`).toBe(1);
        expect(layerTransform(style, "el-0.logo", D - 1, 1080, 1920, D).opacity).toBe(1);
        // Held: logo and CTA do not move in the last 0.8 s.
        for (const id of ["el-0.logo", "el-2.cta"]) {
          const a = layerTransform(style, id, D - 0.8, 1080, 1920, D), z = layerTransform(style, id, D - 1 / 30, 1080, 1920, D);
          expect(Math.abs(a.x - z.x) + Math.abs(a.y - z.y) + Math.abs(a.scale - z.scale) * 100, `${style} ${D} ${id}`).toBeLessThan(0.5);
        }
      }
    }
    // Sub-pixel motion: positions are not whole pixels.
    const xs = Array.from({ length: 30 }, (_, i) => layerTransform("moving_elements", "el-1~l0.head", 1 + i / 30, 1080, 1920).x);
    expect(xs.some((x) => Math.abs(x - Math.round(x)) > 0.05)).toBe(true);
    // Foreground shapes (panel divisions) never move; moving_background keeps copy still.
    for (let t = 0; t < 6; t += 0.25) {
      expect(layerTransform("moving_background", "fg-0", t, 1080, 1920)).toMatchObject({ x: 0, y: 0, scale: 1 });
      expect(layerTransform("moving_background", "el-1~l1.head", t, 1080, 1920)).toMatchObject({ x: 0, y: 0, scale: 1 });
    }
  });

  it("composites at fractional offsets (bilinear), not whole-pixel steps", () => {
    // A 1 px wide opaque white column, moved by half a pixel, covers two columns at half strength.
    const W = 8, H = 4;
    const rgba = Buffer.alloc(W * H * 4);
    for (let y = 0; y < H; y++) rgba.fill(255, (y * W + 3) * 4, (y * W + 4) * 4);
    const sp = trim("el-0", rgba, W, H)!;
    const moved = warp(sp, { x: 0.5, y: 0, scale: 1, opacity: 1 }, Infinity, Infinity);
    const frame = Buffer.alloc(W * H * 4);
    blend(frame, W, H, moved, moved.x, moved.y, 1);
    const alpha = (x: number) => frame[(1 * W + x) * 4 + 3];
    expect(alpha(3)).toBeGreaterThan(100);
    expect(alpha(3)).toBeLessThan(156);
    expect(alpha(4)).toBeGreaterThan(100);
    expect(alpha(4)).toBeLessThan(156);
  });
});

describe("video motion on real renders", () => {
  const styles: VideoStyle[] = ["moving_background", "live_scene", "moving_elements"];
  const files: Record<string, string> = {};
  beforeAll(async () => {
    // Lean: square at 1080, 5 s, one render per style.
    for (const s of styles) files[s] = await render(props("template:product-hero", "square", s, { durationSeconds: 5 }), `ph-${s}`);
  }, 240_000);

  it("honours durationSeconds and keeps moving through the video (2 s vs 4 s)", async () => {
    for (const s of styles) {
      expect(duration(files[s])).toBeGreaterThan(4.9);
      expect(duration(files[s])).toBeLessThan(5.1);
      const d = mad(await frameAt(files[s], 2), await frameAt(files[s], 4));
      expect(d, `${s}: 2 s vs 4 s`).toBeGreaterThan(0.4);
    }
  });

  it("the three styles differ from each other at the same frame", async () => {
    for (const t of [0, 2.5]) {
      const f = await Promise.all(styles.map((s) => frameAt(files[s], t)));
      for (let i = 0; i < 3; i++) for (let j = i + 1; j < 3; j++) expect(mad(f[i], f[j]), `${styles[i]} vs ${styles[j]} at ${t} s`).toBeGreaterThan(0.5);
    }
  });

  it("frame 0 already shows the ad: copy and product, not a bare ground", async () => {
    const sprites = await renderSprites(props("template:product-hero", "square", "live_scene"));
    const bg = sprites[0];
    expect(bg.id).toBe("bg");
    for (const s of styles) {
      const f0 = await frameAt(files[s], 0);
      // Pixels far (> 60 levels) from the ground layer: text, logo, disc and product.
      let far = 0;
      for (let i = 0, j = 0; i < f0.data.length; i += 3, j += 4) {
        const d = Math.abs(f0.data[i] - bg.data[j + 2]) + Math.abs(f0.data[i + 1] - bg.data[j + 1]) + Math.abs(f0.data[i + 2] - bg.data[j]);
        if (d > 60) far++;
      }
      expect(far / (f0.width * f0.height), s).toBeGreaterThan(0.05);
    }
  });
});

describe("a story video at the default length (split-panel, moving_background)", () => {
  const p = props("template:split-panel", "instagram_story", "moving_background");
  let file = "";
  beforeAll(async () => {
    file = await render(p, "split-mb");
  }, 180_000);

  it("is a 6 s H.264 MP4 (yuv420p, 1080x1920) with real motion", async () => {
    const probe = JSON.parse(execFileSync(ffprobePath(), ["-v", "error", "-show_entries", "format=duration:stream=codec_name,pix_fmt,width,height", "-of", "json", file], { env: ffEnv() }).toString());
    expect(Number(probe.format.duration)).toBeGreaterThan(5.8);
    expect(Number(probe.format.duration)).toBeLessThan(6.2);
    expect(probe.streams[0]).toMatchObject({ codec_name: "h264", pix_fmt: "yuv420p", width: 1080, height: 1920 });
    expect(mad(await frameAt(file, 0.2), await frameAt(file, 4))).toBeGreaterThan(0.4);
  });

  it("moving_background keeps the panels in place: the divider stays put and nothing crosses it, for the whole video", { timeout: 180_000 }, async () => {
    const sprites = await renderSprites(p);
    const divider = sprites.find((s) => s.id === "fg-0")!;
    const ground = sprites.find((s) => s.id === "bg")!;
    expect(divider, "split-panel draws its divider as a static foreground layer").toBeTruthy();
    const [dx0, dy0, dx1, dy1] = divider.clip; // the divider's rectangle in the frame
    expect(dx1 - dx0).toBe(1080); // stacked (tall): a horizontal divider across the canvas
    const bgra = (s: typeof divider, x: number, y: number) => {
      const i = ((y - s.y) * s.w + (x - s.x)) * 4;
      return [s.data[i + 2], s.data[i + 1], s.data[i]];
    };
    const accent = bgra(divider, dx0 + 10, dy0 + 1);
    const panel = bgra(ground, 5, 1900);
    const near = (a: number[], b: number[], tol: number) => a.every((v, i) => Math.abs(v - b[i]) <= tol);
    for (const t of [0, 1, 2, 3, 4, 5, 5.9]) {
      const f = await frameAt(file, t);
      const px = (x: number, y: number) => [f.data[(y * f.width + x) * 3], f.data[(y * f.width + x) * 3 + 1], f.data[(y * f.width + x) * 3 + 2]];
      let onDivider = 0, panelBelow = 0, imageAbove = 0;
      for (let x = 4; x < 1076; x += 4) {
        if (near(px(x, Math.round((dy0 + dy1) / 2)), accent, 24)) onDivider++;
        // Just below the divider: the copy panel's own colour (no picture or ground hanging over).
        if (near(px(x, dy1 + 14), panel, 16)) panelBelow++;
        // Just above it: the image panel, never the copy panel's colour showing through.
        if (!near(px(x, dy0 - 10), panel, 16)) imageAbove++;
      }
      const n = 268;
      expect(onDivider / n, `divider at ${t} s`).toBeGreaterThan(0.97);
      expect(panelBelow / n, `copy panel below the divider at ${t} s`).toBeGreaterThan(0.97);
      expect(imageAbove / n, `image panel above the divider at ${t} s`).toBeGreaterThan(0.97);
    }
    // The image panel (its ground and the product in it) does move.
    const a = await frameAt(file, 1), b = await frameAt(file, 4);
    let moved = 0, n = 0;
    for (let y = 260; y < dy0 - 20; y += 8) for (let x = 0; x < 1080; x += 8, n++) if (Math.abs(a.data[(y * 1080 + x) * 3] - b.data[(y * 1080 + x) * 3]) > 6) moved++;
    expect(moved / n).toBeGreaterThan(0.015);
  });
});
