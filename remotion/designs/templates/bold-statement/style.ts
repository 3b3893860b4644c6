import { body, defineTemplate, headline } from "../../define";

export default defineTemplate({
  key: "bold-statement",
  name: "Bold Statement",
  description: "One loud idea: a giant condensed headline filling a brand-colour field, a short supporting line and a CTA pill.",
  tags: ["bold", "typographic", "awareness", "condensed"],
  slots: [headline(40, 3, 7), body(110, 3, 20)],
  suits: /\b(launch|game|play|campaign|movement)s?\b/i,
  sample: { headline: "Coffee that tastes like Sunday morning", body: "Small-batch beans, roasted every Monday and shipped the same day.", cta: "Get 20% off" },
  motion: { hook: ["head", "logo"], beats: [["body"]] },
});
