import { describe, expect, it } from "vitest";
import { SAMPLE_COPY } from "@/remotion/designs/samples";
import { TEMPLATE_DEFINITIONS } from "@/remotion/designs/templates/index";
import { DESIGN_FLOOR, designFailures, designLayout, layoutMeasures } from "@/server/render/design-measures";
import { checkDesign, measureQa } from "@/server/render/qa";
import type { DesignProps } from "@/server/render/types";
import type { PaintedText } from "@/remotion/lib/paint";
import { twemojiDataUri } from "@/server/render/twemoji";
import { HEADLINE_LEAD } from "@/shared/hierarchy";
import { artProducts } from "../helpers/art-products";
import { artMatrix } from "../helpers/art-matrix";

/**
 * Issue 42's design measures on real renders: the cases the bakery and the roaster met (a brown loaf on a
 * ground taken from its crust, a 61 px headline over a 72 px body, "a" alone on a line, a catalog story
 * empty at the bottom), each measured and each passing the gate now; then the shared matrix, every
 * template in every placement with one variation each (tests/helpers/art-matrix.ts), through the gate.
 */
const { loaf } = await artProducts();
const MATRIX = await artMatrix();
const BAKERY = { headline: "Pre-order online and pick up warm", body: "Crumb & Co is a neighbourhood bakery on Elm Street", signoff: "— Crumb & Co", cta: "Order now" };
const bakery = (styleId: string, placement: DesignProps["placement"], o: Partial<DesignProps> = {}): DesignProps => ({
  styleId, placement, copy: { ...SAMPLE_COPY[styleId], ...BAKERY }, brand: { name: "Crumb & Co", colors: [] }, images: [loaf], output: "image", language: "en", seed: 0, ...o,
});

describe("the design measures", () => {
  it("see a product camouflaged by its ground, and the gate sets the loaf apart from a ground taken from it", async () => {
    // A kit whose second colour is the loaf's crust paints the image panel in it: the measure sees the loaf vanish.
    const camouflaged = await measureQa(bakery("template:split-panel", "square", { brand: { name: "Crumb & Co", colors: ["#2f3b52", loaf.colors![0]] } }));
    expect(camouflaged.product_contrast).toBeLessThan(1.5);
    expect(camouflaged.product_color_distance).toBeLessThan(30);
    // No kit: the ground is taken from the product, pushed away from it; the gate passes it.
    for (const placement of ["square", "instagram_story", "medium_rectangle"] as const) {
      const checked = await checkDesign(bakery("template:split-panel", placement));
      expect(checked.failures, placement).toEqual([]);
      expect(checked.qa.product_contrast! >= 1.5 || checked.qa.product_color_distance! >= 30, placement).toBe(true);
    }
  });

  // Issue 42's second look: the brief's picture standing in for a photo was not measured, and was lost in its
  // ground (a pale tooth on editorial's peach panel and product-hero's yellow disc, a bike's black wheels on
  // quiet-luxury's dark brown). It is measured by value, as a viewer in greyscale sees it.
  it("see a stand-in picture lost in its ground by value, and the gate sets it apart", async () => {
    const standIn = (styleId: string, placement: DesignProps["placement"], emoji: string, keyword: string): DesignProps => ({
      ...bakery(styleId, placement, { images: [], art: [{ src: twemojiDataUri(emoji)!, keyword }] }),
      copy: SAMPLE_COPY[styleId] ?? {},
      brand: { name: keyword === "bike" ? "Spoke & Chain" : "Bright Dental", colors: [] },
    });
    const lost = await measureQa(standIn("template:product-hero", "square", "🦷", "dentist"));
    expect(lost.product_contrast).toBeLessThan(DESIGN_FLOOR.productContrast);
    expect(designFailures(lost, "square").join()).toMatch(/does not stand apart/);
    const cases = [["template:editorial-serif", "instagram_story", "🦷", "dentist"], ["template:editorial-serif", "square", "🦷", "dentist"], ["template:product-hero", "square", "🦷", "dentist"], ["template:quiet-luxury", "square", "🚲", "bike"], ["template:quiet-luxury", "instagram_story", "🚲", "bike"]] as const;
    for (const [styleId, placement, emoji, keyword] of cases) {
      const checked = await checkDesign(standIn(styleId, placement, emoji, keyword));
      const name = `${styleId} ${placement} ${keyword}`;
      expect(checked.failures, name).toEqual([]);
      expect(checked.qa.product_contrast, name).toBeGreaterThanOrEqual(DESIGN_FLOOR.productContrast);
    }
  });

  it("keep the headline over the body and no short word or name broken alone: handwritten-note with the bakery's words", async () => {
    for (const placement of ["square", "instagram_story"] as const) {
      const checked = await checkDesign(bakery("template:handwritten-note", placement));
      expect(checked.failures, placement).toEqual([]);
      expect(checked.qa.headline_ratio, placement).toBeGreaterThanOrEqual(1);
      expect(checked.qa.rag_problems, placement).toEqual([]);
      // The ad plan's check, on the layout alone (no pixels), says the same before any charge.
      const planned = layoutMeasures(checked.props, designLayout(checked.props).texts);
      expect([planned.headline_ratio, planned.rag_problems], placement).toEqual([checked.qa.headline_ratio, []]);
    }
    // A name in capitals stays on one line: "MEET CRUMB & / CO" no more.
    const named = await checkDesign(bakery("template:bold-statement", "square", { copy: { headline: "Meet Crumb & Co", body: "Sourdough baked before sunrise on Mill Street.", cta: "Order now" }, images: [] }));
    expect(named.failures).toEqual([]);
  });

  it("ask for a headline clearly larger than the brand name, and let a display price tie with it", async () => {
    // The review's tie (docs/art-direction-review.md, "Second look"): quiet-luxury's bakery square set the
    // bold brand name at the headline's size, 1.0 over a 0.99 floor. The wordmark is now a step under it.
    const quiet = await checkDesign(bakery("template:quiet-luxury", "square"));
    expect(quiet.failures).toEqual([]);
    expect(quiet.qa.headline_ratio).toBeGreaterThanOrEqual(HEADLINE_LEAD);
    // The same layout with its brand name at the headline's size, as it was drawn: the measure fails it.
    const texts = designLayout(quiet.props).texts;
    const sizeOf = (all: PaintedText[], slot: string) => Math.max(0, ...all.filter((t) => t.slot === slot).map((t) => t.fontSize));
    expect(sizeOf(texts, "brand")).toBeGreaterThan(0);
    const tied = layoutMeasures(quiet.props, texts.map((t) => (t.slot === "brand" ? { ...t, fontSize: sizeOf(texts, "headline") } : t)));
    expect(tied.headline_ratio).toBe(1);
    expect(designFailures(tied, "square")).toEqual(["the headline is not clearly larger than other text (1x, under 1.05x)"]);
    // A display price may tie with the headline: offer-badge's price at the headline's size passes.
    const priced = await checkDesign(bakery("template:offer-badge", "square", { copy: { offer: "€19", headline: "Sourdough loaf, baked at dawn", fine_print: "Until Sunday, at the Elm Street shop.", cta: "Order now" } }));
    expect(priced.failures).toEqual([]);
    const withPrice = designLayout(priced.props).texts;
    expect(sizeOf(withPrice, "offer")).toBeGreaterThan(0);
    const level = layoutMeasures(priced.props, withPrice.map((t) => (t.slot === "offer" ? { ...t, fontSize: sizeOf(withPrice, "headline") } : t)));
    expect(designFailures(level, "square")).toEqual([]);
    expect(level.headline_ratio).toBe(priced.qa.headline_ratio);
  });

  it("read no glyphs of an empty slot in a photo: editorial-serif's bakery story without a kicker passes", async () => {
    // The review sheet's bakery: the plan wrote no kicker, and loaf pixels of the empty kicker's id colour were read as its glyphs at 1:1.
    const copy = { headline: "Sourdough baked before sunrise", body: "We bake bread, croissants and cinnamon buns every morning before seven, with flour from a local mill", cta: "Try it today" };
    const checked = await checkDesign(bakery("template:editorial-serif", "instagram_story", { copy }));
    expect(checked.failures).toEqual([]);
    expect(checked.qa.min_text_contrast).toBeGreaterThanOrEqual(4.5);
  });

  it("use a catalog item's story: a photo-less item spans the frame", async () => {
    const item = { headline: "Cinnamon bun", body: "€3.20 · Soft, sticky, baked at dawn", cta: "Order now" };
    for (const style of ["template:product-hero", "template:offer-badge"]) {
      const checked = await checkDesign(bakery(style, "instagram_story", { copy: item, images: [] }));
      expect(checked.failures, style).toEqual([]);
      expect(checked.qa.frame_used, style).toBeGreaterThanOrEqual(0.7);
    }
  });
});

