import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";
import { getIdentifiers, mergeIdentifiers, replaceIdentifierSet } from "@/server/distribution/identifiers";

type Params = { id: string };

export const GET = apiRoute<Params>(async ({ actor, params }) => ({
  body: { external_identifiers: await getIdentifiers(actor, { projectRef: params.id }) },
}));

export const PUT = apiRoute<Params>(async ({ req, actor, params }) => ({
  body: { external_identifiers: await replaceIdentifierSet(actor, { projectRef: params.id }, await readWrapped(req, "external_identifiers")) },
}));

export const PATCH = apiRoute<Params>(async ({ req, actor, params }) => ({
  body: { external_identifiers: await mergeIdentifiers(actor, { projectRef: params.id }, await readWrapped(req, "external_identifiers")) },
}));
