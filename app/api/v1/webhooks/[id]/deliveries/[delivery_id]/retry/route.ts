import { apiRoute } from "@/server/http/api-route";
import { retryDelivery } from "@/server/webhooks/service";

export const POST = apiRoute<{ id: string; delivery_id: string }>(async ({ actor, params }) => ({
  status: 202,
  body: { delivery: await retryDelivery(actor, params.id, params.delivery_id) },
}));
