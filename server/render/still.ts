/** Stills without a browser: the design's element tree -> satori (SVG) -> resvg (RGBA) -> sharp (PNG, JPEG). */
import satori from "satori";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import type { ReactElement } from "react";
import { renderDesign } from "../../remotion/designs/registry";
import type { DesignInput } from "../../remotion/lib/kit";
import { PLACEMENTS } from "./placements";
import { satoriFonts } from "./fonts";
import { initShaper } from "./shaper";
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

export async function toSvg(element: ReactElement, width: number, height: number): Promise<string> {
  drawCounts.layouts++;
  return satori(element, { width, height, fonts: satoriFonts() as never, loadAdditionalAsset: loadAdditionalAsset as never });
}

/** The SVG drawn at its own size, or at `scale` of it (the checks' ground pass). */
export function svgToRgba(svg: string, scale = 1): Raster {
  drawCounts.rasters++;
  const r = new Resvg(simplifySvg(svg), { fitTo: scale === 1 ? { mode: "original" } : { mode: "zoom", value: scale }, font: { loadSystemFonts: false }, imageRendering: 0, shapeRendering: 2, textRendering: 1 });
  const img = r.render();
  // `pixels` is already a copy in a Node Buffer: no second copy of 8 MB per story.
  return { data: img.pixels, width: img.width, height: img.height };
}

export async function designSvg(input: DesignInput): Promise<string> {
  const p = PLACEMENTS[input.placement];
  await initShaper(); // complex-script lines are shaped by HarfBuzz before the design is laid out
  return toSvg(renderDesign(input), p.width, p.height);
}

/** The file of a drawn still; the pipeline encodes the raster the render checks measured instead of drawing it again. */
export async function encodeStill(still: Raster, format: "png" | "jpg"): Promise<Buffer> {
  // resvg gives premultiplied RGBA; libvips encodes it faster than resvg's own PNG writer.
  const img = sharp(still.data, { raw: { width: still.width, height: still.height, channels: 4, premultiplied: true } });
  if (format === "png") return img.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
  return img.flatten({ background: "#ffffff" }).jpeg({ quality: 88 }).toBuffer();
}

export async function renderStill(props: DesignProps, format: "png" | "jpg" = "png"): Promise<Buffer> {
  return encodeStill(svgToRgba(await designSvg({ ...props, t: undefined })), format);
}
