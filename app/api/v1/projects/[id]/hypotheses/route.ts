import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";
import { toPage } from "@/server/http/pagination";
import { createHypothesis, listHypotheses } from "@/server/learning/hypotheses";

type Params = { id: string };

export const GET = apiRoute<Params>(async ({ actor, params, url }) => ({
  body: await listHypotheses(actor, params.id, toPage({ limit: url.searchParams.get("limit"), cursor: url.searchParams.get("cursor") })),
}));

export const POST = apiRoute<Params>(async ({ req, actor, params }) => ({
  status: 201,
  body: { hypothesis: await createHypothesis(actor, params.id, await readWrapped(req, "hypothesis")) },
}));
