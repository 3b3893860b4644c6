import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import type { DesignDefinition } from "@/remotion/designs/define";
import { DEFINITIONS } from "@/remotion/designs/definitions";
import { designFor } from "@/remotion/designs/registry";
import { SAMPLE_BRAND } from "@/remotion/designs/samples";
import type { DesignInput, Paint } from "@/remotion/lib/kit";
import { layerTransform, parseLayer } from "@/remotion/lib/motion";
import { PLACEMENTS, SOCIAL_PLACEMENT_IDS, type Placement } from "@/shared/placements";
import { checkDesign } from "@/server/render/qa";
import type { VideoStyle } from "@/server/render/types";

/** A tall and a square social placement, and the one IAB size every design makes (300x250). */
const CHECKED: Placement[] = ["instagram_story", "square", "medium_rectangle"];
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

const VIDEO_STYLES: VideoStyle[] = ["live_scene", "moving_background", "moving_elements"];
const PRODUCT = { src: "data:image/png;base64,UFJPRA==", width: 800, height: 800, role: "product" };

/** A design's video in every social placement, with and without a product photo: its element and its layer ids in call order. */
function videoLayouts(d: DesignDefinition): { where: string; element: ReactElement; collect: string[] }[] {
  return SOCIAL_PLACEMENT_IDS.flatMap((placement) =>
    [[], [PRODUCT]].map((images) => {
      const collect: string[] = [];
      const element = designFor(d.id)({ ...props(d, placement), images, output: "video", collect });
      return { where: `${placement}${images.length ? " with a product" : ""}`, element, collect };
    }),
  );
}

/** The layers of an element tree in document order (paint order): a Layer's element is keyed by its id. */
function layersInTree(el: unknown, ids: Set<string>, out: string[] = []): string[] {
  if (Array.isArray(el)) el.forEach((e) => layersInTree(e, ids, out));
  else if (el && typeof el === "object" && "props" in el) {
    const e = el as ReactElement<{ children?: unknown }>;
    if (typeof e.key === "string" && ids.has(e.key)) out.push(e.key);
    layersInTree(e.props.children, ids, out);
  }
  return out;
}

const words = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * The test every design folder holds (`<key>/design.test.ts`): the folder is listed and drawn, its sample
 * copy passes the QA gate (the one that decides whether a file ships, design measures included: the story
 * frame used, issue 42) in a tall, a square and a banner placement, and the design reads exactly the slots it declares: no slot it does not declare, and every
 * declared slot the sample fills is drawn in the social placements.
 */
export function designFolderTests(d: DesignDefinition) {
  describe(`design folder ${d.id}`, () => {
    it("is listed once, with a design", () => {
      expect(DEFINITIONS.filter((listed) => listed.id === d.id)).toEqual([d]);
      expect(typeof designFor(d.id)).toBe("function");
    });

    it.each(CHECKED.filter((p) => d.placements.includes(p)))("passes the QA gate with its sample copy in %s", async (placement) => {
      const checked = await checkDesign(props(d, placement));
      expect(checked.failures).toEqual([]);
    });

    it("reads only its declared slots, and draws every one its sample fills", () => {
      for (const placement of CHECKED.filter((p) => d.placements.includes(p))) {
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

    it.runIf(d.outputs.includes("video"))("builds its video layers in paint order (the fast path composites them in the order they are built)", () => {
      for (const { where, element, collect } of videoLayouts(d)) expect(collect, where).toEqual(layersInTree(element, new Set(collect)));
    });

    it.runIf(d.outputs.includes("video"))("tells the story its motion declares: the hook first, each beat's copy after it", () => {
      const layers = [...new Set(videoLayouts(d).flatMap((l) => l.collect))].map((id) => ({ id, ...parseLayer(id) }));
      const named = [...d.motion.hook, ...d.motion.beats.flat()];
      // Every message the timeline names is a layer of the design, and every copy layer but the CTA is named.
      for (const role of named) expect(layers.some((l) => l.role === role), `no ${role} layer`).toBe(true);
      expect([...new Set(layers.filter((l) => l.kind === "el" && l.role !== "cta" && !named.includes(l.role)).map((l) => l.id))]).toEqual([]);
      const { width: W, height: H } = PLACEMENTS.instagram_story;
      const opacity = (style: VideoStyle, id: string, t: number) => layerTransform(style, id, t, W, H, 6, undefined, d.motion).opacity;
      // The hook is the first second: on screen half a second in (copy of the hook enters from frame 0).
      for (const style of VIDEO_STYLES) {
        for (const role of d.motion.hook) expect(Math.max(...layers.filter((l) => l.role === role).map((l) => opacity(style, l.id, 0.5))), `${style} ${role} half a second in`).toBeGreaterThan(0.5);
        for (const l of layers.filter((l) => l.kind === "el" && d.motion.beats.flat().includes(l.role))) {
          expect(opacity(style, l.id, 0.5), `${style} ${l.id} waits for its beat`).toBe(0);
          expect(opacity(style, l.id, 4), `${style} ${l.id} has arrived`).toBe(1);
        }
      }
    });
  });
}
