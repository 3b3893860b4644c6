import type { Tx } from "../db/client";
import { errors } from "../errors";
import { LIFECYCLE_EVENTS, type LifecycleEvent } from "./schema";

export type LifecycleRow = { id: string; event: string | null; occurredAt: Date; createdAt: Date };

export type Projection = {
  currentStatus: string;
  firstLiveAt: Date | null;
  lastLiveAt: Date | null;
  endedAt: Date | null;
};

/**
 * Folds lifecycle events in time order (occurred_at, then arrival, then id), so the result does not
 * depend on the order in which observations arrived:
 * - current_status: the status the latest event leads to (`draft` without events);
 * - first_live_at / last_live_at: the earliest / latest event that made the run live (launched, resumed);
 * - ended_at: the time of the `ended` event when the run is ended now, else null.
 */
export function projectLifecycle(rows: LifecycleRow[]): Projection {
  const ordered = [...rows].sort(
    (a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  const projection: Projection = { currentStatus: "draft", firstLiveAt: null, lastLiveAt: null, endedAt: null };
  for (const row of ordered) {
    const status = LIFECYCLE_EVENTS[row.event as LifecycleEvent];
    if (!status) continue;
    projection.currentStatus = status;
    if (status === "live") {
      projection.firstLiveAt ??= row.occurredAt;
      projection.lastLiveAt = row.occurredAt;
    }
    projection.endedAt = status === "ended" ? row.occurredAt : null;
  }
  return projection;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Recomputes a run's projected columns from all of its observations. Call inside the transaction that
 * wrote the observation, after locking the run row, so concurrent writers see each other's rows.
 * `last_observed_at` is the latest fact the run has: a lifecycle event's time, or the last day its figures
 * cover (not the day they were sent: figures ending Nov 28 sent on Nov 29 are data up to Nov 28).
 * The dates must agree with the figures: a run whose figures start before it first went live is refused
 * (`path` names the observation in the error), since its "first live" would say a later day than its data.
 */
export async function recomputeRun(tx: Tx, adRunId: string, path = "observation"): Promise<void> {
  const lifecycle = await tx.observation.findMany({
    where: { adRunId, kind: "lifecycle" },
    select: { id: true, event: true, occurredAt: true, createdAt: true },
  });
  const figures = await tx.observation.aggregate({ where: { adRunId, kind: "metrics" }, _min: { windowStart: true }, _max: { windowEnd: true } });
  const projection = projectLifecycle(lifecycle);
  const firstFigures = figures._min.windowStart;
  if (projection.firstLiveAt && firstFigures && day(projection.firstLiveAt) > day(firstFigures)) {
    throw errors.validation([
      `${path}: the run first went live on ${day(projection.firstLiveAt)}, but its figures start on ${day(firstFigures)}; record the launch on or before ${day(firstFigures)}, or correct the days of the figures`,
    ]);
  }
  const latest = [...lifecycle.map((row) => row.occurredAt), ...(figures._max.windowEnd ? [figures._max.windowEnd] : [])];
  const lastObservedAt = latest.length ? new Date(Math.max(...latest.map((d) => d.getTime()))) : null;
  await tx.adRun.update({ where: { id: adRunId }, data: { ...projection, lastObservedAt } });
}

/** Row lock on the run for the rest of the transaction (PostgreSQL and PGlite). */
export async function lockRun(tx: Tx, adRunId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM ad_runs WHERE id = ${adRunId}::uuid FOR UPDATE`;
}
