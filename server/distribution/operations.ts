import { z } from "zod";
import { errors } from "../errors";
import { pageSchema, toPage } from "../http/pagination";
import type { Operation } from "../operations/operation";
import { getObservation, listObservations, recordObservation, recordObservations } from "./observations";
import { createRun, deleteRun, getRun, listProjectRuns, listRuns, updateRun } from "./runs";
import { createRunSchema, observationQuerySchema, observationSchema, runQuerySchema, updateRunSchema } from "./schema";
import { getAdDistribution } from "./service";
import { adRunJson, batchJson, distributionJson, observationJson } from "./shapes";

const AD = "/api/v1/projects/{id}/ads/{adId}";
const RUN = `${AD}/ad_runs/{runId}`;
const notFound = { description: "No such project, ad or run in this account" };
const tag = "Distribution";

/** The batch body is `{ observations: [...] }`, not wrapped per item. */
function observationsOf(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body) || !("observations" in body)) {
    throw errors.validation(["observations: is required and must be an array"]);
  }
  return (body as { observations: unknown }).observations;
}

export const distributionOperations: Operation[] = [
  {
    method: "get",
    path: `${AD}/distribution`,
    tag,
    summary: "The ad's distribution summary (the object embedded in the ad as `distribution`)",
    tool: "get_ad_distribution",
    handler: async ({ actor, params }) => ({ body: { distribution: await getAdDistribution(actor, params.project_id, params.ad_id) } }),
    responses: { 200: { description: "The summary", key: "distribution", schema: distributionJson }, 404: notFound },
  },
  {
    method: "get",
    path: "/api/v1/projects/{id}/ad_runs",
    tag,
    summary: "List the runs of all the project's ads, newest first, optionally filtered",
    tool: "list_project_ad_runs",
    handler: async ({ actor, params, query }) => {
      const filters = Object.fromEntries(Object.entries(query).filter(([name, value]) => name in runQuerySchema.shape && value !== null));
      return { body: await listProjectRuns(actor, params.project_id, toPage(query), filters) };
    },
    query: pageSchema.extend(runQuerySchema.shape),
    responses: { 200: { description: "A page of runs", schema: z.object({ ad_runs: z.array(adRunJson), next_cursor: z.string().nullable() }) }, 404: notFound },
  },
  {
    method: "get",
    path: `${AD}/ad_runs`,
    tag,
    summary: "List the runs of an ad, newest first, with their roll-ups",
    tool: "list_ad_runs",
    handler: async ({ actor, params, query }) => ({ body: await listRuns(actor, params.project_id, params.ad_id, toPage(query)) }),
    query: pageSchema,
    responses: { 200: { description: "A page of runs", schema: z.object({ ad_runs: z.array(adRunJson), next_cursor: z.string().nullable() }) }, 404: notFound },
  },
  {
    method: "post",
    path: `${AD}/ad_runs`,
    tag,
    summary: "Record a distribution run of the ad (starts as draft; its status follows lifecycle observations)",
    tool: "create_ad_run",
    handler: async ({ actor, params, body }) => ({ body: { ad_run: await createRun(actor, params.project_id, params.ad_id, body) } }),
    body: { key: "ad_run", schema: createRunSchema },
    responses: { 201: { description: "The run", key: "ad_run", schema: adRunJson }, 404: notFound },
  },
  {
    method: "get",
    path: RUN,
    tag,
    summary: "Get a run with its roll-ups",
    tool: "get_ad_run",
    handler: async ({ actor, params }) => ({ body: { ad_run: await getRun(actor, params.project_id, params.ad_id, params.run_id) } }),
    responses: { 200: { description: "The run", key: "ad_run", schema: adRunJson }, 404: notFound },
  },
  {
    method: "patch",
    path: RUN,
    tag,
    summary: "Update a run's descriptive fields (status and dates are projected, not set)",
    tool: "update_ad_run",
    handler: async ({ actor, params, body }) => ({ body: { ad_run: await updateRun(actor, params.project_id, params.ad_id, params.run_id, body) } }),
    body: { key: "ad_run", schema: updateRunSchema },
    responses: { 200: { description: "The run", key: "ad_run", schema: adRunJson }, 404: notFound },
  },
  {
    method: "delete",
    path: RUN,
    tag,
    summary: "Delete a run and its observations",
    tool: "delete_ad_run",
    handler: async ({ actor, params }) => {
      await deleteRun(actor, params.project_id, params.ad_id, params.run_id);
      return { body: null };
    },
    responses: { 204: { description: "Deleted" }, 404: notFound },
  },
  {
    method: "get",
    path: `${RUN}/observations`,
    tag,
    summary: "List a run's observations, newest first",
    tool: "list_observations",
    handler: async ({ actor, params, query }) => ({ body: await listObservations(actor, params.project_id, params.ad_id, params.run_id, toPage(query), { kind: query.kind ?? undefined }) }),
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
    tool: "record_observation",
    handler: async ({ actor, params, body, idempotencyKey }) => {
      const { observation, replayed } = await recordObservation(actor, params.project_id, params.ad_id, params.run_id, body, idempotencyKey);
      return { body: { observation }, status: replayed ? 200 : 201, replayed };
    },
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
    tool: "record_observations",
    handler: async ({ actor, params, body }) => {
      const result = await recordObservations(actor, params.project_id, params.ad_id, params.run_id, observationsOf(body));
      const replayed = result.created_count === 0;
      return { body: result, status: replayed ? 200 : 201, replayed };
    },
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
    tool: "get_observation",
    handler: async ({ actor, params }) => ({ body: { observation: await getObservation(actor, params.project_id, params.ad_id, params.run_id, params.observation_id) } }),
    responses: { 200: { description: "The observation", key: "observation", schema: observationJson }, 404: notFound },
  },
];
