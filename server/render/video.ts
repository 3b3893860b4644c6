/**
 * Fast video path (no browser): the design is drawn once per layer with satori + resvg, then every
 * frame is composited from those layers with the transforms of the shared motion definition
 * (remotion/lib/motion.ts, the same numbers the Remotion composition uses as CSS transforms) and piped
 * as raw RGBA into the ffmpeg shipped with @remotion/compositor (libx264, yuv420p).
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { renderDesign } from "../../remotion/designs/registry";
import { DURATION_FRAMES, FPS, layerTransform, type Transform } from "../../remotion/lib/motion";
import { aviHeader, frameChunkHeader } from "./avi";
import { ffEnv, ffmpegPath } from "./ffmpeg";
import { PLACEMENTS } from "./placements";
import { svgToRgba, toSvg } from "./still";
import { initShaper } from "./shaper";
import type { DesignProps } from "./types";

type Sprite = {
  id: string;
  /** Premultiplied BGRA of the trimmed layer. */
  data: Buffer;
  x: number; y: number; w: number; h: number;
  /** Per row, [start, end) of non-transparent pixels, to skip empty space quickly. */
  spans: Int32Array;
  opaque: boolean;
};

function trim(id: string, data: Buffer, W: number, H: number): Sprite | null {
  let x0 = W, y0 = H, x1 = -1, y1 = -1;
  let opaque = true;
  for (let y = 0; y < H; y++) {
    const rowOff = y * W * 4;
    for (let x = 0; x < W; x++) {
      const a = data[rowOff + x * 4 + 3];
      if (a) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
        if (a !== 255) opaque = false;
      } else opaque = false;
    }
  }
  if (x1 < 0) return null;
  const w = x1 - x0 + 1, h = y1 - y0 + 1;
  const out = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) data.copy(out, y * w * 4, ((y + y0) * W + x0) * 4, ((y + y0) * W + x0 + w) * 4);
  // Frames travel as BGRA (AVI's 32-bit layout): swap once per sprite, blending is channel-agnostic.
  for (let i = 0; i < out.length; i += 4) {
    const r = out[i];
    out[i] = out[i + 2];
    out[i + 2] = r;
  }
  return { id, data: out, x: x0, y: y0, w, h, spans: spansOf(out, w, h), opaque };
}

function spansOf(data: Buffer, w: number, h: number): Int32Array {
  const spans = new Int32Array(h * 2);
  for (let y = 0; y < h; y++) {
    let s = w, e = 0;
    for (let x = 0; x < w; x++) if (data[(y * w + x) * 4 + 3]) { s = x; break; }
    for (let x = w - 1; x >= s; x--) if (data[(y * w + x) * 4 + 3]) { e = x + 1; break; }
    spans[y * 2] = s;
    spans[y * 2 + 1] = e;
  }
  return spans;
}

/** Blend a premultiplied sprite onto the frame at (dx, dy) with opacity. */
function blend(dst: Buffer, W: number, H: number, s: { data: Buffer; w: number; h: number; spans: Int32Array; opaque?: boolean }, dx: number, dy: number, opacity: number) {
  if (opacity <= 0.003) return;
  const o = Math.round(Math.min(1, opacity) * 256);
  const src = s.data;
  if (s.opaque && o === 256) {
    // Opaque sprite: straight row copies (memcpy).
    const x0 = Math.max(0, dx), x1 = Math.min(W, dx + s.w);
    if (x1 <= x0) return;
    for (let y = 0; y < s.h; y++) {
      const fy = y + dy;
      if (fy < 0 || fy >= H) continue;
      src.copy(dst, (fy * W + x0) * 4, (y * s.w + (x0 - dx)) * 4, (y * s.w + (x1 - dx)) * 4);
    }
    return;
  }
  for (let y = 0; y < s.h; y++) {
    const fy = y + dy;
    if (fy < 0 || fy >= H) continue;
    let xs = s.spans[y * 2], xe = s.spans[y * 2 + 1];
    if (xs >= xe) continue;
    if (xs + dx < 0) xs = -dx;
    if (xe + dx > W) xe = W - dx;
    let si = (y * s.w + xs) * 4;
    let di = (fy * W + xs + dx) * 4;
    for (let x = xs; x < xe; x++, si += 4, di += 4) {
      let a = src[si + 3];
      if (a === 0) continue;
      if (o === 256) {
        if (a === 255) {
          dst[di] = src[si]; dst[di + 1] = src[si + 1]; dst[di + 2] = src[si + 2]; dst[di + 3] = 255;
          continue;
        }
        const k = 255 - a;
        dst[di] = src[si] + ((dst[di] * k + 127) / 255 | 0);
        dst[di + 1] = src[si + 1] + ((dst[di + 1] * k + 127) / 255 | 0);
        dst[di + 2] = src[si + 2] + ((dst[di + 2] * k + 127) / 255 | 0);
        dst[di + 3] = a + ((dst[di + 3] * k + 127) / 255 | 0);
      } else {
        a = (a * o) >> 8;
        const k = 255 - a;
        dst[di] = ((src[si] * o) >> 8) + ((dst[di] * k + 127) / 255 | 0);
        dst[di + 1] = ((src[si + 1] * o) >> 8) + ((dst[di + 1] * k + 127) / 255 | 0);
        dst[di + 2] = ((src[si + 2] * o) >> 8) + ((dst[di + 2] * k + 127) / 255 | 0);
        dst[di + 3] = a + ((dst[di + 3] * k + 127) / 255 | 0);
      }
    }
  }
}

