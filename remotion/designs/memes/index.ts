/**
 * The meme formats: one folder each (`<base>/style.ts` declares it, `<base>/design.tsx` draws it), listed
 * here once. Plain data, no React: the API's catalog reads this list (./designs.ts maps the drawings).
 */
import approveReject from "./approve-reject/style";
import beforeAfter from "./before-after/style";
import changeMyMind from "./change-my-mind/style";
import distractedLook from "./distracted-look/style";
import expandingBrain from "./expanding-brain/style";
import nobodyMe from "./nobody-me/style";
import starterPack from "./starter-pack/style";
import thisIsFine from "./this-is-fine/style";
import tierList from "./tier-list/style";
import twoButtons from "./two-buttons/style";

/** In catalog order (the order of GET /api/v1/styles and the order style choice breaks ties in). */
export const MEME_DEFINITIONS = [twoButtons, approveReject, expandingBrain, distractedLook, thisIsFine, beforeAfter, starterPack, tierList, nobodyMe, changeMyMind] as const;

export type MemeBase = (typeof MEME_DEFINITIONS)[number]["key"];
