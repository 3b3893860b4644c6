import { role, twoPanelMeme } from "../../define";

export default twoPanelMeme({
  base: "before-after",
  name: "Before / After",
  description: "Two side-by-side panels with a tired and a delighted character: life before and after the product.",
  tags: ["transformation", "results"],
  panels: [["before", "before state"], ["after", "after state"]],
  room: [50, 3, 9],
  character_roles: [role("before self", "Frustrated, pre-product."), role("after self", "Relieved or thrilled, with the product.")],
  sample: { before: "Three cafés a day and still tired", after: "One perfect cup at home" },
});
