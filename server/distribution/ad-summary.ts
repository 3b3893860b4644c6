import { db, type Tx } from "../db/client";
import { healthObject, type HealthJson, type WindowCounts } from "./health";
import { dec, money, moneyRatio, ZERO, type Decimal } from "../money";
import { rollupRuns, summarize, type MetricsSummary, type RunAggregate } from "./rollups";
import { runInclude, serializeRun } from "./serializers";
import type { AdDistributionJson, RunJson } from "./shapes";

/**
 * The distribution part of an ad's JSON (spec 2.4 field set B: `distribution` and `ad_runs`), for many
 * ads at once, in a fixed number of queries whatever the number of ads and runs.
 */
export type AdDistribution = { distribution: AdDistributionJson; ad_runs: RunJson[] };

export type AdMetricsSummary = MetricsSummary & {
  mixed_currencies: boolean;
  by_currency: MetricsSummary[];
};

export type HealthAlert = {
  monitored: boolean;
  flagged: boolean;
  ctr_drop_significant: boolean;
  cpa_above_target: boolean | null;
  cpa: string | null;
  target_cpa: string | null;
  currency: string | null;
};

/** The ad's status from its runs: the most "alive" run wins; `not_distributed` without runs. */
const STATUS_ORDER = ["live", "paused", "approved", "in_review", "ended", "rejected", "draft"];

let pending: { ids: Set<string>; result: Promise<Map<string, AdDistribution>> } | null = null;

/**
 * Calls made in the same turn of the event loop share one batch (one set of queries): GraphQL resolves
 * the `distribution` and `ad_runs` fields of every ad in a list that way, without N+1 queries.
 */
export function distributionForAds(adIds: string[]): Promise<Map<string, AdDistribution>> {
  if (adIds.length === 0) return Promise.resolve(new Map());
  if (!pending) {
    const ids = new Set<string>();
    const result = new Promise<Map<string, AdDistribution>>((resolve, reject) => {
      setImmediate(() => {
        pending = null;
        db()
          .then((prisma) => distributionForAdsIn(prisma, [...ids]))
          .then(resolve, reject);
      });
    });
    pending = { ids, result };
  }
  for (const id of adIds) pending.ids.add(id);
  return pending.result.then((all) => new Map(adIds.filter((id) => all.has(id)).map((id) => [id, all.get(id)!])));
}

