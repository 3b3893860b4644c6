import { builder } from "../graphql/builder";
import { connection, nodesQuery, reloadInOrder } from "../graphql/helpers";
import { objectFields, zodInput, zodObject } from "../graphql/zod";
import { toPage } from "../http/pagination";
import { getBrief } from "./brief";
import { createExperiment, createSubject, deleteExperiment, deleteSubject, getExperiment, listExperiments, listSubjects, updateExperiment } from "./experiments";
import { createFinding, getFinding, listFindings, updateFinding } from "./findings";
import { createHypothesis, deleteHypothesis, getHypothesis, listHypotheses, updateHypothesis } from "./hypotheses";
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
import {
  createExperimentSchema,
  createFindingSchema,
  createHypothesisSchema,
  subjectInputSchema,
  updateExperimentSchema,
  updateFindingSchema,
  updateHypothesisSchema,
} from "./schema";

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

const HypothesisConnection = connection("Hypothesis", HypothesisType);
const FindingConnection = connection("Finding", FindingType);
const ExperimentConnection = connection("Experiment", ExperimentType);
const SubjectConnection = connection("Subject", SubjectType);

builder.prismaObjectFields("Hypothesis", (t) => ({
  findings: t.field({
    type: FindingConnection,
    description: "Newest first, superseded ones included: the pages of GET .../findings.",
    args: { limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (h, args, ctx, info) => {
      const { findings, next_cursor } = await listFindings(ctx.actor, h.projectId, h.id, toPage(args));
      const query = nodesQuery(ctx, info);
      return { nodes: await reloadInOrder(findings.map((r) => r.id), (where) => ctx.prisma.finding.findMany({ ...query, where })), next_cursor };
    },
  }),
  experiments: t.field({
    type: ExperimentConnection,
    description: "Newest first: the pages of GET .../experiments.",
    args: { limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (h, args, ctx, info) => {
      const { experiments, next_cursor } = await listExperiments(ctx.actor, h.projectId, h.id, toPage(args));
      const query = nodesQuery(ctx, info);
      return { nodes: await reloadInOrder(experiments.map((r) => r.id), (where) => ctx.prisma.experiment.findMany({ ...query, where })), next_cursor };
    },
  }),
}));
const CreateHypothesisInput = zodInput("CreateHypothesisInput", createHypothesisSchema);
const UpdateHypothesisInput = zodInput("UpdateHypothesisInput", updateHypothesisSchema);
const CreateFindingInput = zodInput("CreateFindingInput", createFindingSchema);
const UpdateFindingInput = zodInput("UpdateFindingInput", updateFindingSchema);
const CreateExperimentInput = zodInput("CreateExperimentInput", createExperimentSchema);
const UpdateExperimentInput = zodInput("UpdateExperimentInput", updateExperimentSchema);
const SubjectInput = zodInput("SubjectInput", subjectInputSchema);

builder.queryFields((t) => ({
  hypotheses: t.field({
    type: HypothesisConnection,
    args: { projectId: t.arg.string({ required: true }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx, info) => {
      const { hypotheses, next_cursor } = await listHypotheses(ctx.actor, args.projectId, toPage(args));
      const query = nodesQuery(ctx, info);
      return { nodes: await reloadInOrder(hypotheses.map((r) => r.id), (where) => ctx.prisma.hypothesis.findMany({ ...query, where })), next_cursor };
    },
  }),
  hypothesis: t.prismaField({
    type: "Hypothesis",
    args: { projectId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await getHypothesis(ctx.actor, args.projectId, args.id);
      return ctx.prisma.hypothesis.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  brief: t.field({
    type: HypothesisBrief,
    description: "The hypothesis brief of a project (spec 2.10), optionally scoped to one audience (UUID or slug).",
    args: { projectId: t.arg.string({ required: true }), audienceId: t.arg.string() },
    resolve: (_root, args, ctx) => getBrief(ctx.actor, args.projectId, { audience_id: args.audienceId ?? undefined }),
  }),
  findings: t.field({
    type: FindingConnection,
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx, info) => {
      const { findings, next_cursor } = await listFindings(ctx.actor, args.projectId, args.hypothesisId, toPage(args));
      const query = nodesQuery(ctx, info);
      return { nodes: await reloadInOrder(findings.map((r) => r.id), (where) => ctx.prisma.finding.findMany({ ...query, where })), next_cursor };
    },
  }),
  finding: t.prismaField({
    type: "Finding",
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await getFinding(ctx.actor, args.projectId, args.hypothesisId, args.id);
      return ctx.prisma.finding.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  experiments: t.field({
    type: ExperimentConnection,
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx, info) => {
      const { experiments, next_cursor } = await listExperiments(ctx.actor, args.projectId, args.hypothesisId, toPage(args));
      const query = nodesQuery(ctx, info);
      return { nodes: await reloadInOrder(experiments.map((r) => r.id), (where) => ctx.prisma.experiment.findMany({ ...query, where })), next_cursor };
    },
  }),
  experiment: t.prismaField({
    type: "Experiment",
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await getExperiment(ctx.actor, args.projectId, args.hypothesisId, args.id);
      return ctx.prisma.experiment.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  subjects: t.field({
    type: SubjectConnection,
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), experimentId: t.arg.string({ required: true }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx, info) => {
      const { subjects, next_cursor } = await listSubjects(ctx.actor, args.projectId, args.hypothesisId, args.experimentId, toPage(args));
      const query = nodesQuery(ctx, info);
      return { nodes: await reloadInOrder(subjects.map((r) => r.id), (where) => ctx.prisma.subject.findMany({ ...query, where })), next_cursor };
    },
  }),
}));

builder.mutationFields((t) => ({
  createHypothesis: t.prismaField({
    type: "Hypothesis",
    args: { projectId: t.arg.string({ required: true }), hypothesis: t.arg({ type: CreateHypothesisInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await createHypothesis(ctx.actor, args.projectId, args.hypothesis);
      return ctx.prisma.hypothesis.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  updateHypothesis: t.prismaField({
    type: "Hypothesis",
    args: { projectId: t.arg.string({ required: true }), id: t.arg.string({ required: true }), hypothesis: t.arg({ type: UpdateHypothesisInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await updateHypothesis(ctx.actor, args.projectId, args.id, args.hypothesis);
      return ctx.prisma.hypothesis.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  deleteHypothesis: t.boolean({
    args: { projectId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteHypothesis(ctx.actor, args.projectId, args.id);
      return true;
    },
  }),
  createFinding: t.prismaField({
    type: "Finding",
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), finding: t.arg({ type: CreateFindingInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await createFinding(ctx.actor, args.projectId, args.hypothesisId, args.finding);
      return ctx.prisma.finding.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  updateFinding: t.prismaField({
    type: "Finding",
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), id: t.arg.string({ required: true }), finding: t.arg({ type: UpdateFindingInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await updateFinding(ctx.actor, args.projectId, args.hypothesisId, args.id, args.finding);
      return ctx.prisma.finding.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  createExperiment: t.prismaField({
    type: "Experiment",
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), experiment: t.arg({ type: CreateExperimentInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await createExperiment(ctx.actor, args.projectId, args.hypothesisId, args.experiment);
      return ctx.prisma.experiment.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  updateExperiment: t.prismaField({
    type: "Experiment",
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), id: t.arg.string({ required: true }), experiment: t.arg({ type: UpdateExperimentInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await updateExperiment(ctx.actor, args.projectId, args.hypothesisId, args.id, args.experiment);
      return ctx.prisma.experiment.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  deleteExperiment: t.boolean({
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteExperiment(ctx.actor, args.projectId, args.hypothesisId, args.id);
      return true;
    },
  }),
  createSubject: t.prismaField({
    type: "Subject",
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), experimentId: t.arg.string({ required: true }), subject: t.arg({ type: SubjectInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await createSubject(ctx.actor, args.projectId, args.hypothesisId, args.experimentId, args.subject);
      return ctx.prisma.subject.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  deleteSubject: t.boolean({
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), experimentId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteSubject(ctx.actor, args.projectId, args.hypothesisId, args.experimentId, args.id);
      return true;
    },
  }),
}));
