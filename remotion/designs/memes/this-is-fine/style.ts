import { defineMeme, role, slot } from "../../define";

export default defineMeme({
  base: "this-is-fine",
  name: "This Is Fine",
  description: "A calm character sips coffee while everything around them burns; the chaos label names the problem.",
  tags: ["denial", "pain-point"],
  slots: [slot("caption", "calm caption", 40, 2, 7, "caption"), slot("chaos", "the problem", 30, 2, 5, "old")],
  character_roles: [role("calm one", "The audience pretending the problem (labelled chaos) is fine; the product is the way out.")],
  sample: { caption: "This coffee is fine", chaos: "Burnt, bitter, stale" },
});
