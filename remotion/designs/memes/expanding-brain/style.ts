import { defineMeme, role, slot } from "../../define";

export default defineMeme({
  base: "expanding-brain",
  name: "Expanding Brain",
  description: "Four tiers of growing enlightenment; each caption is a smarter way to do it, the last is the product.",
  tags: ["escalation", "ironic"],
  slots: [
    slot("tier_1", "tier 1 idea", 40, 2, 8, "old"),
    slot("tier_2", "tier 2 idea", 40, 2, 8, "caption"),
    slot("tier_3", "tier 3 idea", 40, 2, 8, "caption"),
    slot("tier_4", "tier 4 idea", 40, 2, 8, "new"),
  ],
  character_roles: [role("brain", "Grows from a small brain to a glowing galaxy; captions escalate from naive to genius.")],
  sample: { tier_1: "Instant coffee", tier_2: "Supermarket beans", tier_3: "Grinding fresh beans", tier_4: "A roast-to-order subscription" },
});
