import { db, type Tx } from "../db/client";
import { adInclude, fileUrlOf, serializeAdBase } from "../ads/serializer";
import { distributionForAdsIn } from "../distribution/ad-summary";
import { runsJson } from "../distribution/runs";
import { runInclude } from "../distribution/serializers";
import { enqueueEvent } from "./queue";

/**
 * The events of adlab's state changes, each queued in the transaction of its change. `data` is the
 * resource as the API returns it (read through the same transaction, so it shows the change).
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

async function runJsonIn(tx: Tx, runId: string) {
  const run = await tx.adRun.findUniqueOrThrow({ where: { id: runId }, include: runInclude });
  return (await runsJson(tx, [run]))[0];
}

/**
 * Runs `change` (observations written to the run, in `tx`) and queues `ad_run.health_changed` when the
 * run's health trend differs afterwards. The trend is only computed for accounts subscribed to the event.
 */
export async function watchRunHealth<T>(tx: Tx, runId: string, change: () => Promise<T>): Promise<T> {
  const { organizationId } = await tx.adRun.findUniqueOrThrow({ where: { id: runId }, select: { organizationId: true } });
  const watched = await tx.webhook.count({ where: { organizationId, enabled: true, events: { has: "ad_run.health_changed" } } });
  if (!watched) return change();
  const before = (await runJsonIn(tx, runId)).health.trend;
  const result = await change();
  const after = await runJsonIn(tx, runId);
  if (after.health.trend !== before) {
    await enqueueEvent(tx, organizationId, "ad_run.health_changed", () => ({ ...after, previous_health_trend: before }));
  }
  return result;
}
