import { deleteAsset, getAsset, updateAsset } from "@/server/assets/service";
import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";
import { noContent } from "@/server/http/respond";

type Params = { id: string; assetId: string };

export const GET = apiRoute<Params>(async ({ actor, params }) => ({
  body: { asset: await getAsset(actor, params.id, params.assetId) },
}));

export const PATCH = apiRoute<Params>(async ({ req, actor, params }) => ({
  body: { asset: await updateAsset(actor, params.id, params.assetId, await readWrapped(req, "asset")) },
}));

export const DELETE = apiRoute<Params>(async ({ actor, params }) => {
  await deleteAsset(actor, params.id, params.assetId);
  return noContent();
});
