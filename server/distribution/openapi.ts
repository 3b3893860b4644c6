import { z } from "zod";
import { pageSchema } from "../http/pagination";
import { uniqueConflict, type Endpoint } from "../openapi/registry";
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
import { adRunJson, batchJson, distributionJson, identifierJson, identifiersJson, lookupJson, observationJson } from "./shapes";

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
      responses: { 200: { description: "The new set", key: "external_identifiers", schema: identifiersJson }, 404: notFound, 409: uniqueConflict },
    },
    {
      method: "patch",
      path: `${base}/external_identifiers`,
      tag,
      summary: `Merge external identifiers of ${owner}: a string sets a key, null removes it, absent keys stay`,
      body: { key: "external_identifiers", schema: externalIdentifierPatchSchema },
      responses: { 200: { description: "The new set", key: "external_identifiers", schema: identifiersJson }, 404: notFound, 409: uniqueConflict },
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
      responses: { 200: { description: "The identifier", key: "external_identifier", schema: identifierJson }, 404: notFound, 409: uniqueConflict },
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
      "the same key with different facts is 422 `idempotency_key_reused`. Metric windows of a run must not partly overlap (422); the same window sent again restates it " +
      "(the latest occurred_at counts). One run has one currency (422 `currency_mismatch`).",
    body: { key: "observation", schema: observationSchema },
    idempotent: true,
    responses: {
      200: { description: "Replay: the observation stored earlier with this key", key: "observation", schema: observationJson },
      201: { description: "The new observation", key: "observation", schema: observationJson },
      404: notFound,
      422: { description: "`validation_failed`, `idempotency_key_reused` (same key, different facts) or `currency_mismatch`" },
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
      200: { description: "Every item was a replay (`Idempotent-Replayed: true`)", schema: batchJson, headers: ["Idempotent-Replayed"] },
      201: { description: "At least one item was stored", schema: batchJson },
      404: notFound,
      422: { description: "`validation_failed`, `idempotency_key_reused` or `currency_mismatch` (nothing stored)" },
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
