import { z } from "zod";
import { adRequestSchema } from "../../shared/ad-request";
import { idOrSlugRef } from "../../shared/validation";

/** A batch holds at most as many ads as a catalog has items. */
const MAX_BATCH_ITEMS = 1000;

/**
 * POST …/ad_batches: the catalog, the items (all of them, in feed order, when omitted) and the ad request
 * every item's ad is made from. `ad` is checked by the ads' own validator (shared/ad-request.ts).
 */
export const batchFieldsSchema = z.strictObject({
  catalog_id: idOrSlugRef.describe("The catalog's UUID or slug"),
  item_ids: z
    .array(z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters"))
    .min(1, "must name at least one item; omit it for every item of the catalog")
    .max(MAX_BATCH_ITEMS, `at most ${MAX_BATCH_ITEMS} items`)
    .optional()
    .describe("The feed's item_id of each item to make an ad for (default: every item, in feed order)"),
  ad: z.record(z.string(), z.unknown(), { error: "must be an object: the fields of an ad request" }),
});

/** The documented body (OpenAPI, MCP): `ad` is an ad request; the service checks it with the ads' validator. */
export const createAdBatchSchema = batchFieldsSchema.extend({
  ad: adRequestSchema.describe("Any field of an ad request but variant_count and copy_mode \"exact\": one ad per item, its copy led by the item"),
});
