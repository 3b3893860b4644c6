import { defineMeme, role, slot } from "../../define";

export default defineMeme({
  base: "before-after",
  name: "Before / After",
  description: "Two side-by-side panels with a tired and a delighted character: life before and after the product.",
  tags: ["transformation", "results"],
  slots: [slot("before", "before state", 50, 3, 9, "old"), slot("after", "after state", 50, 3, 9, "new")],
  character_roles: [role("before self", "Frustrated, pre-product."), role("after self", "Relieved or thrilled, with the product.")],
  sample: { before: "Three cafés a day and still tired", after: "One perfect cup at home" },
});
