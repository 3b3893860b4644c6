import type { RunJson } from "./shapes";
import type { Tx } from "../db/client";
import { HEALTH_WINDOW_DAYS, healthObject, type HealthJson, type WindowCounts } from "./health";
import { conversionsNumber, dec, money, moneyRatio, ratio, ZERO, type Decimal } from "../money";

/**
 * Roll-ups of metric observations, computed in PostgreSQL in one query for any number of runs.
 *
 * Counting rules (docs/distribution.md):
 * - metric observations add up over disjoint date windows; several observations of the very same
 *   window restate it, and only the latest (occurred_at, then arrival) counts;
 * - health compares the last HEALTH_WINDOW_DAYS days up to the run's latest window end (`as_of`)
 *   with the HEALTH_WINDOW_DAYS before; a window counts in a period only if it lies inside it;
 * - a run has one currency (enforced on write); money never leaves NUMERIC / Prisma.Decimal.
 */

/** What the roll-up needs of a run. */
export type RunKey = {
  id: string;
  adId: string;
  organizationId: string;
  platform: string;
  externalAdGroupId: string;
  currentStatus: string;
};

/** Raw per-run sums, also used to build the ad's distribution summary. */
export type RunAggregate = {
  currency: string | null;
  spend: Decimal;
  /** null while the run has reported no revenue (unknown, not zero). */
  revenue: Decimal | null;
  conversions: Decimal;
  impressions: number;
  clicks: number;
  firstDay: Date | null;
  asOf: Date | null;
  recent: WindowCounts;
  previous: WindowCounts;
  groupKey: string;
  groupAsOf: Date | null;
  deliveryImpressions: number;
  adAsOf: Date | null;
  adRecent: WindowCounts;
  adPrevious: WindowCounts;
};

/** The run's computed parts, as the run's response shape has them. */
export type RunRollup = Pick<RunJson, "metrics_summary" | "health" | "cost" | "delivery" | "rank">;

export type MetricsSummary = {
  spend: string | null;
  currency: string | null;
  impressions: number;
  clicks: number;
  ctr: string | null;
  cpc: string | null;
  cpm: string | null;
  conversions: number;
  cpa: string | null;
  revenue: string | null;
  roas: string | null;
};

type SqlRow = {
  ad_run_id: string;
  currency: string | null;
  spend: Decimal | null;
  revenue: Decimal | null;
  conversions: Decimal | null;
  impressions: bigint | number;
  clicks: bigint | number;
  first_day: Date | null;
  as_of: Date | null;
  recent_impressions: bigint | number;
  recent_clicks: bigint | number;
  previous_impressions: bigint | number;
  previous_clicks: bigint | number;
  group_as_of: Date | null;
  delivery_impressions: bigint | number;
  ad_as_of: Date | null;
  ad_recent_impressions: bigint | number;
  ad_recent_clicks: bigint | number;
  ad_previous_impressions: bigint | number;
  ad_previous_clicks: bigint | number;
};

const W = HEALTH_WINDOW_DAYS;

