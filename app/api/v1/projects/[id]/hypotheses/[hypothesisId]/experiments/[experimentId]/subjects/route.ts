import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";
import { toPage } from "@/server/http/pagination";
import { createSubject, listSubjects } from "@/server/learning/experiments";

type Params = { id: string; hypothesisId: string; experimentId: string };

export const GET = apiRoute<Params>(async ({ actor, params, url }) => ({
  body: await listSubjects(actor, params.id, params.hypothesisId, params.experimentId, toPage({ limit: url.searchParams.get("limit"), cursor: url.searchParams.get("cursor") })),
}));

export const POST = apiRoute<Params>(async ({ req, actor, params }) => ({
  status: 201,
  body: { subject: await createSubject(actor, params.id, params.hypothesisId, params.experimentId, await readWrapped(req, "subject")) },
}));
