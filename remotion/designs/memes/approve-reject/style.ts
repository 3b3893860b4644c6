import { role, twoPanelMeme } from "../../define";

export default twoPanelMeme({
  base: "approve-reject",
  name: "Approve / Reject",
  description: "Two stacked panels: the character waves away the old way, then points happily at the brand's way.",
  tags: ["comparison", "preference"],
  panels: [["reject", "rejected option"], ["approve", "approved option"]],
  room: [60, 3, 11],
  character_roles: [role("judge", "The audience; rejects the status quo in panel one, approves the product in panel two.")],
  sample: { reject: "Stale supermarket beans roasted months ago", approve: "Beans roasted on Monday, at your door by Wednesday" },
});