export async function distributionForAdsIn(tx: Tx, adIds: string[]): Promise<Map<string, AdDistribution>> {
  const ids = [...new Set(adIds)];
  const result = new Map<string, AdDistribution>();
  if (ids.length === 0) return result;
  const [runs, ads] = await Promise.all([
    tx.adRun.findMany({ where: { adId: { in: ids } }, include: runInclude, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    tx.ad.findMany({
      where: { id: { in: ids } },
      select: { id: true, project: { select: { adHealthMonitored: true, targetCpa: true, targetCpaCurrency: true } } },
    }),
  ]);
  const { rollups, aggregates } = await rollupRuns(tx, runs);
  const projectOf = new Map(ads.map((a) => [a.id, a.project]));
  const runsByAd = new Map<string, typeof runs>();
  for (const run of runs) runsByAd.set(run.adId, [...(runsByAd.get(run.adId) ?? []), run]);

  for (const adId of ids) {
    const adRuns = runsByAd.get(adId) ?? [];
    const aggs = adRuns.map((r) => aggregates.get(r.id)!);
    const statuses = new Set(adRuns.map((r) => r.currentStatus));
    const summary = adSummary(aggs);
    const recent = sumWindows(aggs.map((a) => a.adRecent));
    const previous = sumWindows(aggs.map((a) => a.adPrevious));
    const asOf = aggs.reduce<Date | null>((max, a) => (a.adAsOf && (!max || a.adAsOf > max) ? a.adAsOf : max), null);
    const health = healthObject(recent, previous, asOf ? asOf.toISOString().slice(0, 10) : null);
    const firstLive = minDate(adRuns.map((r) => r.firstLiveAt));
    const lastObserved = maxDate(adRuns.map((r) => r.lastObservedAt));
    result.set(adId, {
      distribution: {
        current_status: adRuns.length ? (STATUS_ORDER.find((s) => statuses.has(s)) ?? adRuns[0].currentStatus) : "not_distributed",
        total_runs_count: adRuns.length,
        active_runs_count: adRuns.filter((r) => r.currentStatus === "live").length,
        platforms: [...new Set(adRuns.map((r) => r.platform))].sort(),
        metrics_summary: summary.json,
        first_live_at: firstLive?.toISOString() ?? null,
        last_observed_at: lastObserved?.toISOString() ?? null,
        health,
        health_alert: healthAlert(projectOf.get(adId), summary.buckets, health),
      },
      ad_runs: adRuns.map((run) => serializeRun(run, rollups.get(run.id)!)),
    });
  }
  return result;
}

type Bucket = { spend: Decimal; revenue: Decimal | null; conversions: Decimal; impressions: number; clicks: number };

/**
 * Counts (impressions, clicks, conversions, ctr) add up over all runs. Money is kept apart per
 * currency in `by_currency`; the top-level money fields are filled only when the ad has one currency
 * (with several, they are null and `mixed_currencies` is true: amounts are never converted).
 */
function adSummary(aggs: RunAggregate[]): { json: AdMetricsSummary; buckets: Map<string, Bucket> } {
  const buckets = new Map<string, Bucket>();
  let impressions = 0;
  let clicks = 0;
  let conversions = ZERO;
  for (const a of aggs) {
    impressions += a.impressions;
    clicks += a.clicks;
    conversions = conversions.plus(a.conversions);
    if (!a.currency) continue;
    const b = buckets.get(a.currency) ?? { spend: ZERO, revenue: null, conversions: ZERO, impressions: 0, clicks: 0 };
    buckets.set(a.currency, {
      spend: b.spend.plus(a.spend),
      revenue: a.revenue === null ? b.revenue : (b.revenue ?? ZERO).plus(a.revenue),
      conversions: b.conversions.plus(a.conversions),
      impressions: b.impressions + a.impressions,
      clicks: b.clicks + a.clicks,
    });
  }
  const byCurrency = [...buckets.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, b]) => summarize({ currency, ...b }));
  const totals = summarize({ currency: null, spend: null, revenue: null, conversions, impressions, clicks });
  const single = byCurrency.length === 1 ? byCurrency[0] : null;
  return {
    json: {
      ...totals,
      ...(single ? { spend: single.spend, currency: single.currency, cpc: single.cpc, cpm: single.cpm, cpa: single.cpa, revenue: single.revenue, roas: single.roas } : {}),
      mixed_currencies: byCurrency.length > 1,
      by_currency: byCurrency,
    },
    buckets,
  };
}

/**
 * For projects with `ad_health_monitored`: the ad is flagged when its CTR dropped significantly
 * (health trend `declining`) and its CPA in the target currency is above `target_cpa`. Without
 * `target_cpa_currency` the ad's only currency is used; spend above the target with no conversion
 * counts as above target.
 */
function healthAlert(
  project: { adHealthMonitored: boolean; targetCpa: Decimal | null; targetCpaCurrency: string | null } | undefined,
  buckets: Map<string, Bucket>,
  health: HealthJson,
): HealthAlert {
  const monitored = Boolean(project?.adHealthMonitored);
  const ctrDrop = health.trend === "declining";
  const target = project?.targetCpa ? dec(project.targetCpa) : null;
  const currency = project?.targetCpaCurrency ?? (buckets.size === 1 ? [...buckets.keys()][0] : null);
  const bucket = currency ? buckets.get(currency) : undefined;
  let above: boolean | null = null;
  let cpa: string | null = null;
  if (target && bucket) {
    if (bucket.conversions.isZero()) above = bucket.spend.greaterThan(target);
    else {
      above = bucket.spend.dividedBy(bucket.conversions).greaterThan(target);
      cpa = moneyRatio(bucket.spend, bucket.conversions);
    }
  }
  return {
    monitored,
    flagged: monitored && ctrDrop && above === true,
    ctr_drop_significant: ctrDrop,
    cpa_above_target: above,
    cpa,
    target_cpa: target ? money(target) : null,
    currency,
  };
}

function sumWindows(windows: WindowCounts[]): WindowCounts {
  return windows.reduce((s, w) => ({ impressions: s.impressions + w.impressions, clicks: s.clicks + w.clicks }), { impressions: 0, clicks: 0 });
}
const minDate = (dates: (Date | null)[]) => dates.reduce<Date | null>((m, d) => (d && (!m || d < m) ? d : m), null);
const maxDate = (dates: (Date | null)[]) => dates.reduce<Date | null>((m, d) => (d && (!m || d > m) ? d : m), null);
