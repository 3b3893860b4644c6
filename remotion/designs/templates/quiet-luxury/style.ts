import { body, defineTemplate, headline } from "../../define";

export default defineTemplate({
  key: "quiet-luxury",
  name: "Quiet Luxury",
  description: "Minimal and spacious: a small centred serif line, the logo, a hairline and generous negative space.",
  tags: ["minimal", "luxury", "brand", "elegant"],
  outputs: ["image"],
  slots: [headline(36, 2, 6), body(80, 2, 14)],
  suits: /\b(luxury|premium|boutique|hotel|suite|spa|fashion|label|couture|jewell?ery|fragrance|linen|silk|tailor(ed)?|minimal)s?\b/i,
  sample: { headline: "Roasted in small batches", body: "Single estates. Twelve bags a day. Nothing more.", cta: "Discover" },
});
