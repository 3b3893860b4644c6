import { apiRoute } from "@/server/http/api-route";
import { getAdDistribution } from "@/server/distribution/service";

type Params = { id: string; adId: string };

export const GET = apiRoute<Params>(async ({ actor, params }) => ({
  body: { distribution: await getAdDistribution(actor, params.id, params.adId) },
}));
