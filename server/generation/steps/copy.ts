import { db } from "../../db/client";
import { toNullableJson } from "../../db/json";
import { findStyle } from "../../../shared/styles";
import { nameAdFromCopy } from "../naming";
import type { WrittenCopy } from "../copy";
import { PermanentGenerationError } from "../permanent-error";
import { withModelCopy } from "../plan/stored";
import { generationRun, type GenerationRun } from "../run";
import { planAfterStyle } from "./style";
import { planningStep } from "./planning-step";

/**
 * The plan's copy of every editable slot, saved on the ad (`editable_copy`, `informed_by`); with a model
 * configured, its words instead when they lay out as the plan did (plan/stored.ts `withModelCopy`).
 */
export async function writeCopyStep(adId: string, run: GenerationRun = generationRun(adId)): Promise<WrittenCopy> {
  const ad = await run.ad();
  const planned = await planAfterStyle(adId);
  if (!planned) throw new PermanentGenerationError("the ad has no plan");
  const plan = await withModelCopy(ad, planned);
  const style = findStyle(plan.style.id);
  if (!style) throw new PermanentGenerationError(`style ${plan.style.id} is no longer in the catalog`);
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    await tx.ad.update({
      where: { id: adId },
      data: { editableCopy: plan.copy, copySources: plan.sources, informedBy: plan.informed_by, language: plan.language, plan: toNullableJson(plan) },
    });
    await nameAdFromCopy(tx, adId, style, plan.copy);
  });
  return { copy: plan.copy, sources: plan.sources, informedBy: plan.informed_by, angle: plan.angle as WrittenCopy["angle"], warnings: plan.warnings };
}

export const copyStep = planningStep({ name: "copy", label: "Writing the words", run: ({ run }) => writeCopyStep(run.adId, run) });
