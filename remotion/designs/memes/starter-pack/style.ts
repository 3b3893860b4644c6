import { defineMeme, role, slot } from "../../define";

export default defineMeme({
  base: "starter-pack",
  name: "Starter Pack",
  description: "A titled grid of four items that define a type of person; the product is one of the items.",
  tags: ["identity", "grid"],
  slots: [slot("title", "pack title", 36, 2, 6, "headline"), ...[1, 2, 3, 4].map((i) => slot(`item_${i}`, "item label", 18, 2, 3, "caption"))],
  character_roles: [role("archetype", "The audience archetype the pack describes; items are things they own or do.")],
  sample: { title: "The home barista starter pack", item_1: "Fresh beans", item_2: "Noise-cancelling", item_3: "Morning walk", item_4: "Latte art reels" },
});
