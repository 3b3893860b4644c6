import type { CopySource } from "./check";
import type { Angle } from "./angles";

/** Everything the copywriters may draw on for one ad. */
export type CopyBrief = {
  project: { name: string; tagline: string | null; description: string; visualDirection: string };
  /** BCP 47 tag of the copy: the project's language, or the one detected from its description. */
  language: string;
  audience: { name: string; description: string | null; rules: string | null } | null;
  /** Creative direction: steers choices, never printed. */
  prompt: string | null;
  copy: string | null;
  copyMode: "exact" | "generate";
  cta: string | null;
  /** Steers the cast of memes, never printed. */
  characterDirection: string | null;
  variantIndex: number;
  /** The ad's place among the project's ads (earlier requests plus the variant index): rotates angles and claims. */
  sequence?: number;
  /** From the learning brief: angles to prefer and to avoid. */
  hypotheses: { preferred: BriefHypothesis[]; avoided: BriefHypothesis[] };
};
export type BriefHypothesis = { id: string; statement: string };

/** The copy of one ad: slot -> text (only slots with text), where each came from, and what informed it. */
export type WrittenCopy = {
  copy: Record<string, string>;
  sources: Record<string, CopySource>;
  informedBy: string[];
  /** The claim the ad leads with, its role and why (null: the customer's own words lead). */
  angle: Angle | null;
  /** What the request asked for that the brief lacks (nothing was invented for it). */
  warnings: string[];
};
