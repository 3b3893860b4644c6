import { body, defineTemplate, headline, slot } from "../../define";

export default defineTemplate({
  key: "editorial-serif",
  name: "Editorial",
  description: "Magazine page: paper tone, serif headline with hairline rules, a numbered kicker and a framed image.",
  tags: ["editorial", "serif", "premium", "storytelling"],
  outputs: ["image"],
  slots: [slot("kicker", "eyebrow", 24, 1, 4, "eyebrow"), headline(45, 3, 8), body(125, 4, 22)],
  suits: /\b(story|heritage|origin|grove|harvest|craft|artisan|journal|wine|hotel|stay|book|collection|season|since)s?\b/i,
  sample: { kicker: "The roaster's notes", headline: "Why slow roasting makes a sweeter cup", body: "Twelve minutes instead of eight: how patience caramelises the sugars and softens bitterness in every bag we ship.", cta: "Read the story" },
});
