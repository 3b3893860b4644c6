import { defineMeme, role, slot } from "../../define";

export default defineMeme({
  base: "approve-reject",
  name: "Approve / Reject",
  description: "Two stacked panels: the character waves away the old way, then points happily at the brand's way.",
  tags: ["comparison", "preference"],
  slots: [slot("reject", "rejected option", 60, 3, 11, "old"), slot("approve", "approved option", 60, 3, 11, "new")],
  character_roles: [role("judge", "The audience; rejects the status quo in panel one, approves the product in panel two.")],
  sample: { reject: "Stale supermarket beans roasted months ago", approve: "Beans roasted on Monday, at your door by Wednesday" },
});
