import { describe, expect, it } from "vitest";
import type { ReactElement } from "react";
import { designFor } from "@/remotion/designs/registry";
import { SAMPLE_COPY } from "@/remotion/designs/samples";
import type { Paint } from "@/remotion/lib/kit";
// The social placements, measured at 1080 (display banners: display-banners.test.ts).
import { SOCIAL_PLACEMENT_IDS as PLACEMENT_IDS, PLACEMENTS, type Placement } from "@/shared/placements";
import type { DesignProps, ImageRef } from "@/server/render/types";
import { STYLES } from "@/shared/styles";

/**
 * Issue 19, the templates' part, checked on the laid-out design (no raster): logos by shape at a legible
 * size, and the product photo at a fifth of the frame where the template shows it with room.
 */
const TEMPLATES = STYLES.filter((s) => s.category === "template").map((s) => s.id);
const LOGOS: Record<string, ImageRef> = {
  tall: { src: "data:image/png;base64,VEFMTA==", width: 150, height: 450, role: "logo" },
  wide: { src: "data:image/png;base64,V0lERQ==", width: 600, height: 150, role: "logo" },
  square: { src: "data:image/png;base64,U1E=", width: 300, height: 300, role: "logo" },
};
const PRODUCT: ImageRef = { src: "data:image/png;base64,UFJPRA==", width: 800, height: 800, role: "product" };
const KITS = [["#264653", "#2a9d8f", "#e9c46a", "#f4a261", "#e76f51", "#f1faee"], ["#ffff00", "#ffffff"], ["#0a0a0a"]];

const props = (styleId: string, placement: Placement, over: Partial<DesignProps>): DesignProps => ({
  styleId, placement, copy: SAMPLE_COPY[styleId] ?? {}, brand: { name: "Northside Roasters", colors: KITS[0] }, images: [], output: "image", seed: 0, ...over,
});

/** The <img> boxes of `src` in a design's element tree (designs are plain elements all the way down). */
function boxes(el: unknown, src: string, out: { width: number; height: number }[] = []): { width: number; height: number }[] {
  if (Array.isArray(el)) el.forEach((e) => boxes(e, src, out));
  else if (el && typeof el === "object" && "props" in el) {
    const e = el as ReactElement<{ src?: string; style?: { width: number; height: number }; children?: unknown }>;
    if (e.type === "img" && e.props.src === src && e.props.style) out.push(e.props.style);
    boxes(e.props.children, src, out);
  }
  return out;
}

describe("templates: logos by shape", () => {
  it("draw every logo shape at a legible size in every placement and kit (a tall logo was ~20x60 px)", () => {
    for (const id of TEMPLATES) for (const placement of PLACEMENT_IDS) for (const colors of KITS) for (const [shape, logo] of Object.entries(LOGOS)) {
      const paint: Paint = { texts: [], logos: [] };
      designFor(id)({ ...props(id, placement, { brand: { name: "Northside Roasters", colors, logo } }), paint });
      const where = `${id} ${placement} ${shape} ${colors.join(",")}`;
      expect(paint.logos.length, where).toBeGreaterThan(0);
      const { width, height } = paint.logos[0];
      expect(paint.logos[0].shape, where).toBe(shape);
      // At 1080 px: a tall mark 48 x 144 at least, a wordmark 48 high, a square mark 72 a side.
      if (shape === "tall") expect(Math.min(width / 48, height / 144), where).toBeGreaterThanOrEqual(1);
      if (shape === "wide") expect(height, where).toBeGreaterThanOrEqual(48);
      if (shape === "square") expect(Math.min(width, height), where).toBeGreaterThanOrEqual(72);
    }
  });
});

describe("templates: product images with room", () => {
  // Where each template shows the product with room: a fifth of the frame (3% rounding allowed).
  const ROOM: Record<string, Placement[]> = {
    "template:product-hero": ["instagram_story", "feed_portrait", "square", "landscape"],
    "template:split-panel": ["instagram_story", "feed_portrait", "square", "landscape"],
    "template:editorial-serif": ["instagram_story", "feed_portrait", "square", "landscape"],
    "template:offer-badge": ["instagram_story", "feed_portrait", "square", "landscape"],
    "template:event-ticket": ["instagram_story", "feed_portrait", "landscape"],
    "template:feature-list": ["square", "landscape"],
  };
  it("give the uploaded product at least a fifth of the frame", () => {
    for (const [id, placements] of Object.entries(ROOM)) for (const placement of placements) {
      const el = designFor(id)(props(id, placement, { images: [PRODUCT] }));
      const [box] = boxes(el, PRODUCT.src);
      const { width, height } = PLACEMENTS[placement];
      expect(box, `${id} ${placement}`).toBeTruthy();
      expect((box.width * box.height) / (width * height), `${id} ${placement}`).toBeGreaterThanOrEqual(0.2 * 0.97);
    }
  });

  it("never show the product as a small chip or avatar: any product image is at least 200 px a side at 1080 (the chip was ~90)", () => {
    for (const id of TEMPLATES) for (const placement of PLACEMENT_IDS) {
      const el = designFor(id)(props(id, placement, { images: [PRODUCT] }));
      for (const box of boxes(el, PRODUCT.src)) expect(Math.min(box.width, box.height) / PLACEMENTS[placement].width * 1080, `${id} ${placement}`).toBeGreaterThanOrEqual(200);
    }
  });
});
