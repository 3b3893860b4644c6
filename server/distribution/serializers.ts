import type { Prisma } from "../db/generated/client";
import { isoOrNull, isoTime, storedEnum } from "../validation";
import { RUN_STATUSES } from "./schema";
import { OBSERVATION_KINDS, type ObservationJson, type RunJson } from "./shapes";
import { money } from "../money";
import type { RunRollup } from "./rollups";

export const runInclude = { _count: { select: { observations: true } } } satisfies Prisma.AdRunInclude;
export type RunRecord = Prisma.AdRunGetPayload<{ include: typeof runInclude }>;

const iso = (date: Date | null) => isoOrNull(date);
export const isoDate = (date: Date | null) => isoOrNull(date)?.slice(0, 10) ?? null;

/** An ad run as the spec's 2.5 JSON; the roll-ups come from `rollupRuns`. */
export function serializeRun(run: RunRecord, rollup: RunRollup): RunJson {
  return {
    id: run.id,
    creative_composition_id: run.adId,
    project_id: run.projectId,
    user_id: run.userId,
    platform: run.platform,
    channel: run.channel,
    objective: run.objective,
    current_status: storedEnum(RUN_STATUSES, run.currentStatus),
    first_live_at: iso(run.firstLiveAt),
    last_live_at: iso(run.lastLiveAt),
    ended_at: iso(run.endedAt),
    last_observed_at: iso(run.lastObservedAt),
    source: run.source,
    external_account_id: run.externalAccountId,
    external_campaign_id: run.externalCampaignId,
    external_ad_group_id: run.externalAdGroupId,
    external_ad_id: run.externalAdId,
    external_url: run.externalUrl,
    metrics_summary: rollup.metrics_summary,
    health: rollup.health,
    cost: rollup.cost,
    delivery: rollup.delivery,
    rank: rollup.rank,
    metadata: (run.metadata ?? {}) as Record<string, unknown>,
    observations_count: run._count.observations,
    created_at: run.createdAt.toISOString(),
    updated_at: run.updatedAt.toISOString(),
  };
}

type ObservationRow = Prisma.ObservationGetPayload<object>;

/** An observation: a lifecycle event (event, occurred_at) or metrics for a date window. */
export function serializeObservation(o: ObservationRow): ObservationJson {
  const lifecycle = o.kind === "lifecycle";
  return {
    id: o.id,
    ad_run_id: o.adRunId,
    kind: storedEnum(OBSERVATION_KINDS, o.kind),
    event: lifecycle ? o.event : null,
    occurred_at: isoTime(o.occurredAt),
    window_start: isoDate(o.windowStart),
    window_end: isoDate(o.windowEnd),
    currency: o.currency,
    spend: o.spend ? money(o.spend) : null,
    impressions: o.impressions,
    clicks: o.clicks,
    conversions: o.conversions ? Number(o.conversions.toString()) : null,
    revenue: o.revenue ? money(o.revenue) : null,
    idempotency_key: o.idempotencyKey,
    metadata: (o.metadata ?? {}) as Record<string, unknown>,
    created_at: o.createdAt.toISOString(),
  };
}
export type { ObservationJson, RunJson };
