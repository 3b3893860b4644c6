import { describe, expect, it } from "vitest";
import type { DesignDefinition } from "@/remotion/designs/define";
import { DEFINITIONS } from "@/remotion/designs/definitions";
import { designFor } from "@/remotion/designs/registry";
import { SAMPLE_BRAND } from "@/remotion/designs/samples";
import type { DesignInput, Paint } from "@/remotion/lib/kit";
import type { Placement } from "@/server/render/placements";
import { checkDesign } from "@/server/render/qa";

/** A tall and a square social placement, and the one IAB size every design makes (300x250). */
const PLACEMENTS: Placement[] = ["instagram_story", "square", "medium_rectangle"];
/** Banners keep the headline and the CTA and may leave the rest out (remotion/lib/banner.tsx). */
const SOCIAL: Placement[] = ["instagram_story", "square"];

const props = (d: DesignDefinition, placement: Placement, copy: Record<string, string> = d.sample): DesignInput => ({
  styleId: d.id,
  placement,
  copy,
  brand: { name: SAMPLE_BRAND.name, colors: SAMPLE_BRAND.colors },
  images: [],
  output: "image",
  seed: 0,
});

const words = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * The test every design folder holds (`<key>/design.test.ts`): the folder is listed and drawn, its sample
 * copy passes the QA gate (the one that decides whether a file ships) in a tall, a square and a banner
 * placement, and the design reads exactly the slots it declares: no slot it does not declare, and every
 * declared slot the sample fills is drawn in the social placements.
 */
export function designFolderTests(d: DesignDefinition) {
  describe(`design folder ${d.id}`, () => {
    it("is listed once, with a design", () => {
      expect(DEFINITIONS.filter((listed) => listed.id === d.id)).toEqual([d]);
      expect(typeof designFor(d.id)).toBe("function");
    });

    it.each(PLACEMENTS.filter((p) => d.placements.includes(p)))("passes the QA gate with its sample copy in %s", async (placement) => {
      const checked = await checkDesign(props(d, placement));
      expect(checked.failures).toEqual([]);
    });

    it("reads only its declared slots, and draws every one its sample fills", () => {
      for (const placement of PLACEMENTS.filter((p) => d.placements.includes(p))) {
        const read = new Set<string>();
        const copy = new Proxy({ ...d.sample }, { get: (target, key) => (typeof key === "string" && read.add(key), Reflect.get(target, key)) });
        const paint: Paint = { texts: [], logos: [] };
        designFor(d.id)({ ...props(d, placement, copy), paint });
        expect([...read].filter((name) => !d.slots.some((s) => s.name === name)), placement).toEqual([]);
        if (!SOCIAL.includes(placement)) continue;
        const drawn = words(paint.texts.map((t) => t.lines.join(" ")).join(" | "));
        const missing = Object.entries(d.sample).filter(([, text]) => text && !drawn.includes(words(text)));
        expect(missing.map(([name]) => name), placement).toEqual([]);
      }
    });
  });
}
