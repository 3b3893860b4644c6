import { z } from "zod";
import { idAndSlug, timestamps } from "../serializer";
import { PLACEMENT_IDS } from "../../shared/placements";

export const AD_BATCH_STATUSES = ["generating", "completed", "partial", "failed"] as const;

/** One ad of a batch, as GET one batch lists them (progress per item). */
const adBatchAdJson = z.object({
  ...idAndSlug,
  status: z.string().describe("The ad's status: generating, ready or failed"),
  item_id: z.string().describe("The catalog item's feed id"),
  title: z.string(),
  failure_reason: z.string().nullable(),
});

/** A catalog batch: one ad per item (docs/catalogs.md, "Batches"). */
export const adBatchJson = z
  .object({
    id: z.uuid(),
    project_id: z.uuid(),
    catalog_id: z.uuid().nullable().describe("Null once the catalog was deleted (the ads stay)"),
    status: z.enum(AD_BATCH_STATUSES).describe("generating, then completed (every ad ready), partial (some failed) or failed (all failed)"),
    output: z.enum(["image", "video"]),
    placements: z.array(z.enum(PLACEMENT_IDS)),
    total_count: z.number().int(),
    ready_count: z.number().int(),
    failed_count: z.number().int(),
    generating_count: z.number().int(),
    token_cost: z.number().int().describe("Tokens charged up front for the whole batch"),
    refunded_tokens: z.number().int().describe("Tokens given back for the failed ads"),
    poll_url: z.string(),
    archive_url: z.string().describe("A zip of every file of every ready ad, named <item_id>/<placement>.<ext>"),
    ...timestamps,
    completed_at: z.iso.datetime().nullable(),
  })
  .meta({ id: "AdBatch" });

export const adBatchWithAdsJson = adBatchJson.extend({ ads: z.array(adBatchAdJson).describe("Every ad of the batch, in feed order") }).meta({ id: "AdBatchWithAds" });

export type AdBatchJson = z.infer<typeof adBatchJson>;
export type AdBatchWithAdsJson = z.infer<typeof adBatchWithAdsJson>;
