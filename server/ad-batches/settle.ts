import { clockDate } from "../clock";
import type { Tx } from "../db/client";
import { enqueueEvent } from "../webhooks/queue";
import { adBatchWithAdsIn } from "./serializer";

/**
 * Counts one ad of a batch as ended, in the transaction that ended it (the pipeline's finish step or the
 * failure and refund), and closes the batch with its last ad: `completed` when every ad is ready, `failed`
 * when none is, `partial` otherwise, and `ad_batch.completed` queued once. The increment locks the batch's
 * row, so two ads ending at once are counted one after the other and exactly one of them closes it.
 * Callers call it only when the ad's status really changed, so an ad is never counted twice.
 */
export async function settleBatchAd(tx: Tx, adId: string, outcome: "ready" | "failed"): Promise<void> {
  const ad = await tx.ad.findUnique({ where: { id: adId }, select: { adBatchId: true } });
  if (!ad?.adBatchId) return;
  const batch = await tx.adBatch.update({
    where: { id: ad.adBatchId },
    data: outcome === "ready" ? { readyCount: { increment: 1 } } : { failedCount: { increment: 1 } },
  });
  if (batch.readyCount + batch.failedCount < batch.totalCount) return;
  const status = batch.failedCount === 0 ? "completed" : batch.readyCount === 0 ? "failed" : "partial";
  const { count } = await tx.adBatch.updateMany({ where: { id: batch.id, status: "generating" }, data: { status, completedAt: clockDate() } });
  if (count) await enqueueEvent(tx, batch.organizationId, "ad_batch.completed", () => adBatchWithAdsIn(tx, batch.id));
}
