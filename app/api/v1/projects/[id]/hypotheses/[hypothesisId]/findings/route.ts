import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";
import { toPage } from "@/server/http/pagination";
import { createFinding, listFindings } from "@/server/learning/findings";

type Params = { id: string; hypothesisId: string };

export const GET = apiRoute<Params>(async ({ actor, params, url }) => ({
  body: await listFindings(actor, params.id, params.hypothesisId, toPage({ limit: url.searchParams.get("limit"), cursor: url.searchParams.get("cursor") })),
}));

export const POST = apiRoute<Params>(async ({ req, actor, params }) => ({
  status: 201,
  body: { finding: await createFinding(actor, params.id, params.hypothesisId, await readWrapped(req, "finding")) },
}));
