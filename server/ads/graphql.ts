import { builder } from "../graphql/builder";
import { connection, nodesQuery, reloadInOrder } from "../graphql/helpers";
import { objectFields, zodInput } from "../graphql/zod";
import { distributionForAds, type AdDistribution } from "../distribution/ad-summary";
import { AdDistributionType, AdRunType } from "../distribution/graphql";
import { toPage } from "../http/pagination";
import { adRequestSchema, updateAdSchema } from "./schema";
import { adInclude, serializeAdBase, type AdRecord } from "./serializer";
import { createAds } from "./create";
import { getAd, listAds, updateAd } from "./service";
import { adJson } from "./shapes";

// `distribution` and `ad_runs` of one ad come from one distribution call.
const distributionCache = new WeakMap<object, Promise<AdDistribution | undefined>>();
const distributionOf = (ad: { id: string }) => {
  let pending = distributionCache.get(ad);
  if (!pending) distributionCache.set(ad, (pending = distributionForAds([ad.id]).then((m) => m.get(ad.id))));
  return pending;
};

const adFields = objectFields("Ad", adJson.omit({ distribution: true, ad_runs: true }));

export const AdType = builder.prismaObject("Ad", {
  include: adInclude,
  fields: (t) => ({
    ...adFields<AdRecord>(t, serializeAdBase),
    distribution: t.field({
      type: AdDistributionType,
      resolve: async (ad) => (await distributionOf(ad))!.distribution,
    }),
    ad_runs: t.field({
      type: [AdRunType],
      description: adJson.shape.ad_runs.description,
      resolve: async (ad) => (await distributionOf(ad))?.ad_runs ?? [],
    }),
  }),
});

const AdConnection = connection("Ad", AdType);
// With `batchId`, the ready variant with the best qa_score, as GET .../ads?batch_id= answers it.
builder.objectField(AdConnection, "recommendedAdId", (t) =>
  t.string({ nullable: true, resolve: (page) => (page as { recommended_ad_id?: string | null }).recommended_ad_id ?? null }),
);

builder.prismaObjectField("Project", "ads", (t) =>
  t.field({
    type: AdConnection,
    description: "The project's ads, newest first: the pages of GET .../ads.",
    args: { limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (project, args, ctx, info) => {
      const { ads, next_cursor } = await listAds(ctx.actor, toPage(args), project.id);
      const query = nodesQuery(ctx, info);
      return { nodes: await reloadInOrder(ads.map((a) => a.id), (where) => ctx.prisma.ad.findMany({ ...query, where })), next_cursor };
    },
  }),
);
const CreateAdInput = zodInput("CreateAdInput", adRequestSchema);
const UpdateAdInput = zodInput("UpdateAdInput", updateAdSchema);

const CreateAdsPayload = builder.objectRef<{ adIds: string[] }>("CreateAdsPayload").implement({
  fields: (t) => ({ adIds: t.exposeStringList("adIds") }),
});

builder.objectField(CreateAdsPayload, "ad", (t) =>
  t.prismaField({
    type: "Ad",
    resolve: (query, parent, _args, ctx) => ctx.prisma.ad.findUniqueOrThrow({ ...query, where: { id: parent.adIds[0] } }),
  }),
);
builder.objectField(CreateAdsPayload, "ads", (t) =>
  t.prismaField({
    type: ["Ad"],
    resolve: (query, parent, _args, ctx) => reloadInOrder(parent.adIds, (where) => ctx.prisma.ad.findMany({ ...query, where })),
  }),
);

builder.queryFields((t) => ({
  ads: t.field({
    type: AdConnection,
    args: { projectId: t.arg.string(), batchId: t.arg.string(), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx, info) => {
      const { ads, next_cursor, recommended_ad_id } = await listAds(ctx.actor, toPage(args), args.projectId ?? undefined, { batchId: args.batchId });
      const query = nodesQuery(ctx, info);
      const nodes = await reloadInOrder(ads.map((a) => a.id), (where) => ctx.prisma.ad.findMany({ ...query, where }));
      return Object.assign({ nodes, next_cursor }, { recommended_ad_id });
    },
  }),
  ad: t.prismaField({
    type: "Ad",
    args: { projectId: t.arg.string(), id: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await getAd(ctx.actor, args.projectId ?? null, args.id);
      return ctx.prisma.ad.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));

builder.mutationFields((t) => ({
  /** Same rules, charge and Idempotency-Key semantics as POST .../ads; `ad` is the first variant. */
  createAds: t.field({
    type: CreateAdsPayload,
    args: {
      projectId: t.arg.string({ required: true }),
      ad: t.arg({ type: CreateAdInput, required: true }),
      idempotencyKey: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const { ads } = await createAds(ctx.actor, args.projectId, args.ad, { idempotencyKey: args.idempotencyKey });
      return { adIds: ads.map((a) => a.id) };
    },
  }),
  updateAd: t.prismaField({
    type: "Ad",
    args: { projectId: t.arg.string(), id: t.arg.string({ required: true }), ad: t.arg({ type: UpdateAdInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await updateAd(ctx.actor, args.projectId ?? null, args.id, args.ad);
      return ctx.prisma.ad.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));
