import { defineMeme, role, slot } from "../../define";

export default defineMeme({
  base: "change-my-mind",
  name: "Change My Mind",
  description: "A character at a table with a sign stating a confident opinion about the category; 'change my mind' underneath.",
  tags: ["opinion", "debate"],
  slots: [slot("sign", "hot take", 60, 3, 10, "headline"), slot("caption", "caption", 40, 2, 7, "caption")],
  character_roles: [role("debater", "A relaxed, confident character inviting argument; the sign is the brand's hot take.")],
  sample: { sign: "Coffee roasted more than 30 days ago is just brown water", caption: "Change my mind" },
});
