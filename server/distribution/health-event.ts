import type { Tx } from "../db/client";
import { enqueueEvent } from "../webhooks/queue";
import { runsJson } from "./runs";
import { runInclude } from "./serializers";

/** The run as the API returns it, read in the change's transaction (the webhook event's `data`). */
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
