import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { designSvg } from "@/server/render/still";
import { directGradients } from "@/server/render/svg-gradients";
import { STYLES } from "@/server/styles/catalog";
import { STRESS_KITS, stressImages, stressProps } from "../helpers/brand-stress";

/**
 * Issue 25: background gradients filled directly instead of through satori's one-tile pattern draw the
 * same ad. Every style, story and square, with and without a photo: resvg's pixels with and without the
 * rewrite differ by at most one level on a channel (rounding in a radial gradient), nowhere more.
 */
const { logos, photo } = await stressImages();
const rasterOf = (svg: string) => new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false }, imageRendering: 0, shapeRendering: 2, textRendering: 1 }).render().pixels;

describe("background gradients without a pattern tile", () => {
  it("draw the same pixels as satori's SVG, on every style", async () => {
    let rewritten = 0;
    for (const [n, style] of STYLES.entries()) {
      for (const placement of ["instagram_story", "square"] as const) {
        const svg = await designSvg({ ...stressProps(style.id, placement, STRESS_KITS.brewly, logos.wide, n % 2 ? photo : undefined), t: undefined });
        const direct = directGradients(svg);
        if (direct === svg) continue;
        rewritten++;
        const [before, after] = [rasterOf(svg), rasterOf(direct)];
        let worst = 0;
        for (let i = 0; i < before.length; i++) worst = Math.max(worst, Math.abs(before[i] - after[i]));
        expect(worst, `${style.id} ${placement}`).toBeLessThanOrEqual(1);
      }
    }
    // The styles with a gradient background were rewritten (otherwise this test proves nothing).
    expect(rewritten).toBeGreaterThan(4);
  }, 240_000);

  it("leaves anything else as satori wrote it", () => {
    const offset = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><defs><pattern id="p" x="0" y="0" width="1" height="1" patternUnits="objectBoundingBox"><radialGradient id="g" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="50"><stop offset="0%" stop-color="#fff"/></radialGradient><rect x="0" y="0" width="50" height="50" fill="url(#g)"/></pattern></defs><rect x="10" y="10" width="50" height="50" fill="url(#p)"/></svg>`;
    // A radial gradient in the tile's own space on an element away from the origin would move: kept.
    expect(directGradients(offset)).toBe(offset);
    // A tile of another size than the element: kept.
    const otherSize = offset.replace('x="10" y="10" width="50"', 'x="0" y="0" width="60"');
    expect(directGradients(otherSize)).toBe(otherSize);
    // The same tile on an element at the origin, its own size: filled with the gradient.
    expect(directGradients(offset.replace('x="10" y="10"', 'x="0" y="0"'))).toContain('<rect x="0" y="0" width="50" height="50" fill="url(#g)"/></svg>');
  });
});
