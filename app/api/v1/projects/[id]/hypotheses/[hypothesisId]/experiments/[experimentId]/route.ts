import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";
import { noContent } from "@/server/http/respond";
import { deleteExperiment, getExperiment, updateExperiment } from "@/server/learning/experiments";

type Params = { id: string; hypothesisId: string; experimentId: string };

export const GET = apiRoute<Params>(async ({ actor, params }) => ({
  body: { experiment: await getExperiment(actor, params.id, params.hypothesisId, params.experimentId) },
}));

export const PATCH = apiRoute<Params>(async ({ req, actor, params }) => ({
  body: { experiment: await updateExperiment(actor, params.id, params.hypothesisId, params.experimentId, await readWrapped(req, "experiment")) },
}));

export const DELETE = apiRoute<Params>(async ({ actor, params }) => {
  await deleteExperiment(actor, params.id, params.hypothesisId, params.experimentId);
  return noContent();
});
