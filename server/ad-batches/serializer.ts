import { config } from "../config";
import type { Tx } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { catalogItemOf } from "../catalogs/snapshot";
import { serializerOf } from "../serializer";
import { adBatchJson, type AdBatchJson, type AdBatchWithAdsJson } from "./shapes";

type AdBatchRecord = Prisma.AdBatchGetPayload<object>;

const batchUrlOf = (batch: { id: string; projectId: string }) => `${config.baseUrl}/api/v1/projects/${batch.projectId}/ad_batches/${batch.id}`;

export const serializeAdBatch = serializerOf(adBatchJson, (batch: AdBatchRecord) => {
  const perAd = batch.totalCount ? Math.round(batch.tokenCost / batch.totalCount) : 0;
  return {
    // Anything but a video batch answers as an image batch (no stored value fails the answer).
    output: batch.output === "video" ? ("video" as const) : ("image" as const),
    generating_count: Math.max(0, batch.totalCount - batch.readyCount - batch.failedCount),
    refunded_tokens: perAd * batch.failedCount,
    poll_url: batchUrlOf(batch),
    archive_url: `${batchUrlOf(batch)}/archive`,
  };
});

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
