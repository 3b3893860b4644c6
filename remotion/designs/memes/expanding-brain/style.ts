import { defineMeme, role, slot } from "../../define";

export default defineMeme({
  base: "expanding-brain",
  name: "Expanding Brain",
  description: "Four tiers of growing enlightenment; each caption is a smarter way to do it, the last is the product.",
  tags: ["escalation", "ironic"],
  // Four tiers of one budget: the first is the old way, the last the product's.
  slots: (["old", "caption", "caption", "new"] as const).map((kind, i) => slot(`tier_${i + 1}`, `tier ${i + 1} idea`, 40, 2, 8, kind)),
  character_roles: [role("brain", "Grows from a small brain to a glowing galaxy; captions escalate from naive to genius.")],
  sample: { tier_1: "Instant coffee", tier_2: "Supermarket beans", tier_3: "Grinding fresh beans", tier_4: "A roast-to-order subscription" },
});
