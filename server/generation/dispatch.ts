import { config } from "../config";
import { db, type Tx } from "../db/client";
import { enqueueJob, notifyEnqueued } from "../jobs/queue";
import { AD_GENERATE_EVENT, AD_RENDER_FILE_EVENT, inngest } from "../../inngest/client";
import { GENERATE_JOB, RENDER_FILE_JOB, failAd, markFileFailed, type RenderFilePayload } from "./outcome";

/**
 * Where generation work goes. Embedded (no Inngest configured): a job row written in the caller's
 * transaction, so an accepted ad always has its job (durable from the first commit). With Inngest: an
 * event sent after the commit; if it cannot be sent, the ad fails and is refunded at once instead of
 * staying `generating`.
 */
export async function queueGeneration(tx: Tx, adIds: string[]): Promise<void> {
  if (config.inngestConfigured) return;
  for (const adId of adIds) await enqueueJob(tx, GENERATE_JOB, { adId });
}

export async function afterGenerationCommitted(adIds: string[]): Promise<void> {
  if (!config.inngestConfigured) {
    notifyEnqueued();
    return;
  }
  try {
    const orgs = await organizationsOf(adIds);
    await inngest.send(adIds.map((adId) => ({ name: AD_GENERATE_EVENT, data: { adId, organizationId: orgs.get(adId) }, id: `generate-${adId}` })));
  } catch (error) {
    const reason = `could not queue the generation: ${(error as Error).message}`;
    for (const adId of adIds) await failAd(adId, reason);
  }
}

export async function queueFileRender(tx: Tx, payload: RenderFilePayload): Promise<void> {
  if (config.inngestConfigured) return;
  await enqueueJob(tx, RENDER_FILE_JOB, payload, { maxAttempts: 3 });
}

export async function afterFileRenderQueued(payload: RenderFilePayload): Promise<void> {
  if (!config.inngestConfigured) {
    notifyEnqueued();
    return;
  }
  try {
    const orgs = await organizationsOf([payload.adId]);
    await inngest.send({ name: AD_RENDER_FILE_EVENT, data: { ...payload, organizationId: orgs.get(payload.adId) } });
  } catch (error) {
    await markFileFailed(payload.adId, payload.placement, payload.format, (error as Error).message);
  }
}

/** Events carry the ad's organization: Inngest's per-account concurrency key (inngest/functions.ts). */
async function organizationsOf(adIds: string[]): Promise<Map<string, string>> {
  const rows = await (await db()).ad.findMany({ where: { id: { in: adIds } }, select: { id: true, organizationId: true } });
  return new Map(rows.map((row) => [row.id, row.organizationId]));
}