/**
 * Zoom (and shift) of a large opaque layer, the background, about its centre, written straight into
 * the frame: nearest-neighbour on 32-bit pixels, a few ms per frame. Backgrounds carry no text, so the
 * difference to bilinear is invisible; they fill the frame, so this also replaces clearing it.
 */
function zoomInto(dst: Buffer, W: number, H: number, sp: Sprite, scale: number, dx: number, dy: number, cols: Int32Array) {
  const w = sp.w, h = sp.h;
  const src = new Uint32Array(sp.data.buffer, sp.data.byteOffset, w * h);
  const out = new Uint32Array(dst.buffer, dst.byteOffset, W * H);
  const cx = sp.x + w / 2 + dx, cy = sp.y + h / 2 + dy;
  for (let x = 0; x < W; x++) cols[x] = Math.min(w - 1, Math.max(0, Math.floor((x + 0.5 - cx) / scale + w / 2)));
  for (let y = 0; y < H; y++) {
    const sy = Math.min(h - 1, Math.max(0, Math.floor((y + 0.5 - cy) / scale + h / 2)));
    const so = sy * w, d = y * W;
    for (let x = 0; x < W; x++) out[d + x] = src[so + cols[x]];
  }
}

/** A sprite scaled about its centre (libvips, off the JS thread). */
async function scaled(sp: Sprite, scale: number): Promise<{ data: Buffer; w: number; h: number; spans: Int32Array; ox: number; oy: number }> {
  const w = Math.max(1, Math.round(sp.w * scale)), h = Math.max(1, Math.round(sp.h * scale));
  const data = await sharp(sp.data, { raw: { width: sp.w, height: sp.h, channels: 4, premultiplied: true } })
    .resize(w, h, { kernel: "linear", fit: "fill" })
    .raw({ depth: "uchar" })
    .toBuffer();
  // libvips hands back straight (un-premultiplied) alpha: premultiply again for blend().
  for (let i = 0; i < data.length; i += 4) {
    const al = data[i + 3];
    if (al === 255) continue;
    data[i] = (data[i] * al + 127) / 255;
    data[i + 1] = (data[i + 1] * al + 127) / 255;
    data[i + 2] = (data[i + 2] * al + 127) / 255;
  }
  const spans = sp.opaque ? fullSpans(w, h) : spansOf(data, w, h);
  return { data, w, h, spans, ox: Math.round((sp.w - w) / 2), oy: Math.round((sp.h - h) / 2) };
}
function fullSpans(w: number, h: number): Int32Array {
  const s = new Int32Array(h * 2);
  for (let y = 0; y < h; y++) s[y * 2 + 1] = w;
  return s;
}

export type VideoTimings = { layersMs: number; encodeMs: number; frames: number; layers: number };

/** Draw each layer of the design once (satori + resvg) as trimmed premultiplied sprites. */
export async function renderSprites(props: DesignProps): Promise<Sprite[]> {
  const { width: W, height: H } = PLACEMENTS[props.placement];
  const base = { ...props, output: "video" as const, videoStyle: props.videoStyle ?? "live_scene" };
  const ids: string[] = [];
  await initShaper(); // complex-script lines are shaped by HarfBuzz (server/render/shaper.ts)
  renderDesign({ ...base, t: undefined, collect: ids });
  const sprites: Sprite[] = [];
  for (const id of ids) {
    const svg = await toSvg(renderDesign({ ...base, isolate: id }), W, H);
    const { data } = svgToRgba(svg);
    const sp = trim(id, data, W, H);
    if (sp) sprites.push(sp);
  }
  return sprites;
}

