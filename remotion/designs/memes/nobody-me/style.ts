import { defineMeme, role, slot } from "../../define";

export default defineMeme({
  base: "nobody-me",
  name: "Nobody: / Me:",
  description: "The two-line text meme: 'Nobody:' followed by an empty beat, then 'Me:' doing something over the top for the product.",
  tags: ["text", "relatable"],
  slots: [slot("nobody", "setup", 50, 2, 9, "old"), slot("me", "punchline", 70, 3, 13, "new")],
  character_roles: [role("me", "The over-enthusiastic fan of the product, shown mid-celebration.")],
  sample: { nobody: "", me: "Telling everyone about my coffee subscription" },
});
