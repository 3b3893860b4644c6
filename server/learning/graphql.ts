import { builder } from "../graphql/builder";
import { connection, pageEdge, type Loader } from "../graphql/helpers";
import { objectFields, zodObject } from "../graphql/zod";
import { answerAs } from "../graphql/operations";
import { listExperiments } from "./experiments";
import { listFindings } from "./findings";
import {
  experimentInclude,
  findingInclude,
  hypothesisInclude,
  serializeExperiment,
  serializeFinding,
  serializeHypothesis,
  serializeSubject,
  type ExperimentRecord,
  type FindingRecord,
  type HypothesisRecord,
} from "./serializer";
import { briefJson, experimentJson, findingJson, hypothesisJson, subjectJson } from "./shapes";

const oldestFirst = { orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }] };

const subjectFields = objectFields("Subject", subjectJson);
const experimentFields = objectFields("Experiment", experimentJson.omit({ subjects: true }));
const findingFields = objectFields("Finding", findingJson);
const hypothesisFields = objectFields("Hypothesis", hypothesisJson);

export const SubjectType = builder.prismaObject("Subject", { fields: (t) => subjectFields(t, serializeSubject) });

export const ExperimentType = builder.prismaObject("Experiment", {
  include: experimentInclude,
  fields: (t) => ({
    ...experimentFields<ExperimentRecord>(t, serializeExperiment),
    subjects: t.relation("subjects", { query: oldestFirst }),
  }),
});

export const FindingType = builder.prismaObject("Finding", {
  include: findingInclude,
  fields: (t) => findingFields<FindingRecord>(t, serializeFinding),
});

// An experiment's subjects are part of its JSON (as in REST); a hypothesis's findings and experiments
// are connections over the pages of their REST lists (below).
export const HypothesisType = builder.prismaObject("Hypothesis", {
  include: hypothesisInclude,
  fields: (t) => hypothesisFields<HypothesisRecord>(t, serializeHypothesis),
});

// The brief (spec 2.10): plain objects computed by the service from a fixed number of queries. Its
// nested types are named here; their lists count flat (server/graphql/zod.ts).
const briefHypothesis = briefJson.shape.hypotheses.element;
zodObject("BriefSubject", briefHypothesis.shape.ongoing_experiments.element.shape.subjects.element);
zodObject("BriefExperiment", briefHypothesis.shape.ongoing_experiments.element);
zodObject("BriefHypothesis", briefHypothesis);
zodObject("BriefPrecedent", briefJson.shape.precedent.element);
zodObject("BriefScope", briefJson.shape.scope);
const HypothesisBrief = zodObject("HypothesisBrief", briefJson);

const FindingConnection = connection("Finding", FindingType);
const ExperimentConnection = connection("Experiment", ExperimentType);
const loadFindings: Loader = (ctx, query, ids) => ctx.prisma.finding.findMany({ ...query, where: { id: { in: ids } } });
const loadExperiments: Loader = (ctx, query, ids) => ctx.prisma.experiment.findMany({ ...query, where: { id: { in: ids } } });
type Hypothesis = { id: string; projectId: string };

builder.prismaObjectFields("Hypothesis", (t) => ({
  findings: pageEdge(t, {
    type: FindingConnection,
    description: "Newest first, superseded ones included: the pages of GET .../findings.",
    key: "findings",
    load: loadFindings,
    list: (h: Hypothesis, page, ctx) => listFindings(ctx.actor, h.projectId, h.id, page),
  }),
  experiments: pageEdge(t, {
    type: ExperimentConnection,
    description: "Newest first: the pages of GET .../experiments.",
    key: "experiments",
    load: loadExperiments,
    list: (h: Hypothesis, page, ctx) => listExperiments(ctx.actor, h.projectId, h.id, page),
  }),
}));
// The queries and mutations are derived from the operation definitions (server/graphql/operations.ts);
// createFinding answers REST's `{ finding, experiment }` as a payload of those two types.
answerAs(hypothesisJson, "Hypothesis", HypothesisType, (ctx, query, ids) => ctx.prisma.hypothesis.findMany({ ...query, where: { id: { in: ids } } }));
answerAs(findingJson, "Finding", FindingType, loadFindings);
answerAs(experimentJson, "Experiment", ExperimentType, loadExperiments);
answerAs(subjectJson, "Subject", SubjectType, (ctx, query, ids) => ctx.prisma.subject.findMany({ ...query, where: { id: { in: ids } } }));
answerAs(briefJson, "HypothesisBrief", HypothesisBrief);
