import { builder } from "../graphql/builder";
import { serializedFields } from "../graphql/helpers";
import { toPage } from "../http/pagination";
import { getIdentifiers, lookupIdentifiers, mergeIdentifiers, removeIdentifier, replaceIdentifierSet, setIdentifier } from "./identifiers";
import { listObservations, recordObservation, recordObservations } from "./observations";
import { createRun, deleteRun, getRun, listProjectRuns, listRuns, updateRun } from "./runs";
import type { ObservationJson, RunJson } from "./serializers";
import { getAdDistribution } from "./service";

const identity = <T>(value: T) => value;

/** An ad run: the same fields as the REST JSON (roll-up objects as JSON). */
export const AdRunType = builder.objectRef<RunJson>("AdRun").implement({
  fields: (t) =>
    serializedFields<RunJson, RunJson>(t, identity, {
      id: "ID",
      creative_composition_id: "String",
      project_id: "String",
      user_id: { type: "String", nullable: true },
      platform: "String",
      channel: "String",
      objective: "String",
      current_status: "String",
      first_live_at: { type: "String", nullable: true },
      last_live_at: { type: "String", nullable: true },
      ended_at: { type: "String", nullable: true },
      last_observed_at: { type: "String", nullable: true },
      source: "String",
      external_account_id: "String",
      external_campaign_id: "String",
      external_ad_group_id: "String",
      external_ad_id: "String",
      external_url: "String",
      metrics_summary: "JSON",
      health: "JSON",
      cost: "JSON",
      delivery: "JSON",
      rank: "JSON",
      metadata: "JSON",
      observations_count: "Int",
      created_at: "String",
      updated_at: "String",
    }),
});

export const ObservationType = builder.objectRef<ObservationJson>("Observation").implement({
  fields: (t) =>
    serializedFields<ObservationJson, ObservationJson>(t, identity, {
      id: "ID",
      ad_run_id: "String",
      kind: "String",
      event: { type: "String", nullable: true },
      occurred_at: "String",
      window_start: { type: "String", nullable: true },
      window_end: { type: "String", nullable: true },
      currency: { type: "String", nullable: true },
      spend: { type: "String", nullable: true },
      impressions: { type: "Int", nullable: true },
      clicks: { type: "Int", nullable: true },
      conversions: { type: "Float", nullable: true },
      revenue: { type: "String", nullable: true },
      idempotency_key: { type: "String", nullable: true },
      metadata: "JSON",
      created_at: "String",
    }),
});

builder.queryFields((t) => ({
  adRuns: t.field({
    type: [AdRunType],
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string({ required: true }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx) => (await listRuns(ctx.actor, args.projectId, args.adId, toPage(args))).ad_runs,
  }),
  projectAdRuns: t.field({
    type: [AdRunType],
    description: "All runs of a project's ads; filters: platform, status, external_campaign_id, external_ad_group_id, external_ad_id.",
    args: { projectId: t.arg.string({ required: true }), filters: t.arg({ type: "JSON" }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx) => (await listProjectRuns(ctx.actor, args.projectId, toPage(args), args.filters ?? {})).ad_runs,
  }),
  adRun: t.field({
    type: AdRunType,
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getRun(ctx.actor, args.projectId, args.adId, args.id),
  }),
  observations: t.field({
    type: [ObservationType],
    args: {
      projectId: t.arg.string({ required: true }),
      adId: t.arg.string({ required: true }),
      runId: t.arg.string({ required: true }),
      kind: t.arg.string(),
      limit: t.arg.int(),
      cursor: t.arg.string(),
    },
    resolve: async (_root, args, ctx) =>
      (await listObservations(ctx.actor, args.projectId, args.adId, args.runId, toPage(args), { kind: args.kind ?? undefined })).observations,
  }),
  adDistribution: t.field({
    type: "JSON",
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getAdDistribution(ctx.actor, args.projectId, args.adId),
  }),
  externalIdentifiers: t.field({
    type: "JSON",
    description: "The identifiers of a project, or of one of its ads when adId is given.",
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string() },
    resolve: (_root, args, ctx) => getIdentifiers(ctx.actor, { projectRef: args.projectId, adRef: args.adId ?? undefined }),
  }),
  externalIdentifierLookup: t.field({
    type: "JSON",
    description: "The projects, ads and ad runs of this account that carry key = value: [{ type, project_id, ad_id, ad_run_id, key, value }].",
    args: { key: t.arg.string({ required: true }), value: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => (await lookupIdentifiers(ctx.actor, args)).matches,
  }),
}));

const ownerOf = (args: { projectId: string; adId?: string | null }) => ({ projectRef: args.projectId, adRef: args.adId ?? undefined });

builder.mutationFields((t) => ({
  createAdRun: t.field({
    type: AdRunType,
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string({ required: true }), adRun: t.arg({ type: "JSON", required: true }) },
    resolve: (_root, args, ctx) => createRun(ctx.actor, args.projectId, args.adId, args.adRun),
  }),
  updateAdRun: t.field({
    type: AdRunType,
    args: {
      projectId: t.arg.string({ required: true }),
      adId: t.arg.string({ required: true }),
      id: t.arg.string({ required: true }),
      adRun: t.arg({ type: "JSON", required: true }),
    },
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
    args: {
      projectId: t.arg.string({ required: true }),
      adId: t.arg.string({ required: true }),
      runId: t.arg.string({ required: true }),
      observation: t.arg({ type: "JSON", required: true }),
    },
    resolve: async (_root, args, ctx) => (await recordObservation(ctx.actor, args.projectId, args.adId, args.runId, args.observation)).observation,
  }),
  recordObservations: t.field({
    type: [ObservationType],
    description: "Appends up to 500 observations of one run, all or nothing; each is idempotent by its own key.",
    args: {
      projectId: t.arg.string({ required: true }),
      adId: t.arg.string({ required: true }),
      runId: t.arg.string({ required: true }),
      observations: t.arg({ type: "JSON", required: true }),
    },
    resolve: async (_root, args, ctx) => (await recordObservations(ctx.actor, args.projectId, args.adId, args.runId, args.observations)).observations,
  }),
  replaceExternalIdentifiers: t.field({
    type: "JSON",
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string(), externalIdentifiers: t.arg({ type: "JSON", required: true }) },
    resolve: (_root, args, ctx) => replaceIdentifierSet(ctx.actor, ownerOf(args), args.externalIdentifiers),
  }),
  mergeExternalIdentifiers: t.field({
    type: "JSON",
    args: { projectId: t.arg.string({ required: true }), adId: t.arg.string(), externalIdentifiers: t.arg({ type: "JSON", required: true }) },
    resolve: (_root, args, ctx) => mergeIdentifiers(ctx.actor, ownerOf(args), args.externalIdentifiers),
  }),
  setExternalIdentifier: t.field({
    type: "JSON",
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
