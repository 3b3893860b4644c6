import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";
import { noContent } from "@/server/http/respond";
import { deleteHypothesis, getHypothesis, updateHypothesis } from "@/server/learning/hypotheses";

type Params = { id: string; hypothesisId: string };

export const GET = apiRoute<Params>(async ({ actor, params }) => ({
  body: { hypothesis: await getHypothesis(actor, params.id, params.hypothesisId) },
}));

export const PATCH = apiRoute<Params>(async ({ req, actor, params }) => ({
  body: { hypothesis: await updateHypothesis(actor, params.id, params.hypothesisId, await readWrapped(req, "hypothesis")) },
}));

export const DELETE = apiRoute<Params>(async ({ actor, params }) => {
  await deleteHypothesis(actor, params.id, params.hypothesisId);
  return noContent();
});
