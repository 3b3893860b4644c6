import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import type { DesignInput, Paint } from "@/remotion/lib/kit";
import { idColor } from "@/remotion/lib/paint";
import { rgb } from "@/remotion/lib/theme";
import { dropUnderlay } from "@/server/render/ids-underlay";
import { designSvg, svgToRgba, type Raster } from "@/server/render/still";
import { STYLES } from "@/shared/styles";
import { STRESS_KITS, stressImages, stressProps } from "../helpers/brand-stress";

/**
 * Issue 25: the checks' "ids" pass is drawn without what lies under every text (the ground, photos and
 * shapes painted before the first text element), and finds exactly the same glyph pixels.
 */
const { logos, photo } = await stressImages();

/** The glyph pixels of each text element as the checks count them: opaque and exactly the element's flat colour. */
function masks(raster: Raster, texts: number): number[][] {
  const byColor = new Map(Array.from({ length: texts }, (_, k) => [rgb(idColor(k)).reduce((a, v) => (a << 8) | v, 0), k]));
  const out: number[][] = Array.from({ length: texts }, () => []);
  const d = raster.data;
  for (let i = 0; i < raster.width * raster.height; i++) {
    if (d[i * 4 + 3] !== 255) continue;
    const k = byColor.get((d[i * 4] << 16) | (d[i * 4 + 1] << 8) | d[i * 4 + 2]);
    if (k !== undefined) out[k].push(i);
  }
  return out;
}

describe("the ids pass without the underlay", () => {
  it("finds the same glyph pixels of every text element, with less to draw", async () => {
    let dropped = 0;
    for (const [n, style] of STYLES.filter((_, i) => i % 6 === 0).entries()) {
      for (const placement of ["instagram_story", "square"] as const) {
        const paint: Paint = { mode: "ids", texts: [], logos: [] };
        const props = stressProps(style.id, placement, STRESS_KITS.brewly, n % 2 ? logos.tall : logos.wide, n % 2 ? undefined : photo);
        const svg = await designSvg({ ...props, t: undefined, paint } as DesignInput);
        const lighter = dropUnderlay(svg, paint.texts.map((_, k) => idColor(k)));
        if (lighter.length < svg.length) dropped++;
        const [before, after] = [masks(svgToRgba(svg), paint.texts.length), masks(svgToRgba(lighter), paint.texts.length)];
        expect(before.some((pixels) => pixels.length), `${style.id} ${placement} has text`).toBe(true);
        expect(after, `${style.id} ${placement}`).toEqual(before);
      }
    }
    expect(dropped).toBeGreaterThan(4);
  }, 240_000);

  it("keeps what is drawn above a text, and every definition", () => {
    const text = idColor(0);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><mask id="m"><rect x="0" y="0" width="40" height="20" fill="#fff"/></mask>` +
      `<rect x="0" y="0" width="40" height="20" fill="#123456"/><g opacity="0.5"><image x="0" y="0" width="9" height="9" href="data:,"/></g>` +
      `<g><path fill="${text}" d="M0 0h20v20H0z"/></g><rect x="10" y="0" width="10" height="20" fill="#abcdef" mask="url(#m)"/></svg>`;
    const lighter = dropUnderlay(svg, [text]);
    expect(lighter).not.toContain("#123456");
    expect(lighter).not.toContain("<image");
    expect(lighter).toContain('<mask id="m"><rect x="0" y="0" width="40" height="20" fill="#fff"/></mask>');
    expect(lighter).toContain("#abcdef");
    // The sticker over the text's right half still hides those glyph pixels.
    const pixels = new Resvg(lighter).render().pixels;
    const [r, g, b] = rgb(text);
    const at = (x: number) => [...pixels.subarray((5 * 40 + x) * 4, (5 * 40 + x) * 4 + 4)];
    expect(at(5)).toEqual([r, g, b, 255]);
    expect(at(15)).not.toEqual([r, g, b, 255]);
    // Without text in the pass there is nothing to measure, and nothing is dropped.
    expect(dropUnderlay(svg, [idColor(3)])).toBe(svg);
  });
});
