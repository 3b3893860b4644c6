/**
 * Fast video path (no browser): the design is drawn once per layer with satori + resvg, then every
 * frame is composited from those layers with the transforms of the shared motion definition
 * (remotion/lib/motion.ts, the same numbers the Remotion composition uses as CSS transforms) and piped
 * as raw I420 into the ffmpeg shipped with @remotion/compositor (libx264, yuv420p): the earlier frames in
 * this thread, the later ones in a thread of their own (segment.ts), the two runs then joined.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { config } from "../config";
import { renderDesign } from "../../remotion/designs/registry";
import { clippedLayers } from "../../remotion/lib/layer";
import { definitionOf } from "../../remotion/designs/definitions";
import { durationOf, FPS, framesFor, isClipped, layerTransform, parseLayer, type Transform } from "../../remotion/lib/motion";
import { shiftSprite, trim, type Sprite } from "./composite";
import { Compositor, flattenStatic } from "./compositor";
import { soundtrackAac } from "../music/library";
import { runFfmpeg } from "./ffmpeg";
import { PLACEMENTS } from "../../shared/placements";
import { svgInkToRgba, toSvg } from "./still";
import { encodeSegment, type Segment } from "./segment";
import { returnSegmentThread, takeSegmentThread } from "./segment-threads";
import { initShaper } from "./shaper";
import type { DesignProps } from "./types";

export type VideoTimings = { layersMs: number; encodeMs: number; frames: number; layers: number };

/** Draw each layer of the design once (satori + resvg) as trimmed premultiplied sprites. */
export async function renderSprites(props: DesignProps, clipped?: Set<string>): Promise<Sprite[]> {
  const { width: W, height: H } = PLACEMENTS[props.placement];
  const base = { ...props, output: "video" as const, videoStyle: props.videoStyle ?? "live_scene" };
  const ids: string[] = [];
  await initShaper(); // complex-script lines are shaped by HarfBuzz (server/render/shaper.ts)
  renderDesign({ ...base, t: undefined, collect: ids });
  for (const id of clippedLayers(ids)) clipped?.add(id);
  // Layers that never move, from the ground up (ground, panel grounds, dividers in live_scene and
  // moving_elements), are drawn together in one pass, as one sprite under the ground's id.
  const D = durationOf(props), frames = framesFor(D), timeline = definitionOf(props.styleId).motion;
  const still = (id: string) => {
    for (let i = 0; i < frames; i++) {
      const tr = layerTransform(base.videoStyle, id, i / FPS, W, H, D, props.soundtrack?.bpm, timeline);
      if (tr.x !== 0 || tr.y !== 0 || tr.scale !== 1 || (tr.rotate ?? 0) !== 0 || tr.opacity < 1) return false;
    }
    return true;
  };
  let n = 0;
  while (n < ids.length && (parseLayer(ids[n]).kind === "bg" || parseLayer(ids[n]).kind === "fg") && still(ids[n])) n++;
  const groups: { id: string; isolate: string | string[] }[] = n >= 2 ? [{ id: ids[0], isolate: ids.slice(0, n) }] : [];
  for (const id of ids.slice(groups.length ? n : 0)) groups.push({ id, isolate: id });
  const sprites: Sprite[] = [];
  for (const { id, isolate } of groups) {
    // Pictures and props can move: they are drawn with an overscan margin, so a prop that reaches past
    // the frame edge (a big accent disc) shows its whole shape when it moves in, as it does in Remotion.
    const M = parseLayer(id).kind === "scene" ? Math.round(Math.min(W, H) * 0.12) : 0;
    const el = renderDesign({ ...base, isolate });
    const svg = M ? await toSvg(createElement("div", { style: { display: "flex", width: W + 2 * M, height: H + 2 * M, padding: M } }, el), W + 2 * M, H + 2 * M) : await toSvg(el, W, H);
    const ink = svgInkToRgba(svg);
    const sp = ink && trim(id, ink.data, ink.width, ink.height);
    if (!sp) continue;
    shiftSprite(sp, ink.x - M, ink.y - M);
    sprites.push(sp);
  }
  return sprites;
}

/**
 * The first frame of the second segment, when a second thread encodes the later frames: the first frames
 * cost more (entrances, beats) than the end card, which covers the rest, and about half the work is done
 * by 45 % of the frames in every style.
 */
export const secondSegmentStart = (frames: number) => Math.round(frames * 0.45);

/** What the encoder composites: the layers (those that never move merged into the ground), and per frame each one's transform. */
type Frames = Pick<Segment, "sprites" | "clips" | "transforms" | "W" | "H">;

