import sharp from "sharp";
import { cutOut } from "@/server/assets/cutout";
import { imageRef } from "@/server/assets/render-images";
import type { ImageRef } from "@/server/render";
import { STYLES } from "@/shared/styles";

/**
 * The two products of issue 27, made with sharp and analysed the way an upload is: a jar shot on white
 * (cut out) and the same jar photographed in a scene, standing near the right edge of a wide photo
 * (kept a photo, its subject located). Their colours are picked so a render's pixels tell them apart:
 * the jar's body is magenta, its lid green, the scene's wall and floor cyan; no kit colour of the tests is near them.
 */
const JAR = (x: number, y: number) =>
  `<rect x="${x}" y="${y + 70}" width="300" height="330" rx="40" fill="#d0107a"/><rect x="${x + 30}" y="${y}" width="240" height="80" rx="10" fill="#1f9d3a"/><rect x="${x + 60}" y="${y + 170}" width="180" height="120" fill="#fdfdfd"/>`;
const svg = (w: number, h: number, body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`);

export const STUDIO_SVG = svg(800, 700, `<rect width="800" height="700" fill="#fbfbfb"/>${JAR(250, 150)}`);
export const SCENE_SVG = svg(1400, 700, `<rect width="1400" height="700" fill="#20b2c8"/><rect y="560" width="1400" height="140" fill="#137f8f"/><circle cx="300" cy="250" r="90" fill="#f5f5f5" opacity="0.5"/>${JAR(1040, 170)}`);

/** An upload's ImageRef as the renderers get it, from the upload's analysis. */
export async function asUploaded(source: Buffer): Promise<{ ref: ImageRef; applied: boolean }> {
  const bytes = await sharp(source).jpeg({ quality: 90 }).toBuffer();
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const { facts, png } = await cutOut(bytes, width, height);
  return { applied: facts.applied, ref: await imageRef({ bytes, contentType: "image/jpeg", width, height, role: "product" }, facts, png) };
}

export async function testProducts() {
  const [studio, scene] = await Promise.all([asUploaded(STUDIO_SVG), asUploaded(SCENE_SVG)]);
  return { studio, scene };
}

const isBody = (r: number, g: number, b: number) => r > 150 && g < 80 && b > 70 && b < 170;
const isLid = (r: number, g: number, b: number) => r < 90 && g > 120 && b < 100;
const isScene = (r: number, g: number, b: number) => r < 70 && g > 100 && b > 120;
const isStudioWhite = (r: number, g: number, b: number) => Math.abs(r - 251) <= 3 && Math.abs(g - 251) <= 3 && Math.abs(b - 251) <= 3;

type Box = { x0: number; y0: number; x1: number; y1: number };
const grow = (b: Box | null, x: number, y: number): Box => (b ? { x0: Math.min(b.x0, x), y0: Math.min(b.y0, y), x1: Math.max(b.x1, x), y1: Math.max(b.y1, y) } : { x0: x, y0: y, x1: x, y1: y });
const area = (b: Box | null) => (b ? (b.x1 - b.x0 + 1) * (b.y1 - b.y0 + 1) : 0);

/** The jar's width:height as drawn (300 x 400 with its lid). */
const JAR_ASPECT = 0.75;

/**
 * What a render shows of the product, from an opaque RGBA raster: the jar's box and the photo's box as
 * shares of the frame, whether the jar is whole (its lid seen, its proportions kept) and whether any of
 * the studio's white ground is left around the jar.
 */
export function measureProduct(data: Buffer, w: number, h: number) {
  let jar: Box | null = null, scene: Box | null = null, lid = 0;
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
    const i = (y * w + x) * 4, r = data[i], g = data[i + 1], b = data[i + 2];
    if (isLid(r, g, b)) { lid++; jar = grow(jar, x, y); } else if (isBody(r, g, b)) jar = grow(jar, x, y);
    else if (isScene(r, g, b)) scene = grow(scene, x, y);
  }
  const aspect = jar ? (jar.x1 - jar.x0 + 1) / (jar.y1 - jar.y0 + 1) : 0;
  // The ring just outside the jar: a cut-out leaves none of the studio's white there.
  let ring = 0, white = 0;
  if (jar) {
    const m = Math.max(2, Math.round((jar.x1 - jar.x0) * 0.04));
    for (let y = Math.max(0, jar.y0 - m); y <= Math.min(h - 1, jar.y1 + m); y++) for (let x = Math.max(0, jar.x0 - m); x <= Math.min(w - 1, jar.x1 + m); x++) {
      if (x >= jar.x0 && x <= jar.x1 && y >= jar.y0 && y <= jar.y1) continue;
      const i = (y * w + x) * 4;
      ring++;
      if (isStudioWhite(data[i], data[i + 1], data[i + 2])) white++;
    }
  }
  return {
    jarShare: area(jar) / (w * h),
    photoShare: area(jar && scene ? grow(grow(scene, jar.x0, jar.y0), jar.x1, jar.y1) : scene) / (w * h),
    whole: lid > 0 && Math.abs(aspect / JAR_ASPECT - 1) < 0.1,
    aspect,
    whiteAround: ring ? white / ring : 0,
  };
}

/** The styles that show the product photo: every template but bold-statement (type only), and every meme. */
export const PRODUCT_STYLES = STYLES.map((s) => s.id).filter((id) => id !== "template:bold-statement");
