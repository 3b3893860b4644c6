import { builder } from "../graphql/builder";
import { reloadInOrder, serializedFields } from "../graphql/helpers";
import { toPage } from "../http/pagination";
import { getBrief, type Brief } from "./brief";
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

const newestFirst = { orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }] };
const oldestFirst = { orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }] };

export const SubjectType = builder.prismaObject("Subject", {
  fields: (t) => ({
    ...serializedFields(t, serializeSubject, {
      id: "ID",
      experiment_id: "String",
      name: "String",
      kind: "String",
      creative_composition_id: { type: "String", nullable: true },
      ad_run_id: { type: "String", nullable: true },
      external_ref: { type: "String", nullable: true },
      created_at: "String",
      updated_at: "String",
    }),
  }),
});

export const ExperimentType = builder.prismaObject("Experiment", {
  include: experimentInclude,
  fields: (t) => ({
    ...serializedFields<ExperimentRecord, ReturnType<typeof serializeExperiment>>(t, serializeExperiment, {
      id: "ID",
      hypothesis_id: "String",
      context: "String",
      state: "String",
      window_start: "String",
      window_end: { type: "String", nullable: true },
      author: "String",
      agent_authored: "Boolean",
      created_at: "String",
      updated_at: "String",
    }),
    subjects: t.relation("subjects", { query: oldestFirst }),
  }),
});

export const FindingType = builder.prismaObject("Finding", {
  include: findingInclude,
  fields: (t) => ({
    ...serializedFields<FindingRecord, ReturnType<typeof serializeFinding>>(t, serializeFinding, {
      id: "ID",
      hypothesis_id: "String",
      experiment_id: { type: "String", nullable: true },
      body: "String",
      signal: "String",
      finding_at: "String",
      supersedes_finding_id: { type: "String", nullable: true },
      superseded: "Boolean",
      author: "String",
      agent_authored: "Boolean",
      created_at: "String",
      updated_at: "String",
    }),
  }),
});

export const HypothesisType = builder.prismaObject("Hypothesis", {
  include: hypothesisInclude,
  fields: (t) => ({
    ...serializedFields<HypothesisRecord, ReturnType<typeof serializeHypothesis>>(t, serializeHypothesis, {
      id: "ID",
      project_id: "String",
      organization_id: "String",
      statement: "String",
      audience_id: { type: "String", nullable: true },
      audience_label: "String",
      author: "String",
      agent_authored: "Boolean",
      created_at: "String",
      updated_at: "String",
    }),
    findings: t.relation("findings", { query: newestFirst }),
    experiments: t.relation("experiments", { query: newestFirst }),
  }),
});

// The brief: plain objects computed by the service (spec 2.10) from a fixed number of queries, so its
// nested lists do not multiply the query's complexity the way database-backed lists do.
const flat = { field: 1, multiplier: 1 };
type BriefJson = Brief;
type BriefHypothesisJson = BriefJson["hypotheses"][number];
type BriefExperimentJson = BriefHypothesisJson["ongoing_experiments"][number];
type BriefSubjectJson = BriefExperimentJson["subjects"][number];
type BriefPrecedentJson = BriefJson["precedent"][number];
type BriefScopeJson = BriefJson["scope"];
type SignalCountsJson = BriefHypothesisJson["signal_counts"];

const BriefSubject = builder.objectRef<BriefSubjectJson>("BriefSubject").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    kind: t.exposeString("kind"),
    creative_composition_id: t.exposeString("creative_composition_id", { nullable: true }),
    ad_run_id: t.exposeString("ad_run_id", { nullable: true }),
    external_ref: t.exposeString("external_ref", { nullable: true }),
  }),
});

const BriefExperiment = builder.objectRef<BriefExperimentJson>("BriefExperiment").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    context: t.exposeString("context"),
    window_start: t.exposeString("window_start"),
    window_end: t.exposeString("window_end", { nullable: true }),
    subjects: t.field({ type: [BriefSubject], complexity: flat, resolve: (e) => e.subjects }),
  }),
});

const SignalCounts = builder.objectRef<SignalCountsJson>("SignalCounts").implement({
  fields: (t) => ({ positive: t.exposeInt("positive"), negative: t.exposeInt("negative"), neutral: t.exposeInt("neutral") }),
});

const BriefHypothesis = builder.objectRef<BriefHypothesisJson>("BriefHypothesis").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    statement: t.exposeString("statement"),
    audience_id: t.exposeString("audience_id", { nullable: true }),
    audience_label: t.exposeString("audience_label"),
    findings_count: t.exposeInt("findings_count"),
    signal_counts: t.field({ type: SignalCounts, resolve: (h) => h.signal_counts }),
    untested: t.exposeBoolean("untested"),
    contested: t.exposeBoolean("contested"),
    latest_signal: t.exposeString("latest_signal", { nullable: true }),
    latest_finding_at: t.exposeString("latest_finding_at", { nullable: true }),
    ongoing_experiments: t.field({ type: [BriefExperiment], complexity: flat, resolve: (h) => h.ongoing_experiments }),
  }),
});

