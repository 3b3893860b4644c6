import { createAds } from "@/server/ads/create";
import { listAds } from "@/server/ads/service";
import { apiRoute } from "@/server/http/api-route";
import { replayHeaders } from "@/server/http/conventions";
import { readWrapped } from "@/server/http/body";
import { toPage } from "@/server/http/pagination";

type Params = { id: string };

export const GET = apiRoute<Params>(async ({ actor, params, url }) => ({
  body: await listAds(actor, toPage({ limit: url.searchParams.get("limit"), cursor: url.searchParams.get("cursor") }), params.id),
}));

/**
 * 202 `{ ad, ads }`: `ad` is the first variant, `ads` every variant of the request (one per variant_count);
 * a replay of an Idempotency-Key answers the same, with `Idempotent-Replayed: true`.
 */
export const POST = apiRoute<Params>(async ({ req, actor, params }) => {
  const { replayed, ...body } = await createAds(actor, params.id, await readWrapped(req, "ad"), { idempotencyKey: req.headers.get("idempotency-key") });
  return { status: 202, body, headers: replayHeaders(replayed) };
});
