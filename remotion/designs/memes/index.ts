/**
 * The meme formats: one folder each (`<base>/style.json` declares it, `<base>/design.tsx` draws it), listed
 * here once, under the folder's name. Plain data, no React: the API's catalog reads this list
 * (./designs.ts maps the drawings).
 */
import { defineMeme } from "../define";
import approveReject from "./approve-reject/style.json";
import beforeAfter from "./before-after/style.json";
import changeMyMind from "./change-my-mind/style.json";
import distractedLook from "./distracted-look/style.json";
import expandingBrain from "./expanding-brain/style.json";
import nobodyMe from "./nobody-me/style.json";
import starterPack from "./starter-pack/style.json";
import thisIsFine from "./this-is-fine/style.json";
import tierList from "./tier-list/style.json";
import twoButtons from "./two-buttons/style.json";

/** In catalog order (the order of GET /api/v1/styles and the order style choice breaks ties in). */
export const MEME_DEFINITIONS = [
  defineMeme("two-buttons", twoButtons),
  defineMeme("approve-reject", approveReject),
  defineMeme("expanding-brain", expandingBrain),
  defineMeme("distracted-look", distractedLook),
  defineMeme("this-is-fine", thisIsFine),
  defineMeme("before-after", beforeAfter),
  defineMeme("starter-pack", starterPack),
  defineMeme("tier-list", tierList),
  defineMeme("nobody-me", nobodyMe),
  defineMeme("change-my-mind", changeMyMind),
] as const;

export type MemeBase = (typeof MEME_DEFINITIONS)[number]["key"];
