/** Stills without a browser: the design's element tree -> satori (SVG) -> resvg (PNG) -> sharp (JPEG). */
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

/** Emoji typed into copy are drawn from @twemoji/svg; anything else (other scripts) is dropped, never fetched. */
async function loadAdditionalAsset(code: string, segment: string): Promise<string | never[]> {
  return (code === "emoji" && twemojiDataUri(segment)) || [];
}

export async function toSvg(element: ReactElement, width: number, height: number): Promise<string> {
  return satori(element, { width, height, fonts: satoriFonts() as never, loadAdditionalAsset: loadAdditionalAsset as never });
}

export function svgToRgba(svg: string): { data: Buffer; width: number; height: number } {
  const r = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false }, imageRendering: 0, shapeRendering: 2, textRendering: 1 });
  const img = r.render();
  return { data: Buffer.from(img.pixels), width: img.width, height: img.height };
}

export async function designSvg(input: DesignInput): Promise<string> {
  const p = PLACEMENTS[input.placement];
  await initShaper(); // complex-script lines are shaped by HarfBuzz before the design is laid out
  return toSvg(renderDesign(input), p.width, p.height);
}

export async function renderStill(props: DesignProps, format: "png" | "jpg" = "png"): Promise<Buffer> {
  const svg = await designSvg({ ...props, t: undefined });
  const { data, width, height } = svgToRgba(svg);
  // resvg gives premultiplied RGBA; libvips encodes it faster than resvg's own PNG writer.
  const img = sharp(data, { raw: { width, height, channels: 4, premultiplied: true } });
  if (format === "png") return img.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
  return img.flatten({ background: "#ffffff" }).jpeg({ quality: 88 }).toBuffer();
}
