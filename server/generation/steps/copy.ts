import { db } from "../../db/client";
import { findStyle, styleFor } from "../../../shared/styles";
import { generationBrief } from "../../learning/brief";
import { nameAdFromCopy } from "../../ads/naming";
import { writeCopy, type WrittenCopy } from "../copy";
import { PermanentGenerationError } from "../permanent-error";
import { generationRun, type GenerationRun } from "../run";
import { briefOf, type StyleChoice } from "./style";
import type { GenerationStep } from "./types";

/** The copy of every editable slot, saved on the ad (`editable_copy`, `informed_by`). */
export async function writeCopyStep(adId: string, choice: StyleChoice, run: GenerationRun = generationRun(adId)): Promise<WrittenCopy> {
  const ad = await run.ad();
  const style = findStyle(choice.styleId) ?? styleFor(ad);
  if (!style) throw new PermanentGenerationError(`style ${choice.styleId} is no longer in the catalog`);
  const hypotheses = await generationBrief(ad.organizationId, ad.projectId, ad.audienceId).catch(() => ({ preferred: [], avoided: [] }));
  const earlier = (await run.earlier()).length;
  const brief = { ...briefOf(ad, hypotheses, style), sequence: earlier + ad.variantIndex };
  const written = await writeCopy(style, brief);
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    await tx.ad.update({
      where: { id: adId },
      data: { editableCopy: written.copy, copySources: written.sources, informedBy: written.informedBy, language: brief.language },
    });
    await nameAdFromCopy(tx, adId, style, written.copy);
  });
  return written;
}

export const copyStep: GenerationStep = {
  name: "copy",
  label: () => "Writing the words",
  weight: () => 1,
  when: (ad) => !ad.rerender,
  run: ({ run }) => writeCopyStep(run.adId, run.results.get("style") as StyleChoice, run),
};
