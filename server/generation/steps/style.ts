import { db } from "../../db/client";
import { styleFor, type StyleScope } from "../../../shared/styles";
import type { Style } from "../../styles/types";
import type { Placement } from "../../../shared/placements";
import { languageOf } from "../../language/detect";
import type { CopyBrief } from "../copy";
import { exactCopyCuts } from "../copy/layout";
import { pickStyle, selectableStyles, selectionRefusal } from "../style-choice";
import { customerCopyOf } from "../catalog-item";
import { catalogItemOf } from "../../catalogs/snapshot";
import { renderableImageRows } from "../../assets/render-images";
import { PermanentGenerationError } from "../permanent-error";
import { generationRun, type GenerationRun, type LoadedAd } from "../run";
import type { GenerationStep } from "./types";

export type StyleChoice = { styleId: string; category: "template" | "meme"; templateKey: string | null; memeBase: string | null };

/**
 * The pinned style, or the one automatic selection picks (style-choice.ts: fillable from the brief,
 * fitting the business, the least used by the project's earlier ads; variants take the next ones).
 * Validation applied the same rule, so a refusal here only happens if the brief changed in between.
 */
export async function chooseStyleStep(adId: string, run: GenerationRun = generationRun(adId)): Promise<StyleChoice> {
  const ad = await run.ad();
  let style = ad.pinnedStyle ? styleFor(ad) : undefined;
  if (!style) {
    const request = { scope: ad.styleScope as StyleScope, output: ad.output as "image" | "video", placements: ad.placements, productPhoto: await hasProductPhoto(ad) };
    const brief = briefOf(ad, { preferred: [], avoided: [] });
    const candidates = selectableStyles(request, brief, exactCopyFits(ad));
    if (!candidates.length) throw new PermanentGenerationError(selectionRefusal(request, brief, exactCopyFits(ad)) ?? "no style can be chosen");
    style = pickStyle(candidates, await run.earlier(), ad.variantIndex);
  }
  const choice: StyleChoice = {
    styleId: style.id,
    category: style.category,
    templateKey: style.template_key || null,
    memeBase: style.meme_base || null,
  };
  const prisma = await db();
  await prisma.ad.update({
    where: { id: adId },
    data: { styleCategory: choice.category, templateKey: choice.templateKey, memeBase: choice.memeBase },
  });
  return choice;
}

/** Whether the ad will draw a product photo: its catalog item's, or one of the project's images besides the logo. */
async function hasProductPhoto(ad: LoadedAd): Promise<boolean> {
  const item = catalogItemOf(ad);
  if (item) return !!item.asset_id;
  return (await renderableImageRows(ad.projectId)).some((row) => row.assetType !== "logo");
}

/** With exact copy, a style qualifies only when its layout holds the customer's words whole in every placement. */
function exactCopyFits(ad: LoadedAd): (style: Style) => boolean {
  if (ad.copyMode !== "exact") return () => true;
  const request = { copy: ad.copyInput, cta: ad.cta, output: ad.output as "image" | "video", placements: ad.placements as Placement[], language: ad.language };
  return (style) => exactCopyCuts(style, ad.project, request).length === 0;
}

export function briefOf(ad: LoadedAd, hypotheses: CopyBrief["hypotheses"], style: Style | null = null): CopyBrief {
  return {
    project: {
      name: ad.project.name,
      tagline: ad.project.tagline,
      description: ad.project.description,
      visualDirection: ad.project.visualDirection,
    },
    language: ad.language ?? languageOf(ad.project),
    audience: ad.audience ? { name: ad.audience.name, description: ad.audience.description, rules: ad.audience.rules } : null,
    prompt: ad.prompt,
    // A batch ad's catalog item speaks first (title, price, description), placed for the style once known.
    copy: customerCopyOf(ad, style),
    copyMode: ad.copyMode === "exact" ? "exact" : "generate",
    cta: ad.cta,
    characterDirection: ad.characterDirection,
    variantIndex: ad.variantIndex,
    hypotheses,
  };
}

export const styleStep: GenerationStep = {
  name: "style",
  label: () => "Choosing the style",
  weight: () => 1,
  // An edit that kept the words (a re-render) has its style, copy and music already: only the renders run.
  when: (ad) => !ad.rerender,
  run: ({ run }) => chooseStyleStep(run.adId, run),
};
