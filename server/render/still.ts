/** Stills without a browser: the design's element tree -> satori (SVG) -> resvg (RGBA) -> sharp (PNG, JPEG). */
import satori from "satori";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import type { ReactElement } from "react";
import { renderDesign } from "../../remotion/designs/registry";
import type { DesignInput } from "../../remotion/lib/kit";
import { PLACEMENTS } from "../../shared/placements";
import { satoriFonts } from "./fonts";
import { initShaper } from "./shaper";
import { jpegOf } from "./jpeg";
import type { DesignProps } from "./types";
import { twemojiDataUri } from "./twemoji";
import { simplifySvg } from "./svg-simplify";

/** A drawn still: resvg's premultiplied RGBA, row by row. */
export type Raster = { data: Buffer; width: number; height: number };
/** A drawn still as its file. */
export type EncodedStill = { format: "png" | "jpg"; file: Buffer };

/** Satori layouts and resvg rasterisations done by this process: `npm run bench:render` reports them per placement. */
export const drawCounts = { layouts: 0, rasters: 0 };

/** Emoji typed into copy are drawn from @twemoji/svg; anything else (other scripts) is dropped, never fetched. */
async function loadAdditionalAsset(code: string, segment: string): Promise<string | never[]> {
  return (code === "emoji" && twemojiDataUri(segment)) || [];
}

/** An element as satori laid it out: its box in canvas pixels, its type, key and props. */
export type LaidOut = { left: number; top: number; width: number; height: number; type: string; key?: string | number; props: Record<string, unknown> };

/** `onNode`: told of every element as it is laid out (the render checks read the layers' boxes). */
export async function toSvg(element: ReactElement, width: number, height: number, onNode?: (node: LaidOut) => void): Promise<string> {
  drawCounts.layouts++;
  return satori(element, { width, height, fonts: satoriFonts() as never, loadAdditionalAsset: loadAdditionalAsset as never, onNodeDetected: onNode });
}

const resvg = (svg: string, scale: number) => {
  drawCounts.rasters++;
  return new Resvg(simplifySvg(svg), { fitTo: scale === 1 ? { mode: "original" } : { mode: "zoom", value: scale }, font: { loadSystemFonts: false }, imageRendering: 0, shapeRendering: 2, textRendering: 1 });
};
// `pixels` is already a copy in a Node Buffer: no second copy of 8 MB per story.
const rasterOf = (r: Resvg): Raster => {
  const img = r.render();
  return { data: img.pixels, width: img.width, height: img.height };
};

/** The SVG drawn at its own size, or at `scale` of it (the checks' ground pass). */
export function svgToRgba(svg: string, scale = 1): Raster {
  return rasterOf(resvg(svg, scale));
}

/** Beyond resvg's box of what an SVG draws: its boxes of paths are approximate. */
const INK_MARGIN = 32;

/**
 * Only the part of the SVG that draws anything, at its own size, and where that part sits (a video's
 * layer is mostly empty canvas: drawing and scanning only its ink takes a third of the time). Null when
 * it draws nothing.
 */
export function svgInkToRgba(svg: string): (Raster & { x: number; y: number }) | null {
  const r = resvg(svg, 1);
  const box = r.innerBBox();
  if (!box) return null;
  const x0 = Math.max(0, Math.floor(box.x) - INK_MARGIN), y0 = Math.max(0, Math.floor(box.y) - INK_MARGIN);
  const x1 = Math.min(r.width, Math.ceil(box.x + box.width) + INK_MARGIN), y1 = Math.min(r.height, Math.ceil(box.y + box.height) + INK_MARGIN);
  if (x1 <= x0 || y1 <= y0) return null;
  // resvg takes its own BBox object back, set to the cut.
  Object.assign(box, { x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
  r.cropByBBox(box);
  return { ...rasterOf(r), x: x0, y: y0 };
}

export async function designSvg(input: DesignInput, onNode?: (node: LaidOut) => void): Promise<string> {
  const p = PLACEMENTS[input.placement];
  await initShaper(); // complex-script lines are shaped by HarfBuzz before the design is laid out
  return toSvg(renderDesign(input), p.width, p.height, onNode);
}

/** The file of a drawn still; the pipeline encodes the raster the render checks measured instead of drawing it again. */
export async function encodeStill(still: Raster, format: "png" | "jpg"): Promise<Buffer> {
  // resvg gives premultiplied RGBA; libvips encodes it faster than resvg's own PNG writer.
  const img = sharp(still.data, { raw: { width: still.width, height: still.height, channels: 4, premultiplied: true } });
  if (format === "png") return img.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
  return jpegOf(img);
}

export async function renderStill(props: DesignProps, format: "png" | "jpg" = "png"): Promise<Buffer> {
  return encodeStill(svgToRgba(await designSvg({ ...props, t: undefined })), format);
}
