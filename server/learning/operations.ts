import { z } from "zod";
import { defineOperations } from "../operations/operation";
import { pageOf, pageSchema, toPage } from "../http/pagination";
import { getBrief } from "./brief";
import { createExperiment, createSubject, deleteExperiment, deleteSubject, getExperiment, listExperiments, listSubjects, updateExperiment } from "./experiments";
import { getFinding, listFindings, recordFinding, updateFinding } from "./findings";
import { createHypothesis, deleteHypothesis, getHypothesis, listHypotheses, updateHypothesis } from "./hypotheses";
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
import { notFound } from "../openapi/registry";

const tag = "Learning";
const H = "/api/v1/projects/{project_id}/hypotheses";

export const learningOperations = defineOperations([
  { method: "get", path: H, tag, summary: "List hypotheses of a project, newest first",
    tool: "list_hypotheses",
    handler: async ({ actor, params, query }) => ({ body: await listHypotheses(actor, params.project_id, toPage(query)) }), query: pageSchema, responses: { 200: { description: "A page of hypotheses", schema: pageOf("hypotheses", hypothesisJson) }, 404: notFound } },
  {
    method: "post",
    path: H,
    tag,
    summary: "Create a hypothesis (audience scope optional, fixed at creation)",
    tool: "create_hypothesis",
    handler: async ({ actor, params, body }) => ({ body: { hypothesis: await createHypothesis(actor, params.project_id, body) } }),
    description: "`author` and `agent_authored` come from the credential. `audience_id` (UUID or slug) must be an audience of the project.",
    body: { key: "hypothesis", schema: createHypothesisSchema },
    responses: { 201: { description: "The hypothesis", key: "hypothesis", schema: hypothesisJson }, 404: notFound },
  },
  {
    method: "get",
    path: `${H}/brief`,
    tag,
    summary: "The hypothesis brief: read it before generating ads",
    tool: "get_brief",
    handler: async ({ actor, params, query }) => ({ body: { brief: await getBrief(actor, params.project_id, { audience_id: query.audience_id ?? undefined }) } }),
    description:
      "Per hypothesis: counts by signal over current (non-superseded) findings, untested, contested, latest signal, ongoing experiments with subjects; plus precedent ranked by word overlap. With `audience_id`, the audience's hypotheses and the unscoped ones.",
    query: briefQuerySchema,
    responses: { 200: { description: "The brief", key: "brief", schema: briefJson }, 404: notFound },
  },
  { method: "get", path: `${H}/{id}`, tag, summary: "Get a hypothesis",
    tool: "get_hypothesis",
    handler: async ({ actor, params }) => ({ body: { hypothesis: await getHypothesis(actor, params.project_id, params.hypothesis_id) } }), responses: { 200: { description: "The hypothesis", key: "hypothesis", schema: hypothesisJson }, 404: notFound } },
  {
    method: "patch",
    path: `${H}/{id}`,
    tag,
    summary: "Update a hypothesis's statement (any other field, including audience_id, is refused with 422)",
    tool: "update_hypothesis",
    handler: async ({ actor, params, body }) => ({ body: { hypothesis: await updateHypothesis(actor, params.project_id, params.hypothesis_id, body) } }),
    body: { key: "hypothesis", schema: updateHypothesisSchema },
    responses: { 200: { description: "The hypothesis", key: "hypothesis", schema: hypothesisJson }, 404: notFound },
  },
  {
    method: "delete",
    path: `${H}/{id}`,
    tag,
    summary: "Delete an untested hypothesis",
    tool: "delete_hypothesis",
    handler: async ({ actor, params }) => {
      await deleteHypothesis(actor, params.project_id, params.hypothesis_id);
      return { body: null };
    },
    responses: { 204: { description: "Deleted" }, 404: notFound, 409: { description: "`hypothesis_has_findings`: it is part of the learning record and stays" } },
  },
  {
    method: "get",
    path: `${H}/{hypothesis_id}/findings`,
    tag,
    summary: "List findings of a hypothesis, newest first (superseded ones included, flagged)",
    tool: "list_findings",
    handler: async ({ actor, params, query }) => ({ body: await listFindings(actor, params.project_id, params.hypothesis_id, toPage(query)) }),
    query: pageSchema,
    responses: { 200: { description: "A page of findings", schema: pageOf("findings", findingJson) }, 404: notFound },
  },
  {
    method: "post",
    path: `${H}/{hypothesis_id}/findings`,
    tag,
    summary: "Record a finding (append-only)",
    tool: "create_finding",
    handler: async ({ actor, params, body }) => ({ body: await recordFinding(actor, params.project_id, params.hypothesis_id, body) }),
    description:
      "`experiment_id` (of this hypothesis) attaches it, and `window_end` then concludes that experiment in the same write. `subjects` (each `{ name?, creative_composition_id | ad_run_id | external_ref }`) without `experiment_id` opens a new experiment with them (`context`, `window_start` optional). Both together: 422. Neither: no experiment. `supersedes_finding_id` corrects an earlier finding of the same hypothesis (once: 409 `finding_already_superseded`).",
    body: { key: "finding", schema: createFindingSchema },
    responses: {
      201: {
        description: "The finding, and the experiment it belongs to with its subjects (null without one)",
        schema: z.object({ finding: findingJson, experiment: experimentJson.nullable() }),
      },
      404: notFound,
      409: { description: "`finding_already_superseded`" },
    },
  },
  { method: "get", path: `${H}/{hypothesis_id}/findings/{id}`, tag, summary: "Get a finding",
    tool: "get_finding",
    handler: async ({ actor, params }) => ({ body: { finding: await getFinding(actor, params.project_id, params.hypothesis_id, params.finding_id) } }), responses: { 200: { description: "The finding", key: "finding", schema: findingJson }, 404: notFound } },
  {
    method: "patch",
    path: `${H}/{hypothesis_id}/findings/{id}`,
    tag,
    summary: "Change a finding's signal (the only mutable field; others are refused with 422)",
    tool: "update_finding",
    handler: async ({ actor, params, body }) => ({ body: { finding: await updateFinding(actor, params.project_id, params.hypothesis_id, params.finding_id, body) } }),
    body: { key: "finding", schema: updateFindingSchema },
    responses: { 200: { description: "The finding", key: "finding", schema: findingJson }, 404: notFound },
  },
  {
    method: "get",
    path: `${H}/{hypothesis_id}/experiments`,
    tag,
    summary: "List experiments of a hypothesis, newest first",
    tool: "list_experiments",
    handler: async ({ actor, params, query }) => ({ body: await listExperiments(actor, params.project_id, params.hypothesis_id, toPage(query)) }),
    query: pageSchema,
    responses: { 200: { description: "A page of experiments", schema: pageOf("experiments", experimentJson) }, 404: notFound },
  },
  {
    method: "post",
    path: `${H}/{hypothesis_id}/experiments`,
    tag,
    summary: "Open an experiment (`ongoing`; `concluded` when window_end is given)",
    tool: "create_experiment",
    handler: async ({ actor, params, body }) => ({ body: { experiment: await createExperiment(actor, params.project_id, params.hypothesis_id, body) } }),
    body: { key: "experiment", schema: createExperimentSchema },
    responses: { 201: { description: "The experiment", key: "experiment", schema: experimentJson }, 404: notFound },
  },
  { method: "get", path: `${H}/{hypothesis_id}/experiments/{id}`, tag, summary: "Get an experiment with its subjects",
    tool: "get_experiment",
    handler: async ({ actor, params }) => ({ body: { experiment: await getExperiment(actor, params.project_id, params.hypothesis_id, params.experiment_id) } }), responses: { 200: { description: "The experiment", key: "experiment", schema: experimentJson }, 404: notFound } },
  {
    method: "patch",
    path: `${H}/{hypothesis_id}/experiments/{id}`,
    tag,
    summary: "Update an experiment; setting window_end concludes it",
    tool: "update_experiment",
    handler: async ({ actor, params, body }) => ({ body: { experiment: await updateExperiment(actor, params.project_id, params.hypothesis_id, params.experiment_id, body) } }),
    body: { key: "experiment", schema: updateExperimentSchema },
    responses: { 200: { description: "The experiment", key: "experiment", schema: experimentJson }, 404: notFound, 409: { description: "`experiment_concluded`: window_end cannot be cleared" } },
  },
  {
    method: "delete",
    path: `${H}/{hypothesis_id}/experiments/{id}`,
    tag,
    summary: "Delete an experiment and its subjects",
    tool: "delete_experiment",
    handler: async ({ actor, params }) => {
      await deleteExperiment(actor, params.project_id, params.hypothesis_id, params.experiment_id);
      return { body: null };
    },
    responses: { 204: { description: "Deleted" }, 404: notFound, 409: { description: "`experiment_has_findings`" } },
  },
  {
    method: "get",
    path: `${H}/{hypothesis_id}/experiments/{experiment_id}/subjects`,
    tag,
    summary: "List subjects of an experiment, newest first",
    tool: "list_subjects",
    handler: async ({ actor, params, query }) => ({ body: await listSubjects(actor, params.project_id, params.hypothesis_id, params.experiment_id, toPage(query)) }),
    query: pageSchema,
    responses: { 200: { description: "A page of subjects", schema: pageOf("subjects", subjectJson) }, 404: notFound },
  },
  {
    method: "post",
    path: `${H}/{hypothesis_id}/experiments/{experiment_id}/subjects`,
    tag,
    summary: "Add a subject: exactly one of creative_composition_id (an ad), ad_run_id or external_ref",
    tool: "create_subject",
    handler: async ({ actor, params, body }) => ({ body: { subject: await createSubject(actor, params.project_id, params.hypothesis_id, params.experiment_id, body) } }),
    body: { key: "subject", schema: subjectInputSchema },
    responses: { 201: { description: "The subject", key: "subject", schema: subjectJson }, 404: notFound },
  },
  {
    method: "delete",
    path: `${H}/{hypothesis_id}/experiments/{experiment_id}/subjects/{id}`,
    tag,
    summary: "Remove a subject",
    tool: "delete_subject",
    handler: async ({ actor, params }) => {
      await deleteSubject(actor, params.project_id, params.hypothesis_id, params.experiment_id, params.subject_id);
      return { body: null };
    },
    responses: { 204: { description: "Deleted" }, 404: notFound },
  },
]);