const BriefPrecedent = builder.objectRef<BriefPrecedentJson>("BriefPrecedent").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    statement: t.exposeString("statement"),
    audience_id: t.exposeString("audience_id", { nullable: true }),
    audience_label: t.exposeString("audience_label"),
    latest_signal: t.exposeString("latest_signal", { nullable: true }),
    related_hypothesis_id: t.exposeString("related_hypothesis_id"),
    shared_words: t.exposeStringList("shared_words"),
  }),
});

const BriefScopeAudience = builder.objectRef<NonNullable<BriefScopeJson["audience"]>>("BriefScopeAudience").implement({
  fields: (t) => ({ id: t.exposeID("id"), slug: t.exposeString("slug"), name: t.exposeString("name") }),
});

const BriefScope = builder.objectRef<BriefScopeJson>("BriefScope").implement({
  fields: (t) => ({
    audience_id: t.exposeString("audience_id", { nullable: true }),
    audience: t.field({ type: BriefScopeAudience, nullable: true, resolve: (s) => s.audience }),
  }),
});

const HypothesisBrief = builder.objectRef<BriefJson>("HypothesisBrief").implement({
  fields: (t) => ({
    project_id: t.exposeString("project_id"),
    scope: t.field({ type: BriefScope, resolve: (b) => b.scope }),
    hypotheses: t.field({ type: [BriefHypothesis], complexity: flat, resolve: (b) => b.hypotheses }),
    precedent: t.field({ type: [BriefPrecedent], complexity: flat, resolve: (b) => b.precedent }),
  }),
});

builder.queryFields((t) => ({
  hypotheses: t.prismaField({
    type: ["Hypothesis"],
    args: { projectId: t.arg.string({ required: true }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      const { hypotheses } = await listHypotheses(ctx.actor, args.projectId, toPage(args));
      return reloadInOrder(hypotheses.map((h) => h.id), (where) => ctx.prisma.hypothesis.findMany({ ...query, where }));
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
  findings: t.prismaField({
    type: ["Finding"],
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      const { findings } = await listFindings(ctx.actor, args.projectId, args.hypothesisId, toPage(args));
      return reloadInOrder(findings.map((f) => f.id), (where) => ctx.prisma.finding.findMany({ ...query, where }));
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
  experiments: t.prismaField({
    type: ["Experiment"],
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      const { experiments } = await listExperiments(ctx.actor, args.projectId, args.hypothesisId, toPage(args));
      return reloadInOrder(experiments.map((e) => e.id), (where) => ctx.prisma.experiment.findMany({ ...query, where }));
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
  subjects: t.prismaField({
    type: ["Subject"],
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), experimentId: t.arg.string({ required: true }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      const { subjects } = await listSubjects(ctx.actor, args.projectId, args.hypothesisId, args.experimentId, toPage(args));
      return reloadInOrder(subjects.map((s) => s.id), (where) => ctx.prisma.subject.findMany({ ...query, where }));
    },
  }),
}));

builder.mutationFields((t) => ({
  createHypothesis: t.prismaField({
    type: "Hypothesis",
    args: { projectId: t.arg.string({ required: true }), hypothesis: t.arg({ type: "JSON", required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await createHypothesis(ctx.actor, args.projectId, args.hypothesis);
      return ctx.prisma.hypothesis.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  updateHypothesis: t.prismaField({
    type: "Hypothesis",
    args: { projectId: t.arg.string({ required: true }), id: t.arg.string({ required: true }), hypothesis: t.arg({ type: "JSON", required: true }) },
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
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), finding: t.arg({ type: "JSON", required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await createFinding(ctx.actor, args.projectId, args.hypothesisId, args.finding);
      return ctx.prisma.finding.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  updateFinding: t.prismaField({
    type: "Finding",
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), id: t.arg.string({ required: true }), finding: t.arg({ type: "JSON", required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await updateFinding(ctx.actor, args.projectId, args.hypothesisId, args.id, args.finding);
      return ctx.prisma.finding.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  createExperiment: t.prismaField({
    type: "Experiment",
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), experiment: t.arg({ type: "JSON", required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await createExperiment(ctx.actor, args.projectId, args.hypothesisId, args.experiment);
      return ctx.prisma.experiment.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  updateExperiment: t.prismaField({
    type: "Experiment",
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), id: t.arg.string({ required: true }), experiment: t.arg({ type: "JSON", required: true }) },
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
    args: { projectId: t.arg.string({ required: true }), hypothesisId: t.arg.string({ required: true }), experimentId: t.arg.string({ required: true }), subject: t.arg({ type: "JSON", required: true }) },
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
