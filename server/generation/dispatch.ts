import { config } from "../config";
import { db, type Tx } from "../db/client";
import { enqueueJob, notifyEnqueued } from "../jobs/queue";
import { GENERATE_JOB, RENDER_FILE_JOB, failAd, markFileFailed, type RenderFilePayload } from "./outcome";

/**
 * Where generation work goes. Embedded (no Inngest configured): a job row written in the caller's
 * transaction, so an accepted ad always has its job (durable from the first commit). With Inngest: an
 * event sent after the commit; if it cannot be sent, the ad fails and is refunded at once instead of
 * staying `generating`.
 */

/** How generation reaches Inngest; the events carry the ad's organization (Inngest's per-account concurrency key). */
export type GenerationEvents = {
  generate(ads: { adId: string; organizationId?: string }[]): Promise<void>;
  renderFile(payload: RenderFilePayload & { organizationId?: string }): Promise<void>;
};

// The composition root (server/boot.ts) registers inngest/client.ts's sender; kept on globalThis because
// Next.js loads this module once per bundle (instrumentation, route handlers) in the same process.
const registered = globalThis as unknown as { __adlabGenerationEvents?: GenerationEvents };

export function setGenerationEvents(events: GenerationEvents): void {
  registered.__adlabGenerationEvents = events;
}

function generationEvents(): GenerationEvents {
  const events = registered.__adlabGenerationEvents;
  if (!events) throw new Error("Inngest is configured but no event sender was registered at start");
  return events;
}

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
    await generationEvents().generate(adIds.map((adId) => ({ adId, organizationId: orgs.get(adId) })));
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
    await generationEvents().renderFile({ ...payload, organizationId: orgs.get(payload.adId) });
  } catch (error) {
    await markFileFailed(payload.adId, payload.placement, payload.format, (error as Error).message);
  }
}

async function organizationsOf(adIds: string[]): Promise<Map<string, string>> {
  const rows = await (await db()).ad.findMany({ where: { id: { in: adIds } }, select: { id: true, organizationId: true } });
  return new Map(rows.map((row) => [row.id, row.organizationId]));
}
