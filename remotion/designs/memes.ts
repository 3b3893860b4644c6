import type { DesignFn } from "../lib/kit";
import { ApproveReject } from "./memes/approve-reject/design";
import { BeforeAfter } from "./memes/before-after/design";
import { ChangeMyMind } from "./memes/change-my-mind/design";
import { DistractedLook } from "./memes/distracted-look/design";
import { ExpandingBrain } from "./memes/expanding-brain/design";
import { NobodyMe } from "./memes/nobody-me/design";
import { StarterPack } from "./memes/starter-pack/design";
import { ThisIsFine } from "./memes/this-is-fine/design";
import { TierList } from "./memes/tier-list/design";
import { TwoButtons } from "./memes/two-buttons/design";

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
