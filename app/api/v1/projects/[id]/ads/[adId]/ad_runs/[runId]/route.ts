import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";
import { noContent } from "@/server/http/respond";
import { deleteRun, getRun, updateRun } from "@/server/distribution/runs";

type Params = { id: string; adId: string; runId: string };

export const GET = apiRoute<Params>(async ({ actor, params }) => ({
  body: { ad_run: await getRun(actor, params.id, params.adId, params.runId) },
}));

export const PATCH = apiRoute<Params>(async ({ req, actor, params }) => ({
  body: { ad_run: await updateRun(actor, params.id, params.adId, params.runId, await readWrapped(req, "ad_run")) },
}));

export const DELETE = apiRoute<Params>(async ({ actor, params }) => {
  await deleteRun(actor, params.id, params.adId, params.runId);
  return noContent();
});
