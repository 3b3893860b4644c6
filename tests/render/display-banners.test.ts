import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SAMPLE_COPY } from "@/remotion/designs/samples";
import { encodeStill } from "@/server/render/still";
import { checkDesign } from "@/server/render/qa";
import type { DesignInput } from "@/remotion/lib/kit";
import { DISPLAY_PLACEMENT_IDS, PLACEMENTS, type Placement } from "@/shared/placements";
import { STYLES } from "@/shared/styles";
import { STRESS_KITS, stressImages } from "../helpers/brand-stress";

/**
 * Issue 30: every template designs for the five IAB display sizes (remotion/lib/banner.tsx), drawn at 2x.
 * Each template is drawn once per size through the QA gate with the same brand (a wide uploaded logo, the
 * Brewly kit): the raster is twice the CSS size, the gate passes, logo, headline and CTA are drawn, and the
 * strips carry no body text.
 */
const templates = STYLES.filter((s) => s.category === "template").map((s) => s.id);
const { logos } = await stressImages();

describe.each(templates)("%s on the display sizes", (styleId) => {
  it.each([...DISPLAY_PLACEMENT_IDS])("%s", async (placement: Placement) => {
    const collect: string[] = [];
    // Every generated ad has a CTA (the handwritten note's sample copy has none).
    const copy = { cta: "Order a bag", ...SAMPLE_COPY[styleId] };
    const checked = await checkDesign({ styleId, placement, copy, brand: { name: "Brewly", colors: STRESS_KITS.brewly, logo: logos.wide }, images: [], output: "image", seed: 0, collect } as DesignInput);
    const spec = PLACEMENTS[placement];
    expect([checked.still.width, checked.still.height]).toEqual([spec.width, spec.height]);
    expect(spec.width).toBe(Number(spec.aspect.split("x")[0]) * 2);
    expect(checked.failures).toEqual([]);
    const drawn = new Set(collect.map((id) => id.replace(/~.*/, "")));
    // The 320x50 gives the logo up only for a words-first headline it cannot otherwise hold whole: the testimonial's quote.
    const logoYields = styleId === "template:testimonial-quote" && placement === "mobile_banner";
    expect(drawn.has("el-0.logo"), "logo").toBe(!logoYields);
    expect(drawn.has("el-1.head"), "headline").toBe(true);
    expect(drawn.has("el-2.cta"), "CTA").toBe(true);
    if (spec.width > spec.height * 3) expect(drawn.has("el-3.body"), "no body text on a strip").toBe(false);
    if (!logoYields) expect(checked.qa.logo_min_px).toBeGreaterThanOrEqual(24);
  });
});

it("a banner's PNG has the 2x pixels files[] reports", async () => {
  const checked = await checkDesign({ styleId: "template:offer-badge", placement: "leaderboard", copy: SAMPLE_COPY["template:offer-badge"], brand: { name: "Brewly", colors: STRESS_KITS.brewly }, images: [], output: "image", seed: 0 });
  const meta = await sharp(await encodeStill(checked.still, "png")).metadata();
  expect([meta.width, meta.height]).toEqual([1456, 180]);
});
