import { z } from "zod";
import { defineOperations } from "../operations/operation";
import { resourceOperations } from "../operations/crud";
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

const hypothesis = resourceOperations({ key: "hypothesis", plural: "hypotheses", json: hypothesisJson, under: "/api/v1/projects/{project_id}" });
const finding = resourceOperations({ key: "finding", plural: "findings", json: findingJson, under: hypothesis.item });
const experiment = resourceOperations({ key: "experiment", plural: "experiments", json: experimentJson, under: hypothesis.item });
const subject = resourceOperations({ key: "subject", plural: "subjects", json: subjectJson, under: experiment.item });

export const learningOperations = defineOperations([
  hypothesis.list({ summary: "List hypotheses of a project, newest first", description: "get_brief sums up what was learned of each.", run: listHypotheses }),
  hypothesis.create({
    summary: "Create a hypothesis (audience scope optional, fixed at creation)",
    description: "`author` and `agent_authored` come from the credential. `audience_id` (UUID or slug) must be an audience of the project.",
    schema: createHypothesisSchema,
    run: createHypothesis,
  }),
  {
    method: "get",
    path: `${hypothesis.path}/brief`,
    summary: "The hypothesis brief: read it before generating ads",
    tool: "get_brief",
    handler: async ({ actor, params, query }) => ({ body: { brief: await getBrief(actor, params.project_id, { audience_id: query.audience_id ?? undefined }) } }),
    description:
      "Per hypothesis: counts by signal over current (non-superseded) findings, untested, contested, latest signal, ongoing experiments with subjects; plus precedent ranked by word overlap. With `audience_id`, the audience's hypotheses and the unscoped ones.",
    query: briefQuerySchema,
    responses: { 200: { description: "The brief", key: "brief", schema: briefJson }, 404: notFound },
  },
  hypothesis.get({ summary: "Get a hypothesis", run: getHypothesis }),
  hypothesis.update({
    summary: "Update a hypothesis's statement (any other field, including audience_id, is refused with 422)",
    schema: updateHypothesisSchema,
    run: updateHypothesis,
  }),
  hypothesis.remove({
    summary: "Delete an untested hypothesis",
    description: "A tested one stays.",
    run: deleteHypothesis,
    responses: { 409: { description: "`hypothesis_has_findings`: it is part of the learning record and stays" } },
  }),
  finding.list({ summary: "List findings of a hypothesis, newest first (superseded ones included, flagged)", run: listFindings }),
  {
    method: "post",
    path: finding.path,
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
  finding.get({ summary: "Get a finding", run: getFinding }),
  finding.update({
    summary: "Change a finding's signal (the only mutable field; others are refused with 422)",
    schema: updateFindingSchema,
    run: updateFinding,
  }),
  experiment.list({ summary: "List experiments of a hypothesis, newest first", description: "Each with its subjects.", run: listExperiments }),
  experiment.create({
    summary: "Open an experiment (`ongoing`; `concluded` when window_end is given)",
    description: "create_finding can also open one.",
    schema: createExperimentSchema,
    run: createExperiment,
  }),
  experiment.get({ summary: "Get an experiment with its subjects", run: getExperiment }),
  experiment.update({
    summary: "Update an experiment; setting window_end concludes it",
    schema: updateExperimentSchema,
    run: updateExperiment,
    responses: { 409: { description: "`experiment_concluded`: window_end cannot be cleared" } },
  }),
  experiment.remove({
    summary: "Delete an experiment and its subjects",
    run: deleteExperiment,
    responses: { 409: { description: "`experiment_has_findings`" } },
  }),
  subject.list({ summary: "List subjects of an experiment, newest first", description: "What it compares.", run: listSubjects }),
  subject.create({
    summary: "Add a subject: exactly one of creative_composition_id (an ad), ad_run_id or external_ref",
    schema: subjectInputSchema,
    run: createSubject,
  }),
  subject.remove({ summary: "Remove a subject", run: deleteSubject }),
]);