/** The layers of the video drawn once, and every frame's transforms (`layers`: before the merge). */
export async function framesOf(props: DesignProps): Promise<Frames & { layers: number }> {
  const { width: W, height: H } = PLACEMENTS[props.placement];
  const style = props.videoStyle ?? "live_scene";
  const D = durationOf(props);
  const clipped = new Set<string>();
  const sprites = await renderSprites(props, clipped);
  const timeline = definitionOf(props.styleId).motion;
  const all: Transform[][] = [];
  // A sprite's box is its layer's box (the marker kit's Layer() draws when a layer is drawn alone).
  const boxes = sprites.map((sp) => ({ left: sp.box[0], top: sp.box[1], width: sp.box[2] - sp.box[0], height: sp.box[3] - sp.box[1] }));
  for (let i = 0; i < framesFor(D); i++) all.push(sprites.map((sp, j) => layerTransform(style, sp.id, i / FPS, W, H, D, props.soundtrack?.bpm, timeline, boxes[j])));
  const flat = flattenStatic(sprites, all, sprites.map((sp) => isClipped(style, sp.id, clipped.has(sp.id))), W, H);
  return { ...flat, W, H, layers: sprites.length };
}

/**
 * The video's frames at `times` (s) as opaque BGRA (W x H), without encoding the video: each is composited
 * whole, as the first frame of an encoder run is (segment.ts), from the layers and transforms the encoder
 * takes. The encoder draws a run's later frames in parts, which give the frame drawn whole
 * (tests/render/video-compositor.test.ts); the MP4 then differs by x264's loss only.
 */
export async function framesAt(props: DesignProps, times: number[]): Promise<Buffer[]> {
  const { sprites, clips, transforms, W, H } = await framesOf(props);
  return times.map((t) => {
    const frame = Buffer.alloc(W * H * 4);
    new Compositor(sprites, W, H, clips).frame(frame, transforms[Math.min(transforms.length - 1, Math.round(t * FPS))]);
    return frame;
  });
}

/** `onProgress` hears the share of frames handed to the encoder (0..1) after each frame. */
export async function renderVideo(props: DesignProps, timings?: Partial<VideoTimings>, onProgress?: (fraction: number) => void): Promise<Buffer> {
  const t0 = performance.now();
  const frames = framesFor(durationOf(props));
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "adlab-video-"));
  // On two cores or more, the later frames are composited and encoded in a thread of their own.
  const helper = os.availableParallelism() > 1 ? takeSegmentThread() : null;
  // The soundtrack (server/music): the video's length, faded out, at -14 LUFS, as AAC 128k.
  const soundtrack = props.soundtrack ? soundtrackAac(props.soundtrack.trackId, frames / FPS) : null;
  soundtrack?.catch(() => {}); // awaited below, after the frames: a failure is reported there
  try {
    const { layers, ...flat } = await framesOf(props);
    const t1 = performance.now();

    const cut = helper ? secondSegmentStart(frames) : frames;
    const runs = [[0, cut], [cut, frames]].filter(([from, to]) => to > from);
    const files = runs.map((_, k) => path.join(dir, `${k}.mp4`));
    const handed = runs.map(() => 0);
    const encoded = runs.map(([from, to], k) => {
      const segment: Segment = { ...flat, transforms: flat.transforms.slice(from, to), fps: FPS, preset: config.render.x264Preset, file: files[k] };
      const onFrame = (done: number) => {
        handed[k] = Math.max(handed[k], done);
        onProgress?.(handed.reduce((a, b) => a + b, 0) / frames);
      };
      if (k === 0) return encodeSegment(segment, onFrame);
      // A thread that fails costs time, not the video: its segment is encoded again here.
      return helper!.encode(segment, onFrame).catch((error) => {
        console.warn(`[adlab] the segment thread failed, its frames are encoded on the calling thread: ${error instanceof Error ? error.message : error}`);
        return encodeSegment(segment, onFrame);
      });
    });
    // Both runs end before the folder goes, even when one fails.
    const failed = (await Promise.allSettled(encoded)).find((r) => r.status === "rejected");
    if (failed) throw failed.reason;

    // The runs joined without encoding them again (ffmpeg's concat demuxer), with the soundtrack.
    const list = path.join(dir, "runs.txt"), out = path.join(dir, "out.mp4"), audio = path.join(dir, "soundtrack.mp4");
    await fs.writeFile(list, files.map((file) => `file '${file}'\n`).join(""));
    if (soundtrack) await fs.writeFile(audio, await soundtrack);
    await runFfmpeg(["-f", "concat", "-safe", "0", "-i", list, ...(soundtrack ? ["-i", audio, "-map", "0:v", "-map", "1:a", "-shortest"] : []), "-c", "copy", "-movflags", "+faststart", out]);
    const buf = await fs.readFile(out);
    if (timings) Object.assign(timings, { layersMs: t1 - t0, encodeMs: performance.now() - t1, frames, layers });
    return buf;
  } finally {
    if (helper) returnSegmentThread(helper);
    await fs.rm(dir, { recursive: true, force: true });
  }
}
