import { builder } from "../graphql/builder";
import { connection } from "../graphql/helpers";
import { zodInput, zodObject } from "../graphql/zod";
import { toPage } from "../http/pagination";
import { getIdentifiers, lookupIdentifiers, mergeIdentifiers, removeIdentifier, replaceIdentifierSet, setIdentifier } from "./identifiers";
import { listObservations, recordObservation, recordObservations } from "./observations";
import { createRun, deleteRun, getRun, listProjectRuns, listRuns, updateRun } from "./runs";
import { createRunSchema, observationSchema, runQuerySchema, updateRunSchema } from "./schema";
import { adDistributionJson, adRunJson, healthJson, identifierJson, lookupJson, metricsSummaryJson, observationJson } from "./shapes";
import { getAdDistribution } from "./service";

// Shapes used in several places are named first, so every use is the one type.
zodObject("Health", healthJson);
zodObject("MetricsSummary", metricsSummaryJson);

/** An ad run: the same fields as the REST JSON. */
export const AdRunType = zodObject("AdRun", adRunJson);
export const ObservationType = zodObject("Observation", observationJson);
export const AdDistributionType = zodObject("AdDistribution", adDistributionJson);
const ExternalIdentifier = zodObject("ExternalIdentifier", identifierJson);
const IdentifierLookup = zodObject("ExternalIdentifierLookup", lookupJson);

const AdRunConnection = connection("AdRun", AdRunType);
const ObservationConnection = connection("Observation", ObservationType);
const CreateAdRunInput = zodInput("CreateAdRunInput", createRunSchema);
const UpdateAdRunInput = zodInput("UpdateAdRunInput", updateRunSchema);
const ObservationInput = zodInput("ObservationInput", observationSchema);
const AdRunFilters = zodInput("AdRunFilters", runQuerySchema);

const page = <T>(nodes: T[], next_cursor: string | null) => ({ nodes, next_cursor });

builder.queryFields((t) => ({
  adRuns: t.field({
    type: AdRunConnection,
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string({ required: true }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const { ad_runs, next_cursor } = await listRuns(ctx.actor, args.projectId, args.adId, toPage(args));
      return page(ad_runs, next_cursor);
    },
  }),
  projectAdRuns: t.field({
    type: AdRunConnection,
    description: "All runs of a project's ads, optionally filtered.",
    args: { projectId: t.arg.string({ required: true }), filters: t.arg({ type: AdRunFilters }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const { ad_runs, next_cursor } = await listProjectRuns(ctx.actor, args.projectId, toPage(args), args.filters ?? {});
      return page(ad_runs, next_cursor);
    },
  }),
  adRun: t.field({
    type: AdRunType,
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getRun(ctx.actor, args.projectId, args.adId, args.id),
  }),
  observations: t.field({
    type: ObservationConnection,
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string({ required: true }), runId: t.arg.string({ required: true }), kind: t.arg.string(), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const filters = { kind: args.kind ?? undefined };
      const { observations, next_cursor } = await listObservations(ctx.actor, args.projectId, args.adId, args.runId, toPage(args), filters);
      return page(observations, next_cursor);
    },
  }),
  adDistribution: t.field({
    type: AdDistributionType,
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getAdDistribution(ctx.actor, args.projectId, args.adId),
  }),
  externalIdentifiers: t.field({
    type: "JSONObject",
    description: "The identifiers of a project, or of one of its ads when adId is given.",
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string() },
    resolve: (_root, args, ctx) => getIdentifiers(ctx.actor, { projectRef: args.projectId, adRef: args.adId ?? undefined }),
  }),
  externalIdentifierLookup: t.field({
    type: IdentifierLookup,
    description: "The projects, ads and ad runs of this account that carry key = value.",
    args: { key: t.arg.string({ required: true }), value: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => lookupIdentifiers(ctx.actor, args),
  }),
}));

const ownerOf = (args: { projectId: string; adId?: string | null }) => ({ projectRef: args.projectId, adRef: args.adId ?? undefined });

builder.mutationFields((t) => ({
  createAdRun: t.field({
    type: AdRunType,
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string({ required: true }), adRun: t.arg({ type: CreateAdRunInput, required: true }) },
    resolve: (_root, args, ctx) => createRun(ctx.actor, args.projectId, args.adId, args.adRun),
  }),
  updateAdRun: t.field({
    type: AdRunType,
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string({ required: true }), id: t.arg.string({ required: true }), adRun: t.arg({ type: UpdateAdRunInput, required: true }) },
    resolve: (_root, args, ctx) => updateRun(ctx.actor, args.projectId, args.adId, args.id, args.adRun),
  }),
  deleteAdRun: t.boolean({
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteRun(ctx.actor, args.projectId, args.adId, args.id);
      return true;
    },
  }),
  recordObservation: t.field({
    type: ObservationType,
    description: "Appends an observation; with a known idempotency_key it returns the stored one and counts nothing twice.",
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string({ required: true }), runId: t.arg.string({ required: true }), observation: t.arg({ type: ObservationInput, required: true }) },
    resolve: async (_root, args, ctx) => (await recordObservation(ctx.actor, args.projectId, args.adId, args.runId, args.observation)).observation,
  }),
  recordObservations: t.field({
    type: [ObservationType],
    description: "Appends up to 500 observations of one run, all or nothing; each is idempotent by its own key.",
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string({ required: true }), runId: t.arg.string({ required: true }), observations: t.arg({ type: [ObservationInput], required: true }) },
    resolve: async (_root, args, ctx) => (await recordObservations(ctx.actor, args.projectId, args.adId, args.runId, args.observations)).observations,
  }),
  replaceExternalIdentifiers: t.field({
    type: "JSONObject",
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string(), externalIdentifiers: t.arg({ type: "JSONObject", required: true }) },
    resolve: (_root, args, ctx) => replaceIdentifierSet(ctx.actor, ownerOf(args), args.externalIdentifiers),
  }),
  mergeExternalIdentifiers: t.field({
    type: "JSONObject",
    description: "Sets the keys given with a string and removes the keys given with null; others stay.",
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string(), externalIdentifiers: t.arg({ type: "JSONObject", required: true }) },
    resolve: (_root, args, ctx) => mergeIdentifiers(ctx.actor, ownerOf(args), args.externalIdentifiers),
  }),
  setExternalIdentifier: t.field({
    type: ExternalIdentifier,
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string(), key: t.arg.string({ required: true }), value: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => setIdentifier(ctx.actor, ownerOf(args), args.key, { value: args.value }),
  }),
  removeExternalIdentifier: t.boolean({
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string(), key: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await removeIdentifier(ctx.actor, ownerOf(args), args.key);
      return true;
    },
  }),
}));
