/**
 * The video's end card belongs to the ad (art review, issue 42): its ground is the lead colour the design
 * painted with. Without brand colours each design has fallback colours of its own, and a teal or purple ad
 * ended on the first fallback's royal blue. Frames composited as the encoder takes them (no photo, no kit).
 */
import { describe, expect, it } from "vitest";
import { renderDesign } from "@/remotion/designs/registry";
import { TEMPLATE_DEFINITIONS } from "@/remotion/designs/templates/index";
import type { Palette } from "@/remotion/lib/theme";
import { rgb } from "@/remotion/lib/theme";
import type { DesignProps } from "@/server/render/types";
import { videoFrames } from "../helpers/video-frames";

/** Hue in degrees (0..360) of an RGB colour. */
function hue([r, g, b]: number[]): number {
  const max = Math.max(r, g, b), min = Math.min(r, g, b), d = max - min;
  if (!d) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
const hueApart = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe("the end card's ground is of the ad's own palette (no kit, no photo)", () => {
  for (const d of TEMPLATE_DEFINITIONS.filter((d) => (d.outputs as readonly string[]).includes("video"))) {
    it(`${d.key}`, { timeout: 120_000 }, async () => {
      const props: DesignProps = { styleId: d.id, placement: "instagram_story", copy: d.sample, language: "en", brand: { name: "Crumb & Co", colors: [] }, images: [], output: "video", videoStyle: "live_scene", durationSeconds: 6, seed: 0 };
      const palettes: Palette[] = [];
      renderDesign({ ...props, t: undefined, palettes });
      const [end] = await videoFrames(props, [5.9]);
      // A pixel of the ground in the left margin, half way down (the logo and CTA are centred).
      const i = (Math.round(end.height / 2) * end.width + 16) * 3;
      const ground = [end.data[i], end.data[i + 1], end.data[i + 2]];
      expect(hueApart(hue(ground), hue(rgb(palettes[0].primary))), `ground rgb(${ground.join(",")}), the ad's lead ${palettes[0].primary}`).toBeLessThan(20);
    });
  }
});
