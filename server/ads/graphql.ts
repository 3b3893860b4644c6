import { builder } from "../graphql/builder";
import { connection, pageEdge, type Loader } from "../graphql/helpers";
import { answerAs } from "../graphql/operations";
import { objectFields, zodInput } from "../graphql/zod";
import { distributionForAds, type AdDistribution } from "../distribution/ad-summary";
import { AdDistributionType, AdRunType } from "../distribution/graphql";
import { adRequestSchema } from "../../shared/ad-request";
import { adInclude, serializeAdBase, type AdRecord } from "./serializer";
import { listAds } from "./service";
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
const loadAds: Loader = (ctx, query, ids) => ctx.prisma.ad.findMany({ ...query, where: { id: { in: ids } } });
// With `batchId`, the ready variant with the best qa_score, as GET .../ads?batch_id= answers it.
builder.objectField(AdConnection, "recommendedAdId", (t) =>
  t.string({ nullable: true, resolve: (page) => (page as { recommended_ad_id?: string | null }).recommended_ad_id ?? null }),
);

builder.prismaObjectField("Project", "ads", (t) =>
  pageEdge(t, { type: AdConnection, description: "The project's ads, newest first: the pages of GET .../ads.", key: "ads", load: loadAds, list: (project: { id: string }, page, ctx) => listAds(ctx.actor, page, project.id) }),
);
// The request's input keeps the name clients know (the rule would say CreateAdsInput).
zodInput("CreateAdInput", adRequestSchema);

// The queries and mutations are derived from the operation definitions (server/graphql/operations.ts):
// `ad(id)` and `ads` without `projectId` read the whole account; createAds answers `{ ad, ads }`.
answerAs(adJson, "Ad", AdType, loadAds);
