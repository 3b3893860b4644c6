import { apiRoute } from "@/server/http/api-route";
import { rotateWebhookSecret } from "@/server/webhooks/service";

export const POST = apiRoute<{ id: string }>(async ({ actor, params }) => ({ body: { webhook: await rotateWebhookSecret(actor, params.id) } }));
