import { apiRoute } from "@/server/http/api-route";
import { toPage } from "@/server/http/pagination";
import { listDeliveries } from "@/server/webhooks/service";

export const GET = apiRoute<{ id: string }>(async ({ actor, params, url }) => ({
  body: await listDeliveries(actor, params.id, toPage({ limit: url.searchParams.get("limit"), cursor: url.searchParams.get("cursor") })),
}));
