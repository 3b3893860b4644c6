import { describe, expect, it } from "vitest";
import { checkDesign } from "@/server/render/qa";
import { twemojiDataUri } from "@/server/render/twemoji";
import type { DesignProps } from "@/server/render/types";

/**
 * The ad `npm run bench:generation` was refused on (text contrast 1.49:1): in Reels, product-hero's
 * product grew with the height the short headline left and ran under the body column beside it, white
 * copy on the yellow disc. The product now stays beside the column.
 */
describe("product-hero in Reels with a short headline", () => {
  it("keeps its product clear of the body column and passes the gate", async () => {
    const props: DesignProps = {
      styleId: "template:product-hero",
      placement: "instagram_reels",
      copy: { headline: "Cafe cold brew at home", body: "Brewly makes cold brew coffee concentrate from single origin beans", cta: "Try it today" },
      brand: { name: "Brewly Cold Brew", colors: ["#0b3d2e", "#f4c430"], fontDirection: "geometric sans" },
      images: [],
      art: [{ src: twemojiDataUri("🫘")!, keyword: "beans" }],
      output: "image",
      language: "en",
      seed: 0,
    };
    const checked = await checkDesign(props);
    expect(checked.failures).toEqual([]);
    expect(checked.qa.min_text_contrast).toBeGreaterThanOrEqual(3);
  });
});