export async function renderVideo(props: DesignProps, timings?: Partial<VideoTimings>): Promise<Buffer> {
  const { width: W, height: H } = PLACEMENTS[props.placement];
  const style = props.videoStyle ?? "live_scene";
  const t0 = performance.now();
  const sprites = await renderSprites(props);
  const t1 = performance.now();

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "adlab-video-"));
  const out = path.join(dir, "out.mp4");
  const ff = spawn(
    ffmpegPath(),
    ["-hide_banner", "-loglevel", "error", "-y", "-f", "avi", "-i", "pipe:0",
      "-c:v", "libx264", "-preset", process.env.ADLAB_X264_PRESET ?? "superfast", "-crf", "20", "-pix_fmt", "yuv420p", "-movflags", "+faststart", out],
    { env: ffEnv(), stdio: ["pipe", "ignore", "pipe"] },
  );
  let stderr = "";
  ff.stderr.on("data", (d) => (stderr += d));
  const done = new Promise<void>((resolve, reject) => {
    ff.on("error", reject);
    ff.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${stderr.slice(-500)}`))));
  });
  ff.stdin.on("error", () => {});
  ff.stdin.write(aviHeader(W, H, FPS, DURATION_FRAMES));
  const chunkHeader = frameChunkHeader(W * H * 4);

  // Scaled sprites are produced by libvips a few frames ahead, while this thread blends. Scales are
  // quantised to 1/1000 and cached, so a breathing layer is resized a few dozen times, not per frame.
  const LOOKAHEAD = 4;
  // When the first layer is an opaque full-frame background, it paints every pixel of every frame.
  const fullBg = !!sprites[0]?.opaque && sprites[0].w === W && sprites[0].h === H;
  const transforms: Transform[][] = [];
  for (let i = 0; i < DURATION_FRAMES; i++) transforms.push(sprites.map((sp, k) => {
    const tr = layerTransform(style, sp.id, i / FPS, W, H);
    return { ...tr, scale: k === 0 && fullBg ? tr.scale : Math.round(tr.scale * 1000) / 1000 };
  }));
  const cache = new Map<string, Promise<Awaited<ReturnType<typeof scaled>>>>();
  const scaledFor = (k: number, sc: number) => {
    const key = `${k}:${sc}`;
    let hit = cache.get(key);
    if (!hit) {
      hit = scaled(sprites[k], sc);
      cache.set(key, hit);
      if (cache.size > 64) cache.delete(cache.keys().next().value!);
    }
    return hit;
  };
  const pending = new Map<number, Promise<(Awaited<ReturnType<typeof scaled>> | null)[]>>();
  const prepare = (i: number) => {
    if (i >= DURATION_FRAMES || pending.has(i)) return;
    pending.set(i, Promise.all(sprites.map((sp, k) => {
      const { scale, opacity } = transforms[i][k];
      if ((k === 0 && fullBg) || Math.abs(scale - 1) <= 0.0005 || opacity <= 0.003) return Promise.resolve(null);
      return scaledFor(k, scale);
    })));
  };
  for (let i = 0; i < LOOKAHEAD; i++) prepare(i);

  // A small ring of frame buffers, reused once ffmpeg's pipe has taken them.
  const ring = Array.from({ length: 3 }, () => ({ buf: Buffer.allocUnsafe(W * H * 4), free: Promise.resolve() }));
  const cols = new Int32Array(W);
  for (let i = 0; i < DURATION_FRAMES; i++) {
    prepare(i + LOOKAHEAD);
    const scaledSprites = await pending.get(i)!;
    pending.delete(i);
    const slot = ring[i % ring.length];
    await slot.free;
    const frame = slot.buf;
    sprites.forEach((sp, k) => {
      const tr = transforms[i][k];
      if (k === 0 && fullBg) {
        if (tr.scale === 1 && tr.x === 0 && tr.y === 0) sp.data.copy(frame);
        else zoomInto(frame, W, H, sp, tr.scale, tr.x, tr.y, cols);
        return;
      }
      if (k === 0) frame.fill(255);
      const sc = scaledSprites[k];
      if (sc) blend(frame, W, H, sc, sp.x + sc.ox + Math.round(tr.x), sp.y + sc.oy + Math.round(tr.y), tr.opacity);
      else blend(frame, W, H, sp, sp.x + Math.round(tr.x), sp.y + Math.round(tr.y), tr.opacity);
    });
    ff.stdin.write(chunkHeader);
    let release!: () => void;
    slot.free = new Promise<void>((r) => (release = r));
    if (!ff.stdin.write(frame, () => release())) await new Promise((r) => ff.stdin.once("drain", r));
  }
  ff.stdin.end();
  await done;
  const buf = await fs.readFile(out);
  await fs.rm(dir, { recursive: true, force: true });
  if (timings) Object.assign(timings, { layersMs: t1 - t0, encodeMs: performance.now() - t1, frames: DURATION_FRAMES, layers: sprites.length });
  return buf;
}
