import type { Actor } from "../auth/actor";
import { readyFileEntries } from "../ads/archive";
import { catalogItemOf } from "../catalogs/snapshot";
import { db } from "../db/client";
import { errors } from "../errors";
import { zipEntryName, zipStream } from "../storage/zip";
import { requireAdBatch } from "./service";

/**
 * GET …/ad_batches/{id}/archive: every file of every ready ad of the batch, as `<item_id>/<placement>.<ext>`
 * (the item_id made safe as a folder name), in feed order. A batch still generating gives the ads ready so
 * far; one with no ready ad is a 409.
 */
export async function adBatchArchive(actor: Actor, projectRef: string, batchRef: string) {
  const prisma = await db();
  const batch = await requireAdBatch(prisma, actor, projectRef, batchRef);
  const ads = await prisma.ad.findMany({ where: { adBatchId: batch.id, status: "ready" }, select: { id: true, catalogItem: true } });
  if (!ads.length) {
    if (batch.status === "generating") throw errors.conflict("ad_not_ready", "No ad of this batch is ready yet; poll the batch and download its archive once ads are ready.");
    throw errors.conflict("ad_failed", "Every ad of this batch failed; it has no files.");
  }
  const items = new Map(ads.map((ad) => [ad.id, catalogItemOf(ad)]));
  ads.sort((a, b) => (items.get(a.id)?.position ?? 0) - (items.get(b.id)?.position ?? 0));
  const folder = (adId: string) => `${zipEntryName(items.get(adId)?.item_id ?? adId)}/`;
  return { filename: `ad-batch-${batch.id.slice(0, 8)}.zip`, stream: zipStream(await readyFileEntries(ads.map((ad) => ad.id), folder)) };
}
