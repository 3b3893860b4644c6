import { db, type Tx } from "../db/client";
import { distributionForAdsIn } from "../distribution/ad-summary";
import { enqueueEvent } from "../webhooks/queue";
import { adInclude, fileUrlOf, serializeAdBase } from "./serializer";

/**
 * The webhook events of an ad, each queued in the transaction of its change. `data` is the ad as the API
 * returns it (read through the same transaction, so it shows the change).
 */

async function adJsonIn(tx: Tx, adId: string) {
  const ad = await tx.ad.findUniqueOrThrow({ where: { id: adId }, include: adInclude });
  const distribution = (await distributionForAdsIn(tx, [adId])).get(adId)!;
  return { ...serializeAdBase(ad), ...distribution };
}

/** `ad.ready` or `ad.failed`, after the ad's status changed in `tx`. */
export async function announceAd(tx: Tx, adId: string, type: "ad.ready" | "ad.failed"): Promise<void> {
  const { organizationId } = await tx.ad.findUniqueOrThrow({ where: { id: adId }, select: { organizationId: true } });
  await enqueueEvent(tx, organizationId, type, () => adJsonIn(tx, adId));
}

/** `ad_file.ready`: an on-demand raster is stored; `data` is the ad's snapshot entry plus the ad's ids. */
export async function announceFile(adId: string, placement: string, format: string): Promise<void> {
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    const ad = await tx.ad.findUniqueOrThrow({ where: { id: adId }, select: { id: true, projectId: true, organizationId: true } });
    await enqueueEvent(tx, ad.organizationId, "ad_file.ready", async () => {
      const file = await tx.adFile.findUniqueOrThrow({ where: { adId_placement_format: { adId, placement, format } } });
      return {
        ad_id: ad.id,
        project_id: ad.projectId,
        placement,
        format,
        width: file.width,
        height: file.height,
        byte_size: file.byteSize,
        url: fileUrlOf(ad, placement, format),
      };
    });
  });
}
