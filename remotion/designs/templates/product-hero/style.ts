import { body, defineTemplate, headline, slot } from "../../define";

export default defineTemplate({
  key: "product-hero",
  name: "Product Hero",
  description: "The product centred on a spotlight disc with a kicker, headline and CTA framing it.",
  tags: ["product", "ecommerce", "hero", "clean"],
  slots: [slot("kicker", "eyebrow", 24, 1, 4, "eyebrow"), headline(40, 2, 7), body(90, 2, 16)],
  suits: /\b(oil|bottle|tin|jar|bag|box|bike|bicycle|shoe|sneaker|jacket|coffee|tea|bread|cake|serum|cream|gear|product|handmade|shop)s?\b/i,
  sample: { kicker: "New season roast", headline: "The Ethiopia Guji single origin", body: "Notes of blueberry, jasmine and dark honey.", cta: "Shop the roast" },
  // The kicker stands as a badge beside the headline, both the hook; the body follows.
  motion: { hook: ["head", "badge", "logo"], beats: [["body"]] },
});
