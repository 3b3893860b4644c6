import { languageOf } from "../../language/detect";
import type { WrittenCopy } from "../copy";
import { glyphList } from "../renderer";
import type { PlanContext } from "./context";

/**
 * Words no shipped font can draw are refused before any charge, named by where they came from. The render's
 * safety net (renderer.ts) still refuses them, but after the 202: the ad would fail and be refunded for a
 * reason the request already held.
 */

const shaper = () => import("../../render/shaper");
const cannotDraw = (missing: string[]) => `has characters no font adlab ships can draw: ${glyphList(missing)}`;

/** The customer's own words: ad.copy, ad.cta, and the business name where no logo stands in for it. */
export async function undrawableInputs(context: PlanContext): Promise<string[]> {
  const { request, project } = context.source;
  const { drawnTexts, missingGlyphsByText } = await shaper();
  const texts = drawnTexts({ copy: { ...(request.copy ? { copy: request.copy } : {}), ...(request.cta ? { cta: request.cta } : {}) }, brand: context.shared.brand });
  return (await missingGlyphsByText(texts, languageOf(project))).map(({ text, missing }) =>
    text === "brand"
      ? `project.name: "${project.name}" is printed on the ad (the project has no logo) and ${cannotDraw(missing)}; upload a logo, or write the name without them`
      : `ad.${text}: ${cannotDraw(missing)}; remove or replace them`,
  );
}

/** The words written for a style: from the brief, or a catalog item's (the request's own were checked as given). */
export async function undrawableWritten(context: PlanContext, written: WrittenCopy): Promise<string[]> {
  const { missingGlyphsByText } = await shaper();
  const fromItem = context.source.catalogItem != null;
  return (await missingGlyphsByText(written.copy, languageOf(context.source.project))).map(({ text: slot, missing }) =>
    written.sources[slot] === "customer" && fromItem
      ? `catalog item: its words for the ${slot}, "${written.copy[slot]}", ${cannotDraw(missing)}; remove or replace them`
      : `project.description: the ${slot} written from it, "${written.copy[slot]}", ${cannotDraw(missing)}; remove them from the description`,
  );
}
