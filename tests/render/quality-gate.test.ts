import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkPlacement, renderFile } from "@/server/generation/renderer";
import { PLACEMENTS } from "@/server/render";
import { checkDesign } from "@/server/render/qa";
import { drawCounts, renderStill } from "@/server/render/still";
import { STYLES } from "@/shared/styles";
import { STRESS_KITS, stressImages, stressProps } from "../helpers/brand-stress";

/**
 * The quality gate for almost nothing (issue 25): the pipeline encodes the raster the checks measured
 * instead of drawing the placement again, and the ground behind the text is drawn at half size.
 */
const { logos, photo } = await stressImages();
const rgbaOf = async (file: Buffer) => (await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })).data;
/** On the calling thread (no render threads here) the checks hand over the raster they drew. */
const rasterOf = ({ still }: Awaited<ReturnType<typeof checkPlacement>>) => {
  if (!still || !("data" in still)) throw new Error("the checks drew no raster");
  return still.data;
};

describe("the still the checks measured is the file", () => {
  it("the PNG has exactly the checked pixels, without drawing again, and they are the ad as its props draw it", async () => {
    const props = stressProps("template:bold-statement", "instagram_story", STRESS_KITS["yellow-white"], logos.wide, photo);
    const checked = await checkPlacement(props);
    expect(checked.qa?.min_text_contrast).toBeGreaterThanOrEqual(3);

    const before = { ...drawCounts };
    const png = await renderFile(checked.props, "png", "ad-test", checked.still);
    expect(drawCounts).toEqual(before);
    const { width, height } = PLACEMENTS.instagram_story;
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width, height });
    // The ad is opaque, so the PNG's straight RGBA equals resvg's premultiplied raster byte for byte.
    expect((await rgbaOf(png)).equals(rasterOf(checked))).toBe(true);
    // The checked raster is the ad itself, not one of the checks' passes: the design drawn afresh with the checked props.
    expect((await rgbaOf(await renderStill(checked.props, "png"))).equals(rasterOf(checked))).toBe(true);
  }, 120_000);

  it("a JPEG on demand is the same checked raster, encoded without drawing", async () => {
    const props = stressProps("template:product-hero", "square", STRESS_KITS.brewly, logos.tall, photo);
    const checked = await checkPlacement(props);
    const before = { ...drawCounts };
    const jpg = await renderFile(checked.props, "jpg", "ad-test", checked.still);
    expect(drawCounts).toEqual(before);
    expect(await sharp(jpg).metadata()).toMatchObject({ format: "jpeg", width: PLACEMENTS.square.width, height: PLACEMENTS.square.height });
    // JPEG is lossy: every channel of every pixel stays near the checked one on average.
    const pixels = await rgbaOf(jpg);
    const raster = rasterOf(checked);
    let diff = 0;
    for (let i = 0; i < pixels.length; i++) if (i % 4 !== 3) diff += Math.abs(pixels[i] - raster[i]);
    expect(diff / ((pixels.length / 4) * 3)).toBeLessThan(3);
  }, 120_000);
});

describe("the ground drawn at half size", () => {
  // Every fourth style (templates and memes, with and without a photo) under each stress kit.
  const styles = STYLES.filter((_, i) => i % 4 === 0);
  for (const [kit, colors] of Object.entries(STRESS_KITS)) {
    it(`${kit}: the same text colours and verdicts as the ground at full size`, async () => {
      const differences: string[] = [];
      for (const [n, style] of styles.entries()) {
        const props = stressProps(style.id, "instagram_story", colors, n % 2 ? logos.tall : logos.wide, n % 2 ? undefined : photo);
        const [half, full] = [await checkDesign(props), await checkDesign(props, { groundScale: 1 })];
        const verdict = (c: typeof half) => ({ colors: c.props.textColors, seed: c.props.seed, failures: c.failures, fits: c.qa.text_fits, safe: c.qa.safe_zone_clear, floor: (c.qa.min_text_contrast ?? 3) >= 3 });
        if (JSON.stringify(verdict(half)) !== JSON.stringify(verdict(full))) differences.push(`${style.id}: ${JSON.stringify(verdict(half))} != ${JSON.stringify(verdict(full))}`);
      }
      expect(differences).toEqual([]);
    }, 300_000);
  }
});
