import { apiRoute } from "@/server/http/api-route";
import { getObservation } from "@/server/distribution/observations";

type Params = { id: string; adId: string; runId: string; observationId: string };

export const GET = apiRoute<Params>(async ({ actor, params }) => ({
  body: { observation: await getObservation(actor, params.id, params.adId, params.runId, params.observationId) },
}));
