import { z } from "zod";
import type { Endpoint } from "../openapi/registry";
import { pageSchema } from "../http/pagination";
import {
  briefQuerySchema,
  createExperimentSchema,
  createFindingSchema,
  createHypothesisSchema,
  subjectInputSchema,
  updateExperimentSchema,
  updateFindingSchema,
  updateHypothesisSchema,
} from "./schema";
import { briefJson, experimentJson, findingJson, hypothesisJson, subjectJson } from "./shapes";

const tag = "Learning";
const H = "/api/v1/projects/{project_id}/hypotheses";
const notFound = { description: "No such project, hypothesis, finding or experiment in this account" };
const page = (key: string, schema: z.ZodType) => z.object({ [key]: z.array(schema), next_cursor: z.string().nullable() });

export const learningEndpoints: Endpoint[] = [
  { method: "get", path: H, tag, summary: "List hypotheses of a project, newest first", query: pageSchema, responses: { 200: { description: "A page of hypotheses", schema: page("hypotheses", hypothesisJson) }, 404: notFound } },
  {
    method: "post",
    path: H,
    tag,
    summary: "Create a hypothesis (audience scope optional, fixed at creation)",
    description: "`author` and `agent_authored` come from the credential. `audience_id` (UUID or slug) must be an audience of the project.",
    body: { key: "hypothesis", schema: createHypothesisSchema },
    responses: { 201: { description: "The hypothesis", key: "hypothesis", schema: hypothesisJson }, 404: notFound },
  },
  {
    method: "get",
    path: `${H}/brief`,
    tag,
    summary: "The hypothesis brief: read it before generating ads",
    description:
      "Per hypothesis: counts by signal over current (non-superseded) findings, untested, contested, latest signal, ongoing experiments with subjects; plus precedent ranked by word overlap. With `audience_id`, the audience's hypotheses and the unscoped ones.",
    query: briefQuerySchema,
    responses: { 200: { description: "The brief", key: "brief", schema: briefJson }, 404: notFound },
  },
  { method: "get", path: `${H}/{id}`, tag, summary: "Get a hypothesis", responses: { 200: { description: "The hypothesis", key: "hypothesis", schema: hypothesisJson }, 404: notFound } },
  {
    method: "patch",
    path: `${H}/{id}`,
    tag,
    summary: "Update a hypothesis's statement (any other field, including audience_id, is refused with 422)",
    body: { key: "hypothesis", schema: updateHypothesisSchema },
    responses: { 200: { description: "The hypothesis", key: "hypothesis", schema: hypothesisJson }, 404: notFound },
  },
  {
    method: "delete",
    path: `${H}/{id}`,
    tag,
    summary: "Delete an untested hypothesis",
    responses: { 204: { description: "Deleted" }, 404: notFound, 409: { description: "`hypothesis_has_findings`: it is part of the learning record and stays" } },
  },
  {
    method: "get",
    path: `${H}/{hypothesis_id}/findings`,
    tag,
    summary: "List findings of a hypothesis, newest first (superseded ones included, flagged)",
    query: pageSchema,
    responses: { 200: { description: "A page of findings", schema: page("findings", findingJson) }, 404: notFound },
  },
  {
    method: "post",
    path: `${H}/{hypothesis_id}/findings`,
    tag,
    summary: "Record a finding (append-only)",
    description:
      "`experiment_id` (of this hypothesis) attaches it, and `window_end` then concludes that experiment in the same write. `subjects` (each `{ name?, creative_composition_id | ad_run_id | external_ref }`) without `experiment_id` opens a new experiment with them (`context`, `window_start` optional). Both together: 422. Neither: no experiment. `supersedes_finding_id` corrects an earlier finding of the same hypothesis (once: 409 `finding_already_superseded`).",
    body: { key: "finding", schema: createFindingSchema },
    responses: { 201: { description: "The finding", key: "finding", schema: findingJson }, 404: notFound, 409: { description: "`finding_already_superseded`" } },
  },
  { method: "get", path: `${H}/{hypothesis_id}/findings/{id}`, tag, summary: "Get a finding", responses: { 200: { description: "The finding", key: "finding", schema: findingJson }, 404: notFound } },
  {
    method: "patch",
    path: `${H}/{hypothesis_id}/findings/{id}`,
    tag,
    summary: "Change a finding's signal (the only mutable field; others are refused with 422)",
    body: { key: "finding", schema: updateFindingSchema },
    responses: { 200: { description: "The finding", key: "finding", schema: findingJson }, 404: notFound },
  },
  {
    method: "get",
    path: `${H}/{hypothesis_id}/experiments`,
    tag,
    summary: "List experiments of a hypothesis, newest first",
    query: pageSchema,
    responses: { 200: { description: "A page of experiments", schema: page("experiments", experimentJson) }, 404: notFound },
  },
  {
    method: "post",
    path: `${H}/{hypothesis_id}/experiments`,
    tag,
    summary: "Open an experiment (`ongoing`; `concluded` when window_end is given)",
    body: { key: "experiment", schema: createExperimentSchema },
    responses: { 201: { description: "The experiment", key: "experiment", schema: experimentJson }, 404: notFound },
  },
  { method: "get", path: `${H}/{hypothesis_id}/experiments/{id}`, tag, summary: "Get an experiment with its subjects", responses: { 200: { description: "The experiment", key: "experiment", schema: experimentJson }, 404: notFound } },
  {
    method: "patch",
    path: `${H}/{hypothesis_id}/experiments/{id}`,
    tag,
    summary: "Update an experiment; setting window_end concludes it",
    body: { key: "experiment", schema: updateExperimentSchema },
    responses: { 200: { description: "The experiment", key: "experiment", schema: experimentJson }, 404: notFound, 409: { description: "`experiment_concluded`: window_end cannot be cleared" } },
  },
  {
    method: "delete",
    path: `${H}/{hypothesis_id}/experiments/{id}`,
    tag,
    summary: "Delete an experiment and its subjects",
    responses: { 204: { description: "Deleted" }, 404: notFound, 409: { description: "`experiment_has_findings`" } },
  },
  {
    method: "get",
    path: `${H}/{hypothesis_id}/experiments/{experiment_id}/subjects`,
    tag,
    summary: "List subjects of an experiment, newest first",
    query: pageSchema,
    responses: { 200: { description: "A page of subjects", schema: page("subjects", subjectJson) }, 404: notFound },
  },
  {
    method: "post",
    path: `${H}/{hypothesis_id}/experiments/{experiment_id}/subjects`,
    tag,
    summary: "Add a subject: exactly one of creative_composition_id (an ad), ad_run_id or external_ref",
    body: { key: "subject", schema: subjectInputSchema },
    responses: { 201: { description: "The subject", key: "subject", schema: subjectJson }, 404: notFound },
  },
  {
    method: "delete",
    path: `${H}/{hypothesis_id}/experiments/{experiment_id}/subjects/{id}`,
    tag,
    summary: "Remove a subject",
    responses: { 204: { description: "Deleted" }, 404: notFound },
  },
];