describe("a video, frame by frame", () => {
  // A video is judged by its frames once the whole ad is on screen (the CTA arrived) until the end card,
  // not by its still: split-panel's photo-less story in moving_elements floats its copy and its picture
  // off their marks (0.79 of the height in its frames, 0.82 still); a bold-statement story, whose copy
  // arrives beat by beat, spans what its still spans once it has all arrived.
  it("measures the frames a viewer sees, not the still", async () => {
    const noPhoto = { ...bakery("template:split-panel", "instagram_story"), images: [] };
    const still = await measureQa(noPhoto);
    const moving = await measureQa({ ...noPhoto, output: "video", videoStyle: "moving_elements", durationSeconds: 6 });
    expect(moving.frame_used!).toBeLessThan(still.frame_used!);
  });

  // One gate run per video (each samples a frame every half second): the frame it uses, its product on
  // screen in every sampled frame before the end card (offer-badge's hero moves as a product, not orbiting
  // as a badge), and its copy in place with its cut-out loaf uncut (issue 42's second look: before the
  // motion kept them, 14 of the 18 of split-panel, handwritten-note and event-ticket failed, the
  // note's body off its paper at 1 s, split-panel's body across the seam at 1 s, the loaf cut by the frame).
  it("uses the frame, keeps the product on screen and uncut and the copy in place every half second, in every video template's story and square and every style", { timeout: 600_000 }, async () => {
    for (const d of TEMPLATE_DEFINITIONS.filter((t) => (t.outputs as readonly string[]).includes("video"))) {
      for (const placement of ["instagram_story", "square"] as const) {
        for (const videoStyle of ["moving_background", "live_scene", "moving_elements"] as const) {
          const { qa } = await checkDesign(bakery(d.id, placement, { copy: d.sample, output: "video", videoStyle, durationSeconds: 6 }));
          const name = `${d.key} ${placement} ${videoStyle}`;
          expect.soft(qa.frame_used, name).toBeGreaterThanOrEqual(DESIGN_FLOOR.frameUsed(placement));
          if (d.showsProduct) expect.soft(qa.product_shown, name).toBe(true);
          expect.soft(qa.motion_problems, name).toEqual([]);
        }
      }
    }
  });
});

describe("every template in every placement passes the gate", () => {
  it.each(MATRIX)("$name", async ({ props }) => {
    const checked = await checkDesign(props);
    expect(checked.failures).toEqual([]);
    if (props.images.length && checked.qa.product_shown !== null) expect(checked.qa.product_shown).toBe(true);
  });
});
