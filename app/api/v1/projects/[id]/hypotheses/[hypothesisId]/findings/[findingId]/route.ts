import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";
import { getFinding, updateFinding } from "@/server/learning/findings";

type Params = { id: string; hypothesisId: string; findingId: string };

export const GET = apiRoute<Params>(async ({ actor, params }) => ({
  body: { finding: await getFinding(actor, params.id, params.hypothesisId, params.findingId) },
}));

export const PATCH = apiRoute<Params>(async ({ req, actor, params }) => ({
  body: { finding: await updateFinding(actor, params.id, params.hypothesisId, params.findingId, await readWrapped(req, "finding")) },
}));
