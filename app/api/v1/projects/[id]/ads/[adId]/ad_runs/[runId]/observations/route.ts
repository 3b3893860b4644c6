import { apiRoute } from "@/server/http/api-route";
import { replayHeaders } from "@/server/http/conventions";
import { readWrapped } from "@/server/http/body";
import { toPage } from "@/server/http/pagination";
import { listObservations, recordObservation } from "@/server/distribution/observations";

type Params = { id: string; adId: string; runId: string };

export const GET = apiRoute<Params>(async ({ actor, params, url }) => ({
  body: await listObservations(
    actor,
    params.id,
    params.adId,
    params.runId,
    toPage({ limit: url.searchParams.get("limit"), cursor: url.searchParams.get("cursor") }),
    { kind: url.searchParams.get("kind") ?? undefined },
  ),
}));

/** 201 for a new observation; 200 with `Idempotent-Replayed: true` when the idempotency key was seen. */
export const POST = apiRoute<Params>(async ({ req, actor, params }) => {
  const body = await readWrapped(req, "observation");
  const { observation, replayed } = await recordObservation(actor, params.id, params.adId, params.runId, body, req.headers.get("idempotency-key"));
  return { status: replayed ? 200 : 201, body: { observation }, headers: replayHeaders(replayed) };
});
