import { z } from "zod";
import { pageSchema } from "../http/pagination";
import type { Endpoint } from "../openapi/registry";
import {
  createRunSchema,
  externalIdentifierPatchSchema,
  externalIdentifierValueSchema,
  externalIdentifiersSchema,
  lookupQuerySchema,
  observationQuerySchema,
  observationSchema,
  runQuerySchema,
  updateRunSchema,
} from "./schema";

const decimal = z.string().describe("decimal string");
const nullableDecimal = decimal.nullable();
const date = z.iso.date();

const metricsSummaryJson = z.object({
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
});

const healthJson = z.object({
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
  availability: z.object({ ctr: z.boolean(), frequency: z.boolean() }),
});

export const adRunJson = z.object({
  id: z.uuid(),
  creative_composition_id: z.uuid().describe("the ad this run distributes"),
  project_id: z.uuid(),
  user_id: z.uuid().nullable(),
  platform: z.string(),
  channel: z.string(),
  objective: z.string(),
  current_status: z.enum(["draft", "in_review", "approved", "live", "paused", "rejected", "ended"]),
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
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

export const observationJson = z.object({
  id: z.uuid(),
  ad_run_id: z.uuid(),
  kind: z.enum(["lifecycle", "metrics"]),
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
});

export const distributionJson = z.object({
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

const identifiersJson = z.record(z.string(), z.string());
const identifierJson = z.object({ key: z.string(), value: z.string() });
const lookupJson = z.object({
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

const batchJson = z.object({ observations: z.array(observationJson), created_count: z.number().int(), replayed_count: z.number().int() });

const AD = "/api/v1/projects/{id}/ads/{adId}";
const RUN = `${AD}/ad_runs/{runId}`;
const notFound = { description: "No such project, ad or run in this account" };
const tag = "Distribution";

function identifierEndpoints(base: string, owner: string): Endpoint[] {
  return [
    {
      method: "get",
      path: `${base}/external_identifiers`,
      tag,
      summary: `The external identifiers of ${owner}`,
      responses: { 200: { description: "key → value", key: "external_identifiers", schema: identifiersJson }, 404: notFound },
    },
    {
      method: "put",
      path: `${base}/external_identifiers`,
      tag,
      summary: `Replace the whole set of external identifiers of ${owner} (an empty object clears it)`,
      body: { key: "external_identifiers", schema: externalIdentifiersSchema },
      responses: { 200: { description: "The new set", key: "external_identifiers", schema: identifiersJson }, 404: notFound },
    },
    {
      method: "patch",
      path: `${base}/external_identifiers`,
      tag,
      summary: `Merge external identifiers of ${owner}: a string sets a key, null removes it, absent keys stay`,
      body: { key: "external_identifiers", schema: externalIdentifierPatchSchema },
      responses: { 200: { description: "The new set", key: "external_identifiers", schema: identifiersJson }, 404: notFound },
    },
    {
      method: "get",
      path: `${base}/external_identifiers/{key}`,
      tag,
      summary: `One external identifier of ${owner}`,
      responses: { 200: { description: "The identifier", key: "external_identifier", schema: identifierJson }, 404: { description: "Not set" } },
    },
    {
      method: "put",
      path: `${base}/external_identifiers/{key}`,
      tag,
      summary: `Set one external identifier of ${owner} (key: ^[a-z][a-z0-9_.:-]*$, at most 64 characters)`,
      body: { key: "external_identifier", schema: externalIdentifierValueSchema },
      responses: { 200: { description: "The identifier", key: "external_identifier", schema: identifierJson }, 404: notFound },
    },
    {
      method: "delete",
      path: `${base}/external_identifiers/{key}`,
      tag,
      summary: `Remove one external identifier of ${owner}`,
      responses: { 204: { description: "Removed" }, 404: { description: "Not set" } },
    },
  ];
}

export const distributionEndpoints: Endpoint[] = [
  ...identifierEndpoints("/api/v1/projects/{id}", "a project"),
  ...identifierEndpoints(AD, "an ad"),
  {
    method: "get",
    path: "/api/v1/external_identifiers/lookup",
    tag,
    summary: "Find the projects, ads and ad runs of this account that carry an external identifier",
    description:
      "Exact match on key and value. Run columns are matched when key is external_account_id, external_campaign_id, external_ad_group_id or external_ad_id.",
    query: lookupQuerySchema,
    responses: { 200: { description: "Matches (at most 100 of each kind)", schema: lookupJson } },
  },
  {
    method: "get",
    path: `${AD}/distribution`,
    tag,
    summary: "The ad's distribution summary (the object embedded in the ad as `distribution`)",
    responses: { 200: { description: "The summary", key: "distribution", schema: distributionJson }, 404: notFound },
  },
  {
    method: "get",
    path: "/api/v1/projects/{id}/ad_runs",
    tag,
    summary: "List the runs of all the project's ads, newest first, optionally filtered",
    query: pageSchema.extend(runQuerySchema.shape),
    responses: { 200: { description: "A page of runs", schema: z.object({ ad_runs: z.array(adRunJson), next_cursor: z.string().nullable() }) }, 404: notFound },
  },
  {
    method: "get",
    path: `${AD}/ad_runs`,
    tag,
    summary: "List the runs of an ad, newest first, with their roll-ups",
    query: pageSchema,
    responses: { 200: { description: "A page of runs", schema: z.object({ ad_runs: z.array(adRunJson), next_cursor: z.string().nullable() }) }, 404: notFound },
  },
  {
    method: "post",
    path: `${AD}/ad_runs`,
    tag,
    summary: "Record a distribution run of the ad (starts as draft; its status follows lifecycle observations)",
    body: { key: "ad_run", schema: createRunSchema },
    responses: { 201: { description: "The run", key: "ad_run", schema: adRunJson }, 404: notFound },
  },
  {
    method: "get",
    path: RUN,
    tag,
    summary: "Get a run with its roll-ups",
    responses: { 200: { description: "The run", key: "ad_run", schema: adRunJson }, 404: notFound },
  },
  {
    method: "patch",
    path: RUN,
    tag,
    summary: "Update a run's descriptive fields (status and dates are projected, not set)",
    body: { key: "ad_run", schema: updateRunSchema },
    responses: { 200: { description: "The run", key: "ad_run", schema: adRunJson }, 404: notFound },
  },
  {
    method: "delete",
    path: RUN,
    tag,
    summary: "Delete a run and its observations",
    responses: { 204: { description: "Deleted" }, 404: notFound },
  },
  {
    method: "get",
    path: `${RUN}/observations`,
    tag,
    summary: "List a run's observations, newest first",
    query: pageSchema.extend(observationQuerySchema.shape),
    responses: {
      200: { description: "A page of observations", schema: z.object({ observations: z.array(observationJson), next_cursor: z.string().nullable() }) },
      404: notFound,
    },
  },
  {
    method: "post",
    path: `${RUN}/observations`,
    tag,
    summary: "Append an observation: a lifecycle event or metrics for a date window",
    description:
      "Idempotent by `idempotency_key` (or the Idempotency-Key header): a replay answers 200 with the stored observation and the header `Idempotent-Replayed: true`; " +
      "the same key with different facts is 409 `idempotency_key_reused`. Metric windows of a run must not partly overlap (422); the same window sent again restates it " +
      "(the latest occurred_at counts). One run has one currency (422 `currency_mismatch`).",
    body: { key: "observation", schema: observationSchema },
    responses: {
      200: { description: "Replay: the observation stored earlier with this key", key: "observation", schema: observationJson },
      201: { description: "The new observation", key: "observation", schema: observationJson },
      404: notFound,
      409: { description: "idempotency_key_reused" },
    },
  },
  {
    method: "post",
    path: `${RUN}/observations/batch`,
    tag,
    summary: "Append up to 500 observations of one run in order, all or nothing",
    description: "Body `{ observations: [...] }` (not wrapped per item). Each item follows the single-observation rules and is idempotent by its own key, so a batch can be retried whole.",
    body: { schema: z.object({ observations: z.array(observationSchema).min(1).max(500) }) },
    responses: {
      200: { description: "Every item was a replay", schema: batchJson },
      201: { description: "At least one item was stored", schema: batchJson },
      404: notFound,
      409: { description: "idempotency_key_reused (nothing stored)" },
    },
  },
  {
    method: "get",
    path: `${RUN}/observations/{observationId}`,
    tag,
    summary: "Get one observation",
    responses: { 200: { description: "The observation", key: "observation", schema: observationJson }, 404: notFound },
  },
];
