import { z } from "zod";
import { errors } from "../errors";
import { notFound, uniqueConflict } from "../openapi/registry";
import { pageOf, pageSchema, toPage } from "../http/pagination";
import { defineOperations, noContent, type OperationResult } from "../operations/operation";
import { resourceOperations } from "../operations/crud";
import { getIdentifier, getIdentifiers, lookupIdentifiers, mergeIdentifiers, removeIdentifier, replaceIdentifierSet, setIdentifier } from "./identifiers";
import { getObservation, listObservations, recordObservation, recordObservations } from "./observations";
import { createRun, deleteRun, getRun, listProjectRuns, listRuns, updateRun } from "./runs";
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
import { getAdDistribution } from "./service";
import { importMetricsCsv, metricsImportSchema } from "./metrics-import";
import { adDistributionJson, adRunJson, batchJson, identifierJson, identifiersJson, lookupJson, metricsImportJson, observationJson } from "./shapes";

const AD = "/api/v1/projects/{project_id}/ads/{ad_id}";
const run = resourceOperations({ key: "ad_run", plural: "ad_runs", json: adRunJson, under: AD, id: "run_id", name: "run", names: "runs" });
const observation = resourceOperations({ key: "observation", plural: "observations", json: observationJson, under: run.item });

/** An append that may repeat an earlier one (the same idempotency keys): 201 when it stored something, 200 when it was all a replay. */
const appended = (body: unknown, replayed: boolean): OperationResult => ({ body, status: replayed ? 200 : 201, replayed });

/** The batch body is `{ observations: [...] }`, not wrapped per item. */
function observationsOf(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body) || !("observations" in body)) {
    throw errors.validation(["observations: is required and must be an array"]);
  }
  return (body as { observations: unknown }).observations;
}

/** The external identifiers of a project or an ad: the same six operations on either owner. */
function identifierOperations<const B extends string, const O extends "project" | "ad">(base: B, owner: O) {
  const of = owner === "project" ? "a project" : "an ad";
  const ref = (params: Record<string, string>) => ({ projectRef: params.project_id, adRef: owner === "ad" ? params.ad_id : undefined });
  // GraphQL has one field per pair: the ad's, whose `adId` left out means the project's.
  const graphql = (name: string, adTool: string) => (owner === "ad" ? { name, optional: ["ad_id"] } : { coveredBy: adTool });
  return defineOperations([
    {
      method: "get",
      path: `${base}/external_identifiers`,
      summary: `The external identifiers of ${of}`,
      tool: `get_${owner}_external_identifiers`,
      graphql: graphql("externalIdentifiers", "get_ad_external_identifiers"),
      handler: async ({ actor, params }) => ({ body: { external_identifiers: await getIdentifiers(actor, ref(params)) } }),
      responses: { 200: { description: "key → value", key: "external_identifiers", schema: identifiersJson }, 404: notFound },
    },
    {
      method: "put",
      path: `${base}/external_identifiers`,
      summary: `Replace the whole set of external identifiers of ${of} (an empty object clears it)`,
      tool: `replace_${owner}_external_identifiers`,
      graphql: graphql("replaceExternalIdentifiers", "replace_ad_external_identifiers"),
      handler: async ({ actor, params, body }) => ({ body: { external_identifiers: await replaceIdentifierSet(actor, ref(params), body) } }),
      body: { key: "external_identifiers", schema: externalIdentifiersSchema },
      responses: { 200: { description: "The new set", key: "external_identifiers", schema: identifiersJson }, 404: notFound, 409: uniqueConflict },
    },
    {
      method: "patch",
      path: `${base}/external_identifiers`,
      summary: `Merge external identifiers of ${of}: a string sets a key, null removes it, absent keys stay`,
      tool: `merge_${owner}_external_identifiers`,
      graphql: graphql("mergeExternalIdentifiers", "merge_ad_external_identifiers"),
      handler: async ({ actor, params, body }) => ({ body: { external_identifiers: await mergeIdentifiers(actor, ref(params), body) } }),
      body: { key: "external_identifiers", schema: externalIdentifierPatchSchema },
      responses: { 200: { description: "The new set", key: "external_identifiers", schema: identifiersJson }, 404: notFound, 409: uniqueConflict },
    },
    {
      method: "get",
      path: `${base}/external_identifiers/{key}`,
      summary: `One external identifier of ${of}`,
      tool: `get_${owner}_external_identifier`,
      graphql: graphql("externalIdentifier", "get_ad_external_identifier"),
      handler: async ({ actor, params }) => ({ body: { external_identifier: await getIdentifier(actor, ref(params), params.key) } }),
      responses: { 200: { description: "The identifier", key: "external_identifier", schema: identifierJson }, 404: { description: "Not set" } },
    },
    {
      method: "put",
      path: `${base}/external_identifiers/{key}`,
      summary: `Set one external identifier of ${of} (key: ^[a-z][a-z0-9_.:-]*$, at most 64 characters)`,
      tool: `set_${owner}_external_identifier`,
      graphql: graphql("setExternalIdentifier", "set_ad_external_identifier"),
      handler: async ({ actor, params, body }) => ({ body: { external_identifier: await setIdentifier(actor, ref(params), params.key, body) } }),
      body: { key: "external_identifier", schema: externalIdentifierValueSchema },
      responses: { 200: { description: "The identifier", key: "external_identifier", schema: identifierJson }, 404: notFound, 409: uniqueConflict },
    },
    {
      method: "delete",
      path: `${base}/external_identifiers/{key}`,
      summary: `Remove one external identifier of ${of}`,
      tool: `delete_${owner}_external_identifier`,
      graphql: graphql("removeExternalIdentifier", "delete_ad_external_identifier"),
      handler: noContent(({ actor, params }) => removeIdentifier(actor, ref(params), params.key)),
      responses: { 204: { description: "Removed" }, 404: { description: "Not set" } },
    },
  ]);
}

