/**
 * The fast video path redraws only what changed between frames and converts only that to I420 (issue 25).
 * What a viewer must not see: a layer left behind where it was (a stale rectangle), or colours that drift
 * from the frame that was composited.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SAMPLE_COPY } from "@/remotion/designs/samples";
import { FPS } from "@/remotion/lib/motion";
import type { DesignProps } from "@/server/render";
import { Compositor } from "@/server/render/compositor";
import type { VideoStyle } from "@/server/render/types";
import { blend, coreOf, trim } from "@/server/render/composite";
import { warp } from "@/server/render/resample";
import { encodeSegment, type Segment } from "@/server/render/segment";
import { SegmentThread } from "@/server/render/segment-threads";
import { framesOf } from "@/server/render/video";
import { i420Bytes, toI420 } from "@/server/render/yuv";

const productPng = await sharp({ create: { width: 256, height: 256, channels: 3, background: "#c0874f" } }).png().toBuffer();
const props = (styleId: string, videoStyle: VideoStyle): DesignProps => ({
  styleId,
  placement: "square",
  copy: SAMPLE_COPY[styleId] ?? {},
  brand: { name: "Northside Roasters", colors: ["#7c2d12", "#f59e0b"], fontDirection: "" },
  images: [{ src: `data:image/png;base64,${productPng.toString("base64")}`, width: 256, height: 256, role: "product" }],
  output: "video",
  videoStyle,
  seed: 0,
});

describe("the video compositor", () => {
  it.each([
    ["template:product-hero", "live_scene"],
    ["template:split-panel", "moving_elements"],
  ] as const)("%s in %s: every frame redrawn in parts equals the frame drawn whole", async (styleId, style) => {
    const flat = await framesOf(props(styleId, style));
    const { W, H } = flat;
    const running = new Compositor(flat.sprites, W, H, flat.clips);
    const frame = Buffer.alloc(W * H * 4);
    let redrawn = 0;
    for (const [i, trs] of flat.transforms.entries()) {
      const rects = running.frame(frame, trs);
      redrawn += rects.reduce((n, [x0, y0, x1, y1]) => n + (x1 - x0) * (y1 - y0), 0) / (W * H);
      if (i % 15 !== 14) continue;
      // A compositor that never saw a frame draws this one whole (resampling a resting layer exactly
      // where the running one reuses its cached 1/4 px phase: edges differ by a few levels, never more).
      const whole = Buffer.alloc(W * H * 4);
      new Compositor(flat.sprites, W, H, flat.clips).frame(whole, trs);
      let farOff = 0;
      for (let k = 0; k < whole.length; k++) if (Math.abs(whole[k] - frame[k]) > 64) farOff++;
      expect(farOff, `frame ${i}: bytes far from the whole frame`).toBe(0);
    }
    // The point of it: well under the whole frame is drawn again on average.
    expect(redrawn / flat.transforms.length).toBeLessThan(0.7);
  });

  it("a layer resampled for a frame names each row's opaque run, which is copied with the very pixels blending gives", () => {
    // A 96x96 layer: an opaque textured square with a half-transparent rim, drawn as RGBA.
    const S = 96, rgba = Buffer.alloc(S * S * 4);
    for (let y = 20; y < 76; y++) {
      for (let x = 16; x < 80; x++) {
        const rim = x < 18 || x > 77 || y < 22 || y > 73, a = rim ? 128 : 255;
        const i = (y * S + x) * 4;
        rgba.set([((x * 7) % 256) * a / 255, ((y * 5) % 256) * a / 255, ((x ^ y) & 255) * a / 255, a].map(Math.round), i);
      }
    }
    const sprite = trim("scene-0.product", rgba, S, S)!;
    for (const tr of [{ x: 3.3, y: -1.7, scale: 1.13, opacity: 1 }, { x: 0.4, y: 2.2, scale: 0.91, opacity: 1, rotate: 7 }]) {
      const placed = warp(sprite, tr, S, S);
      expect([...placed.core!], `core at ${JSON.stringify(tr)}`).toEqual([...coreOf(placed.data, placed.w, placed.h)]);
      expect(placed.core!.some((v, i) => i % 2 === 1 && v - placed.core![i - 1] >= 16), "some row has a run long enough to copy").toBe(true);
      const copied = Buffer.alloc(S * S * 4, 90), blended = Buffer.alloc(S * S * 4, 90);
      blend(copied, S, S, placed, placed.x, placed.y, 1);
      blend(blended, S, S, { ...placed, core: undefined }, placed.x, placed.y, 1);
      expect(copied.equals(blended)).toBe(true);
    }
  });

  it("converts to BT.601 limited-range I420 as ffmpeg does, rectangle by rectangle", () => {
    const W = 4, H = 2;
    // BGRA. Left block: white, black over red, green. Right block: flat blue.
    const bgra = Buffer.from([
      255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255,
      0, 0, 255, 255, 0, 255, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255,
    ]);
    const out = Buffer.alloc(i420Bytes(W, H), 7);
    const Y = (o: Buffer) => [...o.subarray(0, W * H)], U = (o: Buffer) => [...o.subarray(W * H, W * H + 2)], V = (o: Buffer) => [...o.subarray(W * H + 2)];
    toI420(bgra, W, H, [0, 0, 2, 2], out);
    // Outside the rectangle the frame is left as it was.
    expect(Y(out)).toEqual([235, 16, 7, 7, 81, 145, 7, 7]);
    expect([U(out), V(out)]).toEqual([[100, 7], [133, 7]]);
    toI420(bgra, W, H, [2, 0, 4, 2], out);
    expect(Y(out)).toEqual([235, 16, 41, 41, 81, 145, 41, 41]);
    // Chroma is each 2x2 block's mean: (100, 133) for the mixed block, (240, 110) for pure blue.
    expect([U(out), V(out)]).toEqual([[100, 240], [133, 110]]);
  });

  it("a segment thread encodes a run of frames as this thread does, reports a run that fails, and takes the next one", async () => {
    const flat = await framesOf(props("template:bold-statement", "moving_elements"));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adlab-segment-"));
    const run = (file: string, from: number, to: number): Segment => ({ ...flat, transforms: flat.transforms.slice(from, to), fps: FPS, preset: "ultrafast", file: path.join(dir, file) });
    const thread = new SegmentThread();
    try {
      await expect(thread.encode(run("no-such-folder/x.mp4", 0, 4), () => {})).rejects.toThrow(/ffmpeg exited/);
      const handed: number[] = [];
      await Promise.all([encodeSegment(run("here.mp4", 30, 60)), thread.encode(run("there.mp4", 30, 60), (n) => handed.push(n))]);
      expect(handed).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      const [here, there] = ["here.mp4", "there.mp4"].map((f) => fs.readFileSync(path.join(dir, f)));
      expect(here.length).toBeGreaterThan(10_000);
      expect(there.equals(here), "the thread's MP4 is this thread's, byte for byte").toBe(true);
    } finally {
      await thread.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
