import { builder } from "../graphql/builder";
import { reloadInOrder, serializedFields } from "../graphql/helpers";
import { distributionForAds, type AdDistribution } from "../distribution/ad-summary";
import { toPage } from "../http/pagination";
import { adInclude, serializeAdBase, type AdRecord } from "./serializer";
import { createAds, getAd, listAds, updateAd } from "./service";

// `distribution` and `ad_runs` of one ad come from one distribution call.
const distributionCache = new WeakMap<object, Promise<AdDistribution | undefined>>();
const distributionOf = (ad: { id: string }) => {
  let pending = distributionCache.get(ad);
  if (!pending) distributionCache.set(ad, (pending = distributionForAds([ad.id]).then((m) => m.get(ad.id))));
  return pending;
};

export const AdType = builder.prismaObject("Ad", {
  include: adInclude,
  fields: (t) => ({
    ...serializedFields<AdRecord, ReturnType<typeof serializeAdBase>>(t, serializeAdBase, {
      id: "ID",
      slug: "String",
      project_id: "String",
      name: "String",
      status: "String",
      ready: "Boolean",
      generating: "Boolean",
      failed: "Boolean",
      failure_reason: { type: "String", nullable: true },
      audience_id: { type: "String", nullable: true },
      platform_aspect: "String",
      placements: ["String"],
      token_cost: { type: "Int", nullable: true },
      batch_id: "String",
      variant_index: "Int",
      created_at: "String",
      updated_at: "String",
      generated_at: { type: "String", nullable: true },
      url: "String",
      poll_url: "String",
      files: "JSON",
      snapshots: "JSON",
      requested_output: "String",
      video_style: { type: "String", nullable: true },
      video_style_label: { type: "String", nullable: true },
      output: "String",
      output_label: "String",
      style: "JSON",
      editable_copy: "JSON",
      informed_by: ["String"],
      copy_sources: "JSON",
      language: { type: "String", nullable: true },
      remix: "JSON",
      music: { type: "JSON", nullable: true },
      duration_seconds: { type: "Int", nullable: true },
      tags: ["String"],
      external_identifiers: "JSON",
      video_url: { type: "String", nullable: true },
      still_url: "String",
    }),
    distribution: t.field({
      type: "JSON",
      resolve: async (ad) => (await distributionOf(ad))?.distribution ?? null,
    }),
    ad_runs: t.field({
      type: "JSON",
      resolve: async (ad) => (await distributionOf(ad))?.ad_runs ?? [],
    }),
  }),
});

builder.prismaObjectField("Project", "ads", (t) =>
  t.relation("ads", { query: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 100 } }),
);

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
  ads: t.prismaField({
    type: ["Ad"],
    args: { projectId: t.arg.string(), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      const { ads } = await listAds(ctx.actor, toPage(args), args.projectId ?? undefined);
      return reloadInOrder(
        ads.map((a) => a.id),
        (where) => ctx.prisma.ad.findMany({ ...query, where }),
      );
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
      ad: t.arg({ type: "JSON", required: true }),
      idempotencyKey: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const { ads } = await createAds(ctx.actor, args.projectId, args.ad, { idempotencyKey: args.idempotencyKey });
      return { adIds: ads.map((a) => a.id) };
    },
  }),
  updateAd: t.prismaField({
    type: "Ad",
    args: { projectId: t.arg.string(), id: t.arg.string({ required: true }), ad: t.arg({ type: "JSON", required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await updateAd(ctx.actor, args.projectId ?? null, args.id, args.ad);
      return ctx.prisma.ad.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));
