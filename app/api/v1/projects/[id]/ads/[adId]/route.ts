import { getAd, updateAd } from "@/server/ads/service";
import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";

type Params = { id: string; adId: string };

export const GET = apiRoute<Params>(async ({ actor, params }) => ({ body: { ad: await getAd(actor, params.id, params.adId) } }));

export const PATCH = apiRoute<Params>(async ({ req, actor, params }) => ({
  body: { ad: await updateAd(actor, params.id, params.adId, await readWrapped(req, "ad")) },
}));
