import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";
import { toPage } from "@/server/http/pagination";
import { createRun, listRuns } from "@/server/distribution/runs";

type Params = { id: string; adId: string };

export const GET = apiRoute<Params>(async ({ actor, params, url }) => ({
  body: await listRuns(actor, params.id, params.adId, toPage({ limit: url.searchParams.get("limit"), cursor: url.searchParams.get("cursor") })),
}));

export const POST = apiRoute<Params>(async ({ req, actor, params }) => ({
  status: 201,
  body: { ad_run: await createRun(actor, params.id, params.adId, await readWrapped(req, "ad_run")) },
}));