/** One statement for all runs: dedupe restated windows, then sum per run over lifetime and windows. */
async function aggregateRows(tx: Tx, runIds: string[]): Promise<SqlRow[]> {
  if (runIds.length === 0) return [];
  // Window functions run over the per-run bounds (one row per run), not over the observations.
  return tx.$queryRaw<SqlRow[]>`
    WITH m AS (
      SELECT DISTINCT ON (o.ad_run_id, o.window_start, o.window_end)
        o.ad_run_id, o.window_start, o.window_end, o.currency, o.spend, o.impressions, o.clicks, o.conversions, o.revenue
      FROM observations o
      WHERE o.ad_run_id = ANY(${runIds}::uuid[]) AND o.kind = 'metrics'
      ORDER BY o.ad_run_id, o.window_start, o.window_end, o.occurred_at DESC, o.created_at DESC, o.id DESC
    ), last AS (
      SELECT ad_run_id, max(window_end) AS as_of FROM m GROUP BY ad_run_id
    ), bounds AS (
      SELECT l.ad_run_id, l.as_of,
        max(l.as_of) OVER (PARTITION BY CASE WHEN ar.external_ad_group_id <> '' THEN ar.platform || '|' || ar.external_ad_group_id ELSE ar.id::text END) AS group_as_of,
        max(l.as_of) OVER (PARTITION BY ar.ad_id) AS ad_as_of
      FROM last l JOIN ad_runs ar ON ar.id = l.ad_run_id
    ), r AS (
      SELECT m.*, b.as_of, b.group_as_of, b.ad_as_of FROM m JOIN bounds b ON b.ad_run_id = m.ad_run_id
    )
    SELECT ad_run_id::text AS ad_run_id,
      max(currency) AS currency,
      sum(spend) AS spend,
      sum(revenue) AS revenue,
      sum(conversions) AS conversions,
      coalesce(sum(impressions), 0)::bigint AS impressions,
      coalesce(sum(clicks), 0)::bigint AS clicks,
      min(window_start) AS first_day,
      max(as_of) AS as_of,
      coalesce(sum(impressions) FILTER (WHERE window_start > as_of - ${W}::int), 0)::bigint AS recent_impressions,
      coalesce(sum(clicks) FILTER (WHERE window_start > as_of - ${W}::int), 0)::bigint AS recent_clicks,
      coalesce(sum(impressions) FILTER (WHERE window_start > as_of - ${2 * W}::int AND window_end <= as_of - ${W}::int), 0)::bigint AS previous_impressions,
      coalesce(sum(clicks) FILTER (WHERE window_start > as_of - ${2 * W}::int AND window_end <= as_of - ${W}::int), 0)::bigint AS previous_clicks,
      max(group_as_of) AS group_as_of,
      coalesce(sum(impressions) FILTER (WHERE window_start > group_as_of - ${W}::int), 0)::bigint AS delivery_impressions,
      max(ad_as_of) AS ad_as_of,
      coalesce(sum(impressions) FILTER (WHERE window_start > ad_as_of - ${W}::int), 0)::bigint AS ad_recent_impressions,
      coalesce(sum(clicks) FILTER (WHERE window_start > ad_as_of - ${W}::int), 0)::bigint AS ad_recent_clicks,
      coalesce(sum(impressions) FILTER (WHERE window_start > ad_as_of - ${2 * W}::int AND window_end <= ad_as_of - ${W}::int), 0)::bigint AS ad_previous_impressions,
      coalesce(sum(clicks) FILTER (WHERE window_start > ad_as_of - ${2 * W}::int AND window_end <= ad_as_of - ${W}::int), 0)::bigint AS ad_previous_clicks
    FROM r
    GROUP BY ad_run_id`;
}

const num = (value: bigint | number | null | undefined) => Number(value ?? 0);
const groupKeyOf = (run: RunKey) => (run.externalAdGroupId ? `${run.platform}|${run.externalAdGroupId}` : run.id);
const emptyWindow = (): WindowCounts => ({ impressions: 0, clicks: 0 });
const toDate = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value : new Date(`${value}T00:00:00Z`));
const dayString = (date: Date | null, minusDays = 0) =>
  date ? new Date(date.getTime() - minusDays * 86_400_000).toISOString().slice(0, 10) : null;

function aggregateOf(run: RunKey, row: SqlRow | undefined): RunAggregate {
  if (!row) {
    return {
      currency: null,
      spend: ZERO,
      revenue: null,
      conversions: ZERO,
      impressions: 0,
      clicks: 0,
      firstDay: null,
      asOf: null,
      recent: emptyWindow(),
      previous: emptyWindow(),
      groupKey: groupKeyOf(run),
      groupAsOf: null,
      deliveryImpressions: 0,
      adAsOf: null,
      adRecent: emptyWindow(),
      adPrevious: emptyWindow(),
    };
  }
  return {
    currency: row.currency,
    spend: dec(row.spend),
    revenue: row.revenue === null ? null : dec(row.revenue),
    conversions: dec(row.conversions),
    impressions: num(row.impressions),
    clicks: num(row.clicks),
    firstDay: toDate(row.first_day),
    asOf: toDate(row.as_of),
    recent: { impressions: num(row.recent_impressions), clicks: num(row.recent_clicks) },
    previous: { impressions: num(row.previous_impressions), clicks: num(row.previous_clicks) },
    groupKey: groupKeyOf(run),
    groupAsOf: toDate(row.group_as_of),
    deliveryImpressions: num(row.delivery_impressions),
    adAsOf: toDate(row.ad_as_of),
    adRecent: { impressions: num(row.ad_recent_impressions), clicks: num(row.ad_recent_clicks) },
    adPrevious: { impressions: num(row.ad_previous_impressions), clicks: num(row.ad_previous_clicks) },
  };
}

/** Money and ratio figures of one currency bucket (or of one run). */
export function summarize(parts: {
  currency: string | null;
  spend: Decimal | null;
  revenue: Decimal | null;
  conversions: Decimal;
  impressions: number;
  clicks: number;
}): MetricsSummary {
  const { spend, revenue, conversions, impressions, clicks } = parts;
  return {
    spend: spend ? money(spend) : null,
    currency: parts.currency,
    impressions,
    clicks,
    ctr: ratio(clicks, impressions, 6),
    cpc: spend ? moneyRatio(spend, clicks) : null,
    cpm: spend ? moneyRatio(spend, impressions, 1000) : null,
    conversions: conversionsNumber(conversions),
    cpa: spend ? moneyRatio(spend, conversions) : null,
    revenue: revenue ? money(revenue) : null,
    roas: spend && revenue ? ratio(revenue, spend, 4) : null,
  };
}

