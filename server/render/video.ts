/**
 * Fast video path (no browser): the design is drawn once per layer with satori + resvg, then every
 * frame is composited from those layers with the transforms of the shared motion definition
 * (remotion/lib/motion.ts, the same numbers the Remotion composition uses as CSS transforms) and piped
 * as raw I420 into the ffmpeg shipped with @remotion/compositor (libx264, yuv420p).
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { config } from "../config";
import { renderDesign } from "../../remotion/designs/registry";
import { clippedLayers } from "../../remotion/lib/kit";
import { definitionOf } from "../../remotion/designs/definitions";
import { durationOf, FPS, framesFor, isClipped, layerTransform, parseLayer, type Transform } from "../../remotion/lib/motion";
import { aviHeader, frameChunkHeader } from "./avi";
import { shiftSprite, trim, type Sprite } from "./composite";
import { Compositor, flattenStatic } from "./compositor";
import { soundtrackAac } from "../music/library";
import { ffEnv, ffmpegPath } from "./ffmpeg";
import { PLACEMENTS } from "./placements";
import { svgToRgba, toSvg } from "./still";
import { i420Bytes, toI420 } from "./yuv";
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
    const { data } = svgToRgba(svg);
    const sp = trim(id, data, W + 2 * M, H + 2 * M);
    if (sp && M) shiftSprite(sp, -M, -M);
    if (sp) sprites.push(sp);
  }
  return sprites;
}

/** `onProgress` hears the share of frames handed to the encoder (0..1) after each frame. */
export async function renderVideo(props: DesignProps, timings?: Partial<VideoTimings>, onProgress?: (fraction: number) => void): Promise<Buffer> {
  const { width: W, height: H } = PLACEMENTS[props.placement];
  const style = props.videoStyle ?? "live_scene";
  const D = durationOf(props);
  const frames = framesFor(D);
  const t0 = performance.now();
  const clipped = new Set<string>();
  const sprites = await renderSprites(props, clipped);
  const t1 = performance.now();

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "adlab-video-"));
  const out = path.join(dir, "out.mp4");
  // The soundtrack (server/music): a WAV of the video's length, faded out, at -14 LUFS -> AAC 128k.
  const audio = props.soundtrack ? path.join(dir, "soundtrack.mp4") : null;
  if (audio) await fs.writeFile(audio, await soundtrackAac(props.soundtrack!.trackId, frames / FPS));
  const ff = spawn(
    ffmpegPath(),
    ["-hide_banner", "-loglevel", "error", "-y", "-f", "avi", "-i", "pipe:0",
      ...(audio ? ["-i", audio, "-map", "0:v", "-map", "1:a", "-c:a", "copy", "-shortest"] : []),
      "-c:v", "libx264", "-preset", config.render.x264Preset, "-crf", "20", "-pix_fmt", "yuv420p", "-movflags", "+faststart", out],
    { env: ffEnv(), stdio: ["pipe", "ignore", "pipe"] },
  );
  let stderr = "";
  ff.stderr.on("data", (d) => (stderr += d));
  const done = new Promise<void>((resolve, reject) => {
    ff.on("error", reject);
    ff.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${stderr.slice(-500)}`))));
  });
  ff.stdin.on("error", () => {});
  ff.stdin.write(aviHeader(W, H, FPS, frames));
  const frameBytes = i420Bytes(W, H);
  const chunkHeader = frameChunkHeader(frameBytes);

  // Every frame is composited in this thread at fractional offsets (server/render/composite.ts), into one
  // buffer that keeps the frame before: only what changed is drawn again and converted to I420.
  const all: Transform[][] = [];
  const timeline = definitionOf(props.styleId).motion;
  for (let i = 0; i < frames; i++) all.push(sprites.map((sp) => layerTransform(style, sp.id, i / FPS, W, H, D, props.soundtrack?.bpm, timeline)));
  const flat = flattenStatic(sprites, all, sprites.map((sp) => isClipped(style, sp.id, clipped.has(sp.id))), W, H);
  const comp = new Compositor(flat.sprites, W, H, flat.clips);
  const transforms = flat.transforms;
  const rgba = Buffer.alloc(W * H * 4);
  const yuv = Buffer.allocUnsafe(frameBytes);

  // A small ring of frame copies, reused once ffmpeg's pipe has taken them.
  const ring = Array.from({ length: 3 }, () => ({ buf: Buffer.allocUnsafe(frameBytes), free: Promise.resolve() }));
  for (let i = 0; i < frames; i++) {
    for (const r of comp.frame(rgba, transforms[i])) toI420(rgba, W, H, r, yuv);
    const slot = ring[i % ring.length];
    await slot.free;
    yuv.copy(slot.buf);
    ff.stdin.write(chunkHeader);
    let release!: () => void;
    slot.free = new Promise<void>((r) => (release = r));
    if (!ff.stdin.write(slot.buf, () => release())) await new Promise((r) => ff.stdin.once("drain", r));
    onProgress?.((i + 1) / frames);
  }
  ff.stdin.end();
  await done;
  const buf = await fs.readFile(out);
  await fs.rm(dir, { recursive: true, force: true });
  if (timings) Object.assign(timings, { layersMs: t1 - t0, encodeMs: performance.now() - t1, frames, layers: sprites.length });
  return buf;
}