export const distributionOperations = defineOperations([
  ...identifierOperations("/api/v1/projects/{project_id}", "project"),
  ...identifierOperations(AD, "ad"),
  {
    method: "get",
    path: "/api/v1/external_identifiers/lookup",
    summary: "Find the projects, ads and ad runs of this account that carry an external identifier",
    tool: "lookup_external_identifiers",
    title: "Look up external identifiers",
    graphql: { name: "externalIdentifierLookup" },
    handler: async ({ actor, query }) => ({ body: await lookupIdentifiers(actor, { key: query.key ?? "", value: query.value ?? "" }) }),
    description:
      "Exact match on key and value. Run columns are matched when key is external_account_id, external_campaign_id, external_ad_group_id or external_ad_id.",
    query: lookupQuerySchema,
    responses: { 200: { description: "Matches (at most 100 of each kind)", schema: lookupJson } },
  },
  {
    method: "get",
    path: `${AD}/distribution`,
    summary: "The ad's distribution summary (the object embedded in the ad as `distribution`)",
    tool: "get_ad_distribution",
    handler: async ({ actor, params }) => ({ body: { distribution: await getAdDistribution(actor, params.project_id, params.ad_id) } }),
    responses: { 200: { description: "The summary, every field filled", key: "distribution", schema: adDistributionJson }, 404: notFound },
  },
  {
    method: "get",
    path: "/api/v1/projects/{project_id}/ad_runs",
    summary: "List the runs of all the project's ads, newest first, optionally filtered",
    tool: "list_project_ad_runs",
    handler: async ({ actor, params, query }) => {
      const filters = Object.fromEntries(Object.entries(query).filter(([name, value]) => name in runQuerySchema.shape && value !== null));
      return { body: await listProjectRuns(actor, params.project_id, toPage(query), filters) };
    },
    query: pageSchema.extend(runQuerySchema.shape),
    responses: { 200: { description: "A page of runs", schema: pageOf("ad_runs", adRunJson) }, 404: notFound },
  },
  run.list({ summary: "List the runs of an ad, newest first, with their roll-ups", run: listRuns }),
  run.create({
    summary: "Record a distribution run of the ad (starts as draft; its status follows lifecycle observations)",
    schema: createRunSchema,
    run: createRun,
  }),
  run.get({ summary: "Get a run with its roll-ups", run: getRun }),
  run.update({ summary: "Update a run's descriptive fields (status and dates are projected, not set)", schema: updateRunSchema, run: updateRun }),
  run.remove({ summary: "Delete a run and its observations", run: deleteRun }),
  {
    method: "get",
    path: observation.path,
    summary: "List a run's observations, newest first",
    tool: "list_observations",
    handler: async ({ actor, params, query }) => ({ body: await listObservations(actor, params.project_id, params.ad_id, params.run_id, toPage(query), { kind: query.kind ?? undefined }) }),
    query: pageSchema.extend(observationQuerySchema.shape),
    responses: {
      200: { description: "A page of observations", schema: pageOf("observations", observationJson) },
      404: notFound,
    },
  },
  {
    method: "post",
    path: observation.path,
    summary: "Append an observation: a lifecycle event or metrics for a date window",
    tool: "record_observation",
    handler: async ({ actor, params, body, idempotencyKey }) => {
      const { observation, replayed } = await recordObservation(actor, params.project_id, params.ad_id, params.run_id, body, idempotencyKey);
      return appended({ observation }, replayed);
    },
    description:
      "Idempotent by `idempotency_key`: a replay answers the observation stored first; " +
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
    path: `${observation.path}/batch`,
    summary: "Append up to 500 observations of one run in order, all or nothing",
    tool: "record_observations",
    handler: async ({ actor, params, body }) => {
      const result = await recordObservations(actor, params.project_id, params.ad_id, params.run_id, observationsOf(body));
      return appended(result, result.created_count === 0);
    },
    description: "`observations`: each item follows the single-observation rules and is idempotent by its own key, so a batch can be retried whole.",
    body: { schema: z.object({ observations: z.array(observationSchema).min(1).max(500) }) },
    responses: {
      200: { description: "Every item was a replay (`Idempotent-Replayed: true`)", schema: batchJson, headers: ["Idempotent-Replayed"] },
      201: { description: "At least one item was stored", schema: batchJson },
      404: notFound,
      422: { description: "`validation_failed`, `idempotency_key_reused` or `currency_mismatch` (nothing stored)" },
    },
  },
  {
    method: "post",
    path: `${observation.path}/import`,
    summary: "Import a run's daily metrics from an ad platform's CSV export, all or nothing",
    tool: "import_observations_csv",
    title: "Import observations from a CSV",
    handler: async ({ actor, params, body }) => ({ body: await importMetricsCsv(actor, params.project_id, params.ad_id, params.run_id, body) }),
    description:
      "`csv`: the file's text, one row per day; columns by name, case ignored: date (or Day, Reporting starts), " +
      "impressions (Impr.), clicks (Link clicks), spend (Cost, Amount spent (USD)), conversions (Results, Conv.), revenue (Conv. value), currency (Currency code); " +
      "other columns are ignored and listed, title lines above the column names and total rows skipped. `currency` is used when the file names none. " +
      "A day imported again restates it. Any problem names its row and nothing is stored.",
    http: "The body is `{ import: { csv, currency? } }`.",
    body: { key: "import", schema: metricsImportSchema },
    responses: {
      201: { description: "The rows stored, how the columns were read, the run's health after", schema: metricsImportJson },
      404: notFound,
      422: { description: "`validation_failed` naming each row's problems, or `currency_mismatch` (nothing stored)" },
    },
  },
  observation.get({ summary: "Get one observation", run: getObservation }),
]);
