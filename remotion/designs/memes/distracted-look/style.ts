import { defineMeme, role, slot } from "../../define";

export default defineMeme({
  base: "distracted-look",
  name: "Distracted Look",
  description: "A triangle of three labelled characters: one turns away from their partner toward a new temptation.",
  tags: ["temptation", "switching"],
  slots: [
    slot("wanderer", "the distracted one", 20, 1, 3, "body"),
    slot("partner", "the current choice", 20, 1, 3, "old"),
    slot("temptation", "the new thing", 20, 1, 3, "new"),
    slot("caption", "caption", 60, 2, 10, "caption"),
  ],
  character_roles: [
    role("wanderer", "The audience, looking away from what they use now."),
    role("partner", "Their current habit or competitor category, unimpressed."),
    role("temptation", "The product, walking past and catching their eye."),
  ],
  sample: { wanderer: "Me", partner: "My old coffee", temptation: "Fresh roast", caption: "When the Monday roast lands in your inbox" },
});
