import { defineTemplate, headline, slot } from "../../define";

export default defineTemplate({
  key: "feature-list",
  name: "Feature List",
  description: "Headline plus three checked benefits next to the product; a scannable explainer.",
  tags: ["benefits", "explainer", "product"],
  slots: [headline(40, 2, 7), ...[1, 2, 3].map((i) => slot(`feature_${i}`, "benefit", 32, 1, 6, "body"))],
  suits: /\b(app|software|saas|tool|platform|dashboard|course|lesson|class|clinic|dentist|dental|plan|features?|benefits?|service|team|workflow)s?\b/i,
  sample: { headline: "Everything a good morning needs", feature_1: "Roasted to order every Monday", feature_2: "Free delivery, no minimum", feature_3: "Skip or pause in one tap", cta: "Build your box" },
  // The benefits are the message: one card a step after the other, from the first beat.
  motion: { hook: ["head", "logo"], beats: [["card"]] },
});
