/** Meme base -> its folder's design: exactly one per listed folder (the type refuses a missing or extra base). */
import type { DesignFn } from "../../lib/kit";
import { ApproveReject } from "./approve-reject/design";
import { BeforeAfter } from "./before-after/design";
import { ChangeMyMind } from "./change-my-mind/design";
import { DistractedLook } from "./distracted-look/design";
import { ExpandingBrain } from "./expanding-brain/design";
import type { MemeBase } from "./index";
import { NobodyMe } from "./nobody-me/design";
import { StarterPack } from "./starter-pack/design";
import { ThisIsFine } from "./this-is-fine/design";
import { TierList } from "./tier-list/design";
import { TwoButtons } from "./two-buttons/design";

export const MEME_DESIGNS = {
  "two-buttons": TwoButtons,
  "approve-reject": ApproveReject,
  "expanding-brain": ExpandingBrain,
  "distracted-look": DistractedLook,
  "this-is-fine": ThisIsFine,
  "before-after": BeforeAfter,
  "starter-pack": StarterPack,
  "tier-list": TierList,
  "nobody-me": NobodyMe,
  "change-my-mind": ChangeMyMind,
} satisfies Record<MemeBase, DesignFn>;