/** Standard competition ranking by lifetime CTR (higher is better) among group runs with impressions. */
function rankIn(group: { id: string; agg: RunAggregate }[], runId: string): RunRollup["rank"] {
  const ranked = group.filter((g) => g.agg.impressions > 0);
  const me = ranked.find((g) => g.id === runId);
  if (!me) return { metric: "ctr", position: null, group_size: ranked.length, percentile: null };
  // a/b > c/d  <=>  a*d > c*b, in BigInt so large counts cannot lose precision.
  const better = (a: RunAggregate, b: RunAggregate) => BigInt(a.clicks) * BigInt(b.impressions) > BigInt(b.clicks) * BigInt(a.impressions);
  const position = 1 + ranked.filter((g) => better(g.agg, me.agg)).length;
  const percentile = ranked.length === 1 ? 100 : Math.round(((ranked.length - position) / (ranked.length - 1)) * 100);
  return { metric: "ctr", position, group_size: ranked.length, percentile };
}

/**
 * The roll-ups of `runs` (any number of ads). Runs that share an outside ad group (same platform and
 * external_ad_group_id) are ranked and compared together, including runs of other ads of the account.
 */
export async function rollupRuns(
  tx: Tx,
  runs: RunKey[],
): Promise<{ rollups: Map<string, RunRollup>; aggregates: Map<string, RunAggregate> }> {
  const rollups = new Map<string, RunRollup>();
  const aggregates = new Map<string, RunAggregate>();
  if (runs.length === 0) return { rollups, aggregates };

  // Group mates of other ads, found through the (organization, platform, ad group) index.
  const known = new Map<string, RunKey>(runs.map((r) => [r.id, r]));
  const groups = new Map<string, { organizationId: string; platform: string; externalAdGroupId: string }>();
  for (const r of runs) if (r.externalAdGroupId) groups.set(`${r.organizationId}|${groupKeyOf(r)}`, r);
  if (groups.size) {
    const mates = await tx.adRun.findMany({
      where: { OR: [...groups.values()].map(({ organizationId, platform, externalAdGroupId }) => ({ organizationId, platform, externalAdGroupId })) },
      select: { id: true, adId: true, organizationId: true, platform: true, externalAdGroupId: true, currentStatus: true },
    });
    for (const m of mates) if (!known.has(m.id)) known.set(m.id, m);
  }

  const rows = await aggregateRows(tx, [...known.keys()]);
  const byId = new Map(rows.map((row) => [row.ad_run_id, row]));
  const all = [...known.values()].map((run) => ({ id: run.id, run, agg: aggregateOf(run, byId.get(run.id)) }));
  const entries = new Map(all.map((e) => [e.id, e]));
  const byGroup = new Map<string, typeof all>();
  for (const entry of all) {
    const key = `${entry.run.organizationId}|${entry.agg.groupKey}`;
    byGroup.set(key, [...(byGroup.get(key) ?? []), entry]);
  }

  for (const run of runs) {
    const entry = entries.get(run.id)!;
    const agg = entry.agg;
    aggregates.set(run.id, agg);
    const group = byGroup.get(`${run.organizationId}|${agg.groupKey}`) ?? [entry];
    const groupImpressions = group.reduce((sum, g) => sum + g.agg.deliveryImpressions, 0);
    const groupAsOf = group.reduce<Date | null>((max, g) => (g.agg.groupAsOf && (!max || g.agg.groupAsOf > max) ? g.agg.groupAsOf : max), null);
    const hasMetrics = agg.asOf !== null;
    const spend = agg.currency || !agg.spend.isZero() ? agg.spend : null;
    const summary = summarize({
      currency: agg.currency,
      spend,
      revenue: agg.currency ? agg.revenue : null,
      conversions: agg.conversions,
      impressions: agg.impressions,
      clicks: agg.clicks,
    });
    rollups.set(run.id, {
      metrics_summary: summary,
      health: healthObject(agg.recent, agg.previous, dayString(agg.asOf)),
      cost: { cpc: summary.cpc, cpm: summary.cpm, currency: agg.currency },
      delivery: {
        status: !hasMetrics
          ? "no_data"
          : run.currentStatus !== "live"
            ? "inactive"
            : agg.deliveryImpressions > 0
              ? "delivering"
              : "not_delivering",
        share_pct: groupImpressions > 0 ? Math.round((agg.deliveryImpressions / groupImpressions) * 10_000) / 100 : null,
        impressions: agg.deliveryImpressions,
        ad_group_impressions: groupImpressions,
        as_of: dayString(groupAsOf),
        window_start: dayString(groupAsOf, W - 1),
        window_end: dayString(groupAsOf),
        availability: { available: hasMetrics },
      },
      rank: rankIn(group, run.id),
    });
  }
  return { rollups, aggregates };
}
