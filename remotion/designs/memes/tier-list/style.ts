import { defineMeme, role, slot } from "../../define";

export default defineMeme({
  base: "tier-list",
  name: "Tier List",
  description: "S/A/B/C ranked rows with coloured tier labels; the product sits proudly in S tier.",
  tags: ["ranking", "comparison"],
  slots: [
    slot("title", "list title", 36, 1, 6, "headline"),
    slot("s_tier", "best", 20, 1, 4, "new"),
    slot("a_tier", "good", 20, 1, 4, "caption"),
    slot("b_tier", "meh", 20, 1, 4, "old"),
    slot("c_tier", "worst", 20, 1, 4, "old"),
  ],
  character_roles: [role("ranker", "An opinionated reviewer; S tier holds the product, C tier the old way.")],
  sample: { title: "Morning coffee, ranked", s_tier: "Fresh roast", a_tier: "Café flat white", b_tier: "Pods", c_tier: "Instant" },
});
