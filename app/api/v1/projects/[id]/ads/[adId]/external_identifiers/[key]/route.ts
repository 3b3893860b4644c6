import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";
import { noContent } from "@/server/http/respond";
import { getIdentifier, removeIdentifier, setIdentifier } from "@/server/distribution/identifiers";

type Params = { id: string; adId: string; key: string };

export const GET = apiRoute<Params>(async ({ actor, params }) => ({
  body: { external_identifier: await getIdentifier(actor, { projectRef: params.id, adRef: params.adId }, params.key) },
}));

export const PUT = apiRoute<Params>(async ({ req, actor, params }) => ({
  body: {
    external_identifier: await setIdentifier(actor, { projectRef: params.id, adRef: params.adId }, params.key, await readWrapped(req, "external_identifier")),
  },
}));

export const DELETE = apiRoute<Params>(async ({ actor, params }) => {
  await removeIdentifier(actor, { projectRef: params.id, adRef: params.adId }, params.key);
  return noContent();
});
