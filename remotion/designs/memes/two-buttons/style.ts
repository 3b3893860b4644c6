import { defineMeme, role, slot } from "../../define";

export default defineMeme({
  base: "two-buttons",
  name: "Two Buttons",
  description: "A sweating character hovers over two big buttons: an impossible choice (one of them is the product).",
  tags: ["choice", "dilemma"],
  slots: [slot("button_left", "option", 36, 3, 7, "old"), slot("button_right", "option", 36, 3, 7, "new"), slot("label", "character label", 30, 1, 5, "caption")],
  character_roles: [role("chooser", "The audience, torn between two options; the label names who they are.")],
  sample: { button_left: "Buy the café latte again", button_right: "Brew better coffee at home", label: "Me at 8:59 am" },
});
