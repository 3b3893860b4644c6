import { apiRoute } from "@/server/http/api-route";
import { getBrief } from "@/server/learning/brief";

type Params = { id: string };

export const GET = apiRoute<Params>(async ({ actor, params, url }) => ({
  body: { brief: await getBrief(actor, params.id, { audience_id: url.searchParams.get("audience_id") ?? undefined }) },
}));
