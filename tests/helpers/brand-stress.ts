import sharp from "sharp";
import { SAMPLE_COPY } from "@/remotion/designs/samples";
import type { DesignProps, ImageRef, Placement } from "@/server/render";

/** The stress kits of issue 19: a real brand, a kit with no dark colour, one colour only, six colours. */
export const STRESS_KITS: Record<string, string[]> = {
  brewly: ["#2b1d14", "#f4a259"],
  "yellow-white": ["#ffff00", "#ffffff"],
  "near-black": ["#0a0a0a"],
  "six-colour": ["#264653", "#2a9d8f", "#e9c46a", "#f4a261", "#e76f51", "#f1faee"],
};

async function image(width: number, height: number, svg: string, role: string): Promise<ImageRef> {
  const png = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svg}</svg>`)).png().toBuffer();
  return { src: `data:image/png;base64,${png.toString("base64")}`, width, height, role };
}

/** A wide wordmark-like logo (4:1), a tall one (1:3), and a product photo. */
export async function stressImages() {
  return {
    logos: {
      wide: await image(600, 150, `<rect x="0" y="30" width="90" height="90" rx="20" fill="#1b4332"/><rect x="120" y="45" width="460" height="60" rx="8" fill="#1b4332"/>`, "logo"),
      tall: await image(150, 450, `<circle cx="75" cy="75" r="70" fill="#7b2cbf"/><rect x="20" y="170" width="110" height="260" rx="12" fill="#7b2cbf"/>`, "logo"),
      none: undefined,
    } as Record<"wide" | "tall" | "none", ImageRef | undefined>,
    photo: await image(800, 800, `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d8c3a5"/><stop offset="1" stop-color="#8e8d8a"/></linearGradient></defs><rect width="800" height="800" fill="url(#g)"/><circle cx="400" cy="420" r="230" fill="#e85a4f"/>`, "product"),
  };
}

export const stressProps = (styleId: string, placement: Placement, colors: string[], logo: ImageRef | undefined, photo: ImageRef | undefined): DesignProps => ({
  styleId,
  placement,
  copy: SAMPLE_COPY[styleId] ?? {},
  brand: { name: "Brewly", colors, logo },
  images: photo ? [photo] : [],
  output: "image",
  seed: 0,
});
