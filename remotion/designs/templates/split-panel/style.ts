import { body, defineTemplate, headline } from "../../define";

export default defineTemplate({
  key: "split-panel",
  name: "Split Panel",
  description: "Image on one half, copy on a solid brand panel on the other; stacks vertically in tall sizes.",
  tags: ["split", "image-led", "consideration"],
  slots: [headline(40, 3, 7), body(125, 4, 22)],
  suits: /\b(ride|trip|room|view|space|studio|tour|route|harbou?r)s?\b/i,
  sample: { headline: "Fresh beans, on your schedule", body: "Pick a roast, pick a rhythm. We roast to order and deliver every two or four weeks. Skip or cancel anytime.", cta: "Start a subscription" },
  motion: { hook: ["head", "logo"], beats: [["body"]] },
});
