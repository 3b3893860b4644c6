import { createAudience, listAudiences } from "@/server/audiences/service";
import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";
import { toPage } from "@/server/http/pagination";

type Params = { id: string };

export const GET = apiRoute<Params>(async ({ actor, params, url }) => ({
  body: await listAudiences(actor, params.id, toPage({ limit: url.searchParams.get("limit"), cursor: url.searchParams.get("cursor") })),
}));

export const POST = apiRoute<Params>(async ({ req, actor, params }) => ({
  status: 201,
  body: { audience: await createAudience(actor, params.id, await readWrapped(req, "audience")) },
}));
