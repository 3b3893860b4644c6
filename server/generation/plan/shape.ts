import type { Placement } from "../../../shared/placements";
import type { CopySource } from "../copy/check";

/**
 * The ad plan (docs/generation.md, "The ad plan"): what one ad will be, decided once when its request is
 * validated and stored on the ad (`ads.plan`). The pipeline renders it and chooses nothing again.
 * Plain JSON: it is stored, memoized by the job runner and shown to the customer as it is.
 */
export type AdPlan = {
  /** The brief's claims the copy drew on, best first, each with its role (issue 41). */
  material: { text: string; role: string; rank: number }[];
  /** The claim the ad leads with, its role and why it leads (rank, prompt, finding, audience); null: the customer's words lead. */
  angle: { role: string; claim: string; by: string } | null;
  /** What the request asked for that the brief lacks; nothing was invented for it. */
  warnings: string[];
  /** The chosen style; `candidates`: the ranked styles selection chose among (empty when pinned). */
  style: { id: string; category: "template" | "meme"; template_key: string | null; meme_base: string | null };
  candidates: string[];
  /** The words of every slot, who wrote each, what steered them, in which language. */
  copy: Record<string, string>;
  sources: Record<string, CopySource>;
  informed_by: string[];
  language: string;
  /** Per placement, the layout the render draws: its seed, every text's size and lines, whether all fit. */
  layouts: PlacementLayout[];
};

export type PlannedText = { slot: string | null; font_size: number; lines: string[]; fits: boolean };

export type PlacementLayout = {
  placement: Placement;
  /** The layout variant (DesignProps.seed) that passed; the render's checks start from it. */
  seed: number;
  fits: boolean;
  texts: PlannedText[];
};

/** The stored plan of an ad, or null (an ad made before plans, an edit or a catalog batch planned at its style step). */
export const storedPlanOf = (ad: { plan: unknown }): AdPlan | null => {
  const plan = ad.plan as AdPlan | null;
  return plan && typeof plan === "object" && Array.isArray(plan.layouts) ? plan : null;
};

/** The seed the plan measured for `placement`, or null without a plan. */
export const plannedSeed = (stored: unknown, placement: Placement): number | null =>
  storedPlanOf({ plan: stored })?.layouts.find((l) => l.placement === placement)?.seed ?? null;
