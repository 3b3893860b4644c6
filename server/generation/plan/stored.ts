import { styleFor, findStyle } from "../../../shared/styles";
import type { Placement } from "../../../shared/placements";
import { writeCopy } from "../copy";
import { llmConfigured } from "../copy/llm";
import { designOfAd } from "../design";
import { PermanentGenerationError } from "../permanent-error";
import type { LoadedAd } from "../run";
import { copyBriefOf, lookOf, planContextOf, type PlanContext, type PlanRequest } from "./context";
import { planAd, planOf } from "./index";
import { layOut } from "./layout";
import { storedPlanOf, type AdPlan } from "./shape";

/**
 * The plan of a stored ad, for the pipeline: the one its request was validated with (a request's variants,
 * a catalog batch's items, an edit's new ad are all planned before the charge), or, for an ad made before
 * plans were stored, the plan made now by the same rule; a plan that cannot be laid out then fails it
 * (refunded) with the plan's reason.
 */
export async function planOfAd(ad: LoadedAd): Promise<AdPlan> {
  const stored = storedPlanOf(ad);
  if (stored) return stored;
  const planned = await planAd(await contextOfAd(ad), ad.variantIndex, ad.design ? designOfAd(ad).layout : ad.variantIndex);
  if (!planned.plan) throw new PermanentGenerationError(planned.problems.join("; "));
  return planned.plan;
}

/**
 * With a model configured, its copy for the planned style, laid out as the plan was: kept when it lays out
 * in every placement, else the plan's own copy stays (it was laid out before the charge, so the ad renders).
 */
export async function withModelCopy(ad: LoadedAd, plan: AdPlan): Promise<AdPlan> {
  if (!llmConfigured()) return plan;
  // Whatever goes wrong with the model's words, the plan's copy renders: no failure, no refund for it.
  return modelPlan(ad, plan).catch((error: Error) => {
    console.warn(`[adlab] the model's copy could not be planned (${error.message}); the planned copy stays`);
    return plan;
  });
}

async function modelPlan(ad: LoadedAd, plan: AdPlan): Promise<AdPlan> {
  const style = findStyle(plan.style.id);
  if (!style) return plan;
  const context = await contextOfAd(ad);
  const written = await writeCopy(style, copyBriefOf(context, ad.variantIndex, style));
  if (!Object.values(written.sources).includes("model")) return plan;
  const seed = plan.layouts[0]?.seed ?? ad.variantIndex;
  const laid = await layOut(lookOf(context, style, written.copy, seed), ad.placements as Placement[], context.shared);
  if (laid.cuts.length || laid.problems.length) {
    console.warn(`[adlab] the model's copy does not lay out (${[...laid.cuts.map((c) => `${c.slot} in ${c.placement}`), ...laid.problems].join("; ")}); the planned copy stays`);
    return plan;
  }
  return { ...planOf(style, plan.language, written, laid, plan.material), candidates: plan.candidates };
}

function contextOfAd(ad: LoadedAd): Promise<PlanContext> {
  const request: PlanRequest = {
    output: ad.output as PlanRequest["output"],
    videoStyle: ad.videoStyle as PlanRequest["videoStyle"],
    styleScope: ad.styleScope as PlanRequest["styleScope"],
    pinned: ad.pinnedStyle ? (styleFor(ad) ?? null) : null,
    characterDirection: ad.characterDirection,
    prompt: ad.prompt,
    copy: ad.copyInput,
    copyMode: ad.copyMode === "exact" ? "exact" : "generate",
    cta: ad.cta,
    placements: ad.placements as Placement[],
    durationSeconds: ad.durationSeconds,
  };
  return planContextOf({ organizationId: ad.organizationId, project: ad.project, audience: ad.audience, request, catalogItem: ad.catalogItem, design: ad.design, batchId: ad.batchId, createdAt: ad.createdAt });
}
