import { z } from "zod";
import { ARRANGEMENTS, LAYOUTS, TYPE_DIRECTIONS } from "../../shared/ad-editor";

/**
 * An ad's design choices, which composition draws (./compose.ts) and the web editor changes
 * (server/ads/edit-draft.ts): written here, below both, as the ad's shape and the pipeline read them.
 */

/**
 * What an edit changes on the design, the words apart: the kit's colour arrangement, the design's layout
 * variant, the product photo (one of the project's image assets; null: the project's first, as generated)
 * and the type direction (null: the brand kit's own).
 */
export const adDesignSchema = z.strictObject({
  palette: z.number().int().min(0).max(ARRANGEMENTS - 1, `must be a colour arrangement from 0 to ${ARRANGEMENTS - 1}`),
  layout: z.number().int().min(0).max(LAYOUTS - 1, "must be 0 (standard) or 1 (mirrored)"),
  photo_asset_id: z.uuid("must be the id of one of the project's images").nullable(),
  type_direction: z.enum(TYPE_DIRECTIONS).nullable(),
});
export type AdDesign = z.infer<typeof adDesignSchema>;

/** An ad's design choices: the editor's when it made the ad, else the generation's own (its variant's seed, the project's first photo, the kit's type). */
export function designOfAd(ad: { design: unknown; variantIndex: number }): AdDesign {
  const chosen = adDesignSchema.safeParse(ad.design);
  if (chosen.success) return chosen.data;
  return { palette: ad.variantIndex % ARRANGEMENTS, layout: ad.variantIndex % LAYOUTS, photo_asset_id: null, type_direction: null };
}
