import { apiRoute } from "@/server/http/api-route";
import { replayHeaders } from "@/server/http/conventions";
import { readJson } from "@/server/http/body";
import { errors } from "@/server/errors";
import { recordObservations } from "@/server/distribution/observations";

type Params = { id: string; adId: string; runId: string };

/** `{ observations: [...] }`: all stored or none; 201 when at least one is new, 200 with `Idempotent-Replayed: true` when all were replays. */
export const POST = apiRoute<Params>(async ({ req, actor, params }) => {
  const body = await readJson(req);
  if (typeof body !== "object" || body === null || Array.isArray(body) || !("observations" in body)) {
    throw errors.validation(['observations: is required and must be an array']);
  }
  const result = await recordObservations(actor, params.id, params.adId, params.runId, (body as { observations: unknown }).observations);
  const replayed = result.created_count === 0;
  return { status: replayed ? 200 : 201, body: result, headers: replayHeaders(replayed) };
});
