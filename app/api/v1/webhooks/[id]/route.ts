import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";
import { noContent } from "@/server/http/respond";
import { deleteWebhook, getWebhook, updateWebhook } from "@/server/webhooks/service";

type Params = { id: string };

export const GET = apiRoute<Params>(async ({ actor, params }) => ({ body: { webhook: await getWebhook(actor, params.id) } }));

export const PATCH = apiRoute<Params>(async ({ req, actor, params }) => ({
  body: { webhook: await updateWebhook(actor, params.id, await readWrapped(req, "webhook")) },
}));

export const DELETE = apiRoute<Params>(async ({ actor, params }) => {
  await deleteWebhook(actor, params.id);
  return noContent();
});
