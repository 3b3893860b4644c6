import { describe, expect, it } from "vitest";
import { renderDesign } from "@/remotion/designs/registry";
import { type DesignInput, type Paint } from "@/remotion/lib/kit";
import { LOGO_MIN_PX } from "@/remotion/lib/brand-elements";
import { paintKey } from "@/remotion/lib/paint";
import type { Placement } from "@/server/render";
import { checkDesign, measureQa } from "@/server/render/qa";
import { STYLES } from "@/shared/styles";
import { STRESS_KITS, stressImages, stressProps } from "../helpers/brand-stress";

/**
 * Designs under any brand: the stress kits of issue 19 through the real renderer, every file measured from
 * its own pixels (server/render/qa.ts).
 */
const { logos, photo } = await stressImages();
const LOGO_KINDS = ["wide", "tall", "none"] as const;
const PLACEMENTS_CHECKED: Placement[] = ["instagram_story", "square"];

describe("the QA floor under stress kits", () => {
  // Every style under every kit, in story or square by turns: each style meets both placements (under
  // different kits) and each kit both placements, at half the renders of every style x kit x placement.
  Object.entries(STRESS_KITS).forEach(([kit, colors], k) => {
    it(`${kit}: every style, in story or square, reads, fits and keeps the safe bands`, async () => {
      const bad: string[] = [];
      for (const [n, style] of STYLES.entries()) {
        const placement = PLACEMENTS_CHECKED[(n + k) % 2];
        // Every style meets each logo shape and, alternately, a product photo, in both placements.
        const logo = LOGO_KINDS[(n + k) % 3];
        const props = stressProps(style.id, placement, colors, logos[logo], n % 2 ? photo : undefined);
        const { qa } = await checkDesign(props);
        const where = `${style.id} ${placement} logo:${logo}`;
        if (!(qa.min_text_contrast === null || qa.min_text_contrast >= 3)) bad.push(`${where}: contrast ${qa.min_text_contrast}`);
        if (!qa.text_fits) bad.push(`${where}: text cut`);
        if (!qa.safe_zone_clear) bad.push(`${where}: text in a safe band`);
        if (qa.missing_glyphs.length) bad.push(`${where}: missing ${qa.missing_glyphs.join("")}`);
        // A logo is never squeezed under its legible size.
        if (logo !== "none" && (qa.logo_min_px ?? 0) < Math.min(LOGO_MIN_PX.wide, LOGO_MIN_PX.tall) * 0.75) bad.push(`${where}: logo ${qa.logo_min_px} px`);
      }
      expect(bad).toEqual([]);
    }, 600_000);
  });
});

describe("the contrast measure", () => {
  it("sees white text on a yellow and white kit, and the check fixes it from the pixels", async () => {
    const props = stressProps("template:bold-statement", "square", STRESS_KITS["yellow-white"], undefined, undefined);
    const paint: Paint = { texts: [], logos: [] };
    renderDesign({ ...props, paint } as DesignInput);
    // Every line forced to white: the ground is yellow or white, so the pixels must say so.
    const white = Object.fromEntries(paint.texts.flatMap((t) => t.lines.map((l) => [paintKey(t.color, t.fontSize, l), "#ffffff"])));
    const forced = await measureQa({ ...props, textColors: white });
    expect(forced.min_text_contrast!).toBeLessThan(1.5);
    const checked = await checkDesign(props);
    expect(checked.qa.min_text_contrast!).toBeGreaterThanOrEqual(3);
  }, 60_000);
});
