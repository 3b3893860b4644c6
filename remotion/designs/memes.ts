import type { DesignFn } from "../lib/kit";
import { ApproveReject, ExpandingBrain, TwoButtons } from "./memes/choice";
import { NobodyMe, StarterPack, TierList } from "./memes/lists";
import { BeforeAfter, ChangeMyMind, DistractedLook, ThisIsFine } from "./memes/scenes";

export const MEME_DESIGNS: Record<string, DesignFn> = {
  "meme:two-buttons": TwoButtons,
  "meme:approve-reject": ApproveReject,
  "meme:expanding-brain": ExpandingBrain,
  "meme:distracted-look": DistractedLook,
  "meme:this-is-fine": ThisIsFine,
  "meme:before-after": BeforeAfter,
  "meme:starter-pack": StarterPack,
  "meme:tier-list": TierList,
  "meme:nobody-me": NobodyMe,
  "meme:change-my-mind": ChangeMyMind,
};
