import { db } from "../../db/client";
import { toNullableJson } from "../../db/json";
import { planOfAd } from "../plan/stored";
import { storedPlanOf, type AdPlan } from "../plan/shape";
import { generationRun, type GenerationRun } from "../run";
import { planningStep } from "./planning-step";

export type StyleChoice = { styleId: string; category: "template" | "meme"; templateKey: string | null; memeBase: string | null };

/**
 * The style of the ad's plan (server/generation/plan), which chose it when the request was validated:
 * this step chooses nothing. An ad stored without a plan (one made before plans were stored) is planned
 * here, by the same rule, and keeps that plan.
 */
export async function chooseStyleStep(adId: string, run: GenerationRun = generationRun(adId)): Promise<StyleChoice> {
  const ad = await run.ad();
  const plan = await planOfAd(ad);
  const choice: StyleChoice = { styleId: plan.style.id, category: plan.style.category, templateKey: plan.style.template_key, memeBase: plan.style.meme_base };
  const prisma = await db();
  await prisma.ad.update({
    where: { id: adId },
    data: { styleCategory: choice.category, templateKey: choice.templateKey, memeBase: choice.memeBase, ...(storedPlanOf(ad) ? {} : { plan: toNullableJson(plan) }) },
  });
  return choice;
}

/** The plan the style step stored or found (the copy step reads it after the style step wrote it). */
export async function planAfterStyle(adId: string): Promise<AdPlan | null> {
  const prisma = await db();
  return storedPlanOf(await prisma.ad.findUniqueOrThrow({ where: { id: adId }, select: { plan: true } }));
}

export const styleStep = planningStep({ name: "style", label: "Choosing the style", run: ({ run }) => chooseStyleStep(run.adId, run) });
