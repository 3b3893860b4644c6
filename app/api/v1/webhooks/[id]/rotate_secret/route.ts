import { restRoutes } from "@/server/operations/rest";

export const { POST } = restRoutes("/api/v1/webhooks/{webhook_id}/rotate_secret");
