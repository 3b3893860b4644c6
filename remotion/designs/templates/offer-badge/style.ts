import { defineTemplate, headline, slot } from "../../define";

export default defineTemplate({
  key: "offer-badge",
  name: "Offer Badge",
  description: "Promotion layout: a big circular offer badge over diagonal stripes, headline, fine print and CTA.",
  tags: ["sale", "promotion", "offer", "conversion"],
  slots: [slot("offer", "offer", 12, 2, 3, "eyebrow"), headline(40, 2, 7), slot("fine_print", "disclaimer", 60, 2, 12, "body")],
  needs: "offer",
  sample: { offer: "30% OFF", headline: "The winter sale is on", fine_print: "On all whole-bean bags until Sunday. Code WINTER30.", cta: "Shop the sale" },
  // The offer is the hook: the badge is stamped on at frame 0, the headline follows on the first beat, the fine print next.
  motion: { hook: ["badge", "logo"], beats: [["head"], ["body"]] },
});
