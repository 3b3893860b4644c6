import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { designFor } from "@/remotion/designs/registry";
import { checkDesign } from "@/server/render/qa";
import { SOCIAL_PLACEMENT_IDS, type Placement } from "@/shared/placements";
import { STYLES } from "@/shared/styles";
import { STRESS_KITS, stressImages, stressProps } from "../helpers/brand-stress";

/**
 * The editor's Layout (issue 32): "Mirrored" (design.layout 1, an odd seed) lays every template out the
 * other way round, and the render checks pass it as it is (not by falling back to the standard layout).
 * Memes keep their one layout.
 */
const { logos, photo } = await stressImages();
const templates = STYLES.filter((s) => s.category === "template").map((s) => s.id);
const memes = STYLES.filter((s) => s.category === "meme").map((s) => s.id);

/** A still as a small grey picture (48 px a side), mirrored left to right on demand: its large shapes, not its letters. */
async function thumb(raster: { data: Uint8Array; width: number; height: number }, flop = false): Promise<Buffer> {
  const image = sharp(Buffer.from(raster.data), { raw: { width: raster.width, height: raster.height, channels: 4, premultiplied: true } });
  return (flop ? image.flop() : image).resize(48, 48, { fit: "fill" }).greyscale().raw().toBuffer();
}
const distance = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;

describe("mirrored layouts", () => {
  for (const id of templates) {
    it(`${id}: the mirrored square is the standard one turned left to right, words apart; mirrored square and Reels pass their checks as drawn`, async () => {
      const props = stressProps(id, "square", STRESS_KITS.brewly, logos.wide, photo);
      const standard = await checkDesign(props);
      const mirrored = await checkDesign({ ...props, seed: 1 });
      expect(mirrored.failures).toEqual([]);
      expect([standard.props.seed, mirrored.props.seed]).toEqual([0, 1]);
      const [a, b, flipped] = [await thumb(standard.still), await thumb(mirrored.still), await thumb(standard.still, true)];
      // Another picture, and nearer the standard one turned over than the standard one itself.
      expect(distance(a, b)).toBeGreaterThan(4);
      expect(distance(flipped, b)).toBeLessThan(distance(a, b) / 2);
      // Reels keep 120 px on the right for the platform's buttons and 72 on the left: mirrored, the layout keeps to them.
      const reels = await checkDesign({ ...stressProps(id, "instagram_reels", STRESS_KITS.brewly, logos.wide, photo), seed: 1 });
      expect(reels.failures).toEqual([]);
      expect(reels.props.seed).toBe(1);
    });
  }

  it("every template changes its layout in square, portrait and landscape; memes keep theirs in every placement", () => {
    const tree = (id: string, placement: Placement, seed: number) => JSON.stringify(designFor(id)({ ...stressProps(id, placement, STRESS_KITS.brewly, logos.wide, photo), seed }));
    for (const id of templates) for (const placement of ["square", "feed_portrait", "landscape"] as const) {
      expect(tree(id, placement, 1), `${id} ${placement}`).not.toBe(tree(id, placement, 0));
    }
    for (const id of memes) for (const placement of SOCIAL_PLACEMENT_IDS) {
      if (!STYLES.find((s) => s.id === id)!.placements.includes(placement)) continue;
      expect(tree(id, placement, 1), `${id} ${placement}`).toBe(tree(id, placement, 0));
    }
  });
});
