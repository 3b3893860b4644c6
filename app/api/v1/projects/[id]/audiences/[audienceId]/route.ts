import { deleteAudience, getAudience, updateAudience } from "@/server/audiences/service";
import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";
import { noContent } from "@/server/http/respond";

type Params = { id: string; audienceId: string };

export const GET = apiRoute<Params>(async ({ actor, params }) => ({
  body: { audience: await getAudience(actor, params.id, params.audienceId) },
}));

export const PATCH = apiRoute<Params>(async ({ req, actor, params }) => ({
  body: { audience: await updateAudience(actor, params.id, params.audienceId, await readWrapped(req, "audience")) },
}));

export const DELETE = apiRoute<Params>(async ({ actor, params }) => {
  await deleteAudience(actor, params.id, params.audienceId);
  return noContent();
});
