import { z } from "zod";
import { timestamps } from "../serializer";
import { RUN_STATUSES } from "./schema";

export const OBSERVATION_KINDS = ["lifecycle", "metrics"] as const;

/**
 * The response shapes of distribution (runs, observations, identifiers, the ad's distribution summary):
 * the serializers are typed by them and the OpenAPI document is generated from them.
 */

const decimal = z.string().describe("decimal string");
const nullableDecimal = decimal.nullable();
const date = z.iso.date();

export const metricsSummaryJson = z.object({
  spend: nullableDecimal,
  currency: z.string().nullable(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  ctr: nullableDecimal.describe("clicks / impressions as a fraction, 6 decimals"),
  cpc: nullableDecimal,
  cpm: nullableDecimal,
  conversions: z.number(),
  cpa: nullableDecimal,
  revenue: nullableDecimal,
  roas: nullableDecimal.describe("revenue / spend, 4 decimals"),
}).meta({ id: "MetricsSummary" });

export const healthJson = z.object({
  trend: z.enum(["improving", "stable", "declining", "insufficient_data"]),
  recent_ctr: nullableDecimal,
  previous_ctr: nullableDecimal,
  change_pct: z.number().nullable(),
  z_score: z.number().nullable(),
  statistically_significant: z.boolean(),
  recent_impressions: z.number().int(),
  previous_impressions: z.number().int(),
  window_days: z.number().int(),
  as_of: date.nullable(),
  availability: z
    .object({ ctr: z.boolean(), previous_ctr: z.boolean(), trend: z.boolean(), frequency: z.boolean() })
    .describe("which figures are filled: `ctr` the recent CTR, `previous_ctr`, `trend` (both periods have impressions); frequency is not reported"),
  reason: z.string().describe("the trend in words: what is missing for a trend, or what moved and how sure the test is, with a next step when the CTR falls"),
}).meta({ id: "RunHealth" });

export const adRunJson = z.object({
  id: z.uuid(),
  creative_composition_id: z.uuid().describe("the ad this run distributes"),
  project_id: z.uuid(),
  user_id: z.uuid().nullable(),
  platform: z.string(),
  channel: z.string(),
  objective: z.string(),
  current_status: z.enum(RUN_STATUSES),
  first_live_at: z.iso.datetime().nullable(),
  last_live_at: z.iso.datetime().nullable(),
  ended_at: z.iso.datetime().nullable(),
  last_observed_at: z.iso.datetime().nullable(),
  source: z.string(),
  external_account_id: z.string(),
  external_campaign_id: z.string(),
  external_ad_group_id: z.string(),
  external_ad_id: z.string(),
  external_url: z.string(),
  metrics_summary: metricsSummaryJson,
  health: healthJson,
  cost: z.object({ cpc: nullableDecimal, cpm: nullableDecimal, currency: z.string().nullable() }),
  delivery: z.object({
    status: z.enum(["no_data", "inactive", "delivering", "not_delivering"]),
    share_pct: z.number().nullable(),
    impressions: z.number().int(),
    ad_group_impressions: z.number().int(),
    as_of: date.nullable(),
    window_start: date.nullable(),
    window_end: date.nullable(),
    availability: z.object({ available: z.boolean() }),
  }),
  rank: z.object({ metric: z.literal("ctr"), position: z.number().int().nullable(), group_size: z.number().int(), percentile: z.number().int().nullable() }),
  metadata: z.record(z.string(), z.unknown()),
  observations_count: z.number().int(),
  ...timestamps,
}).meta({ id: "AdRun" });

export const observationJson = z.object({
  id: z.uuid(),
  ad_run_id: z.uuid(),
  kind: z.enum(OBSERVATION_KINDS),
  event: z.string().nullable(),
  occurred_at: z.iso.datetime(),
  window_start: date.nullable(),
  window_end: date.nullable(),
  currency: z.string().nullable(),
  spend: nullableDecimal,
  impressions: z.number().int().nullable(),
  clicks: z.number().int().nullable(),
  conversions: z.number().nullable(),
  revenue: nullableDecimal,
  idempotency_key: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  created_at: z.iso.datetime(),
}).meta({ id: "Observation" });

const distributionJson = z.object({
  current_status: z.string().describe("not_distributed without runs, else the most active run status"),
  total_runs_count: z.number().int(),
  active_runs_count: z.number().int().describe("runs whose current_status is live"),
  platforms: z.array(z.string()),
  metrics_summary: metricsSummaryJson.extend({
    mixed_currencies: z.boolean().describe("true when runs report different currencies; top-level money fields are then null"),
    by_currency: z.array(metricsSummaryJson),
  }),
  first_live_at: z.iso.datetime().nullable(),
  last_observed_at: z.iso.datetime().nullable(),
  health: healthJson,
  health_alert: z.object({
    monitored: z.boolean(),
    flagged: z.boolean(),
    ctr_drop_significant: z.boolean(),
    cpa_above_target: z.boolean().nullable(),
    cpa: nullableDecimal,
    target_cpa: nullableDecimal,
    currency: z.string().nullable(),
  }),
});

export const identifiersJson = z.record(z.string(), z.string());
export const identifierJson = z.object({ key: z.string(), value: z.string() });
export const lookupJson = z.object({
  matches: z.array(
    z.object({
      type: z.enum(["project", "ad", "ad_run"]),
      project_id: z.uuid().nullable(),
      ad_id: z.uuid().nullable(),
      ad_run_id: z.uuid().nullable(),
      key: z.string(),
      value: z.string(),
    }),
  ),
});

export const batchJson = z.object({
  observations: z.array(observationJson),
  created_count: z.number().int(),
  replayed_count: z.number().int(),
  health: healthJson.describe("the run's health after the batch"),
}).meta({ id: "ObservationBatch" });

/**
 * The ad's `distribution`: without runs only the counts and an empty `metrics_summary`. GET .../distribution
 * answers every field; one shape documents both.
 */
export const adDistributionJson = distributionJson
  .extend({ metrics_summary: distributionJson.shape.metrics_summary.partial() })
  .partial({ first_live_at: true, last_observed_at: true, health: true, health_alert: true })
  .meta({ id: "AdDistribution" });

export type RunJson = z.infer<typeof adRunJson>;
export type ObservationJson = z.infer<typeof observationJson>;
export type AdDistributionJson = z.infer<typeof adDistributionJson>;

/** The answer of a CSV import: the batch's, plus how the file was read. */
export const metricsImportJson = batchJson
  .extend({
    imported_rows: z.number().int().describe("rows of the file stored as metrics observations (one per day)"),
    columns: z.record(z.string(), z.string()).describe("the file's column each field was read from, e.g. `{ \"date\": \"Day\", \"impressions\": \"Impr.\" }`"),
    ignored_columns: z.array(z.string()).describe("the file's columns adlab does not read (campaign name, reach, CPM...)"),
  })
  .meta({ id: "MetricsImport" });
