import { body, cta, defineTemplate, headline } from "../../define";
import { DEFAULT_TIMELINE } from "../../../lib/motion";

export default defineTemplate({
  key: "quiet-luxury",
  name: "Quiet Luxury",
  description: "Minimal and spacious: a small centred serif line, the logo, a hairline and generous negative space.",
  tags: ["minimal", "luxury", "brand", "elegant"],
  outputs: ["image"],
  slots: [headline(36, 2, 6), body(80, 2, 14), cta()],
  suits: /\b(luxury|premium|boutique|hotel|suite|spa|fashion|label|couture|jewell?ery|fragrance|linen|silk|tailor(ed)?|minimal)s?\b/i,
  sample: { headline: "Roasted in small batches", body: "Single estates. Twelve bags a day. Nothing more.", cta: "Discover" },
  // A still only (no video version): the default story, never played.
  motion: DEFAULT_TIMELINE,
});
