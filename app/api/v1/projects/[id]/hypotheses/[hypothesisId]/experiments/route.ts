import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";
import { toPage } from "@/server/http/pagination";
import { createExperiment, listExperiments } from "@/server/learning/experiments";

type Params = { id: string; hypothesisId: string };

export const GET = apiRoute<Params>(async ({ actor, params, url }) => ({
  body: await listExperiments(actor, params.id, params.hypothesisId, toPage({ limit: url.searchParams.get("limit"), cursor: url.searchParams.get("cursor") })),
}));

export const POST = apiRoute<Params>(async ({ req, actor, params }) => ({
  status: 201,
  body: { experiment: await createExperiment(actor, params.id, params.hypothesisId, await readWrapped(req, "experiment")) },
}));
