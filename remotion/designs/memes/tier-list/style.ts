import { defineMeme, role, slot } from "../../define";

/** The ranked rows, best first, each with its letter and slot: the product sits in S tier, the old way at the bottom. */
export const TIERS = [
  { letter: "S", slot: "s_tier", role: "best", kind: "new" },
  { letter: "A", slot: "a_tier", role: "good", kind: "caption" },
  { letter: "B", slot: "b_tier", role: "meh", kind: "old" },
  { letter: "C", slot: "c_tier", role: "worst", kind: "old" },
] as const;

export default defineMeme({
  base: "tier-list",
  name: "Tier List",
  description: "S/A/B/C ranked rows with coloured tier labels; the product sits proudly in S tier.",
  tags: ["ranking", "comparison"],
  slots: [slot("title", "list title", 36, 1, 6, "headline"), ...TIERS.map((t) => slot(t.slot, t.role, 20, 1, 4, t.kind))],
  character_roles: [role("ranker", "An opinionated reviewer; S tier holds the product, C tier the old way.")],
  sample: { title: "Morning coffee, ranked", s_tier: "Fresh roast", a_tier: "Café flat white", b_tier: "Pods", c_tier: "Instant" },
});
