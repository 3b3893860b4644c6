import { describe, expect, it } from "vitest";
import { SCRIPT_BRAND, SCRIPT_SAMPLES, SCRIPT_STYLES } from "@/remotion/designs/script-samples";
import type { DesignProps, ImageRef, Placement } from "@/server/render";
import { checkDesign } from "@/server/render/qa";
import { STRESS_KITS, stressImages, stressProps } from "../helpers/brand-stress";
import { expectToMatchImageSnapshot } from "../helpers/image-snapshot";
import { testProducts } from "../helpers/products";

/**
 * Reference renders (issue 24): a few templates and memes, four placements, brand kits that make the
 * colour check work, and a right-to-left script, each drawn as the pipeline ships it (text colours chosen
 * from the pixels by checkDesign) and compared with its reviewed image in __snapshots__/. Update with
 * `npm run test:render:update` (docs/rendering.md, "Image snapshots").
 */
const { logos, photo } = await stressImages();
const arabic = SCRIPT_SAMPLES.find((s) => s.lang === "ar")!;
const products = await testProducts();

type Reference = { name: string; props: DesignProps };
const stress = (styleId: string, placement: Placement, kit: keyof typeof STRESS_KITS, logo?: ImageRef, product?: ImageRef): Reference => ({
  name: `${styleId.replace(":", "-")}.${placement}.${kit}`,
  props: stressProps(styleId, placement, STRESS_KITS[kit], logo, product),
});

const REFERENCES: Reference[] = [
  stress("template:product-hero", "square", "brewly", logos.wide, photo),
  stress("template:split-panel", "instagram_story", "brewly", logos.tall, photo),
  stress("template:offer-badge", "feed_portrait", "six-colour", logos.wide, photo),
  stress("template:editorial-serif", "landscape", "near-black", logos.tall),
  // No dark colour in the kit: the copy's colours come from the pixels behind it.
  stress("template:bold-statement", "instagram_story", "yellow-white", logos.wide),
  // Issue 27: a product shot on white stands cut out on a contact shadow; a scene is cropped around its subject.
  { ...stress("template:product-hero", "instagram_story", "brewly", logos.wide, products.studio.ref), name: "template-product-hero.instagram_story.brewly.cutout" },
  { ...stress("template:split-panel", "landscape", "six-colour", logos.wide, products.scene.ref), name: "template-split-panel.landscape.six-colour.scene" },
  stress("meme:two-buttons", "square", "brewly"),
  stress("meme:distracted-look", "feed_portrait", "six-colour"),
  {
    name: "template-bold-statement.square.arabic",
    props: { styleId: SCRIPT_STYLES.template, placement: "square", copy: arabic.template, brand: SCRIPT_BRAND, images: [], output: "image", language: "ar", seed: 0 },
  },
];

describe("reference renders", () => {
  for (const { name, props } of REFERENCES) {
    it(`${name} passes its QA checks and matches its snapshot`, async () => {
      const checked = await checkDesign(props);
      expect(checked.failures).toEqual([]);
      await expectToMatchImageSnapshot(checked.still, name);
    });
  }
});
