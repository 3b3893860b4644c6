import { config } from "../config";
import type { Tx } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { catalogItemOf } from "../catalogs/snapshot";
import { storedEnum } from "../validation";
import { AD_BATCH_STATUSES, type AdBatchJson, type AdBatchWithAdsJson } from "./shapes";

type AdBatchRecord = Prisma.AdBatchGetPayload<object>;

const batchUrlOf = (batch: { id: string; projectId: string }) => `${config.baseUrl}/api/v1/projects/${batch.projectId}/ad_batches/${batch.id}`;

export function serializeAdBatch(batch: AdBatchRecord): AdBatchJson {
  const perAd = batch.totalCount ? Math.round(batch.tokenCost / batch.totalCount) : 0;
  return {
    id: batch.id,
    project_id: batch.projectId,
    catalog_id: batch.catalogId,
    status: storedEnum(AD_BATCH_STATUSES, batch.status),
    output: batch.output === "video" ? "video" : "image",
    placements: batch.placements as AdBatchJson["placements"],
    total_count: batch.totalCount,
    ready_count: batch.readyCount,
    failed_count: batch.failedCount,
    generating_count: Math.max(0, batch.totalCount - batch.readyCount - batch.failedCount),
    token_cost: batch.tokenCost,
    refunded_tokens: perAd * batch.failedCount,
    poll_url: batchUrlOf(batch),
    archive_url: `${batchUrlOf(batch)}/archive`,
    created_at: batch.createdAt.toISOString(),
    updated_at: batch.updatedAt.toISOString(),
    completed_at: batch.completedAt?.toISOString() ?? null,
  };
}

/** The batch with every ad's progress, in feed order, read through `tx`. */
export async function adBatchWithAdsIn(tx: Tx, batchId: string): Promise<AdBatchWithAdsJson> {
  const batch = await tx.adBatch.findUniqueOrThrow({ where: { id: batchId } });
  const ads = await tx.ad.findMany({
    where: { adBatchId: batchId },
    select: { id: true, slug: true, status: true, failureReason: true, catalogItem: true },
  });
  const rows = ads
    .map((ad) => ({ ad, item: catalogItemOf(ad)! }))
    .sort((a, b) => (a.item?.position ?? 0) - (b.item?.position ?? 0))
    .map(({ ad, item }) => ({
      id: ad.id,
      slug: ad.slug,
      status: ad.status,
      item_id: item?.item_id ?? "",
      title: item?.title ?? "",
      failure_reason: ad.status === "failed" ? ad.failureReason : null,
    }));
  return { ...serializeAdBatch(batch), ads: rows };
}
