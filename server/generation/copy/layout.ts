import { languageOf } from "../../language/detect";
import { designBrand } from "../../projects/brand";
import { layoutCuts } from "../../render/layout-check";
import type { Placement } from "../../../shared/placements";
import type { Style } from "../../styles/types";
import { customerCopy } from "./customer";

/**
 * Where a style's real layout would cut a request's exact copy, one "<slot> in <placement>" per cut:
 * the validator refuses a pinned style with cuts, and style selection skips styles that have them.
 */
export function exactCopyCuts(
  style: Style,
  project: { name: string; brandKit: unknown; language: string | null; description: string; tagline: string | null },
  request: { copy: string | null; cta: string | null; output: "image" | "video"; placements: Placement[]; language?: string | null },
): string[] {
  const base = { brand: designBrand(project), output: request.output, language: request.language ?? languageOf(project) };
  return layoutCuts(style, customerCopy(style, request.copy, request.cta).slots, base, request.placements);
}
