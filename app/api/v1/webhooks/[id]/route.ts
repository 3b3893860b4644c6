import { restRoutes } from "@/server/operations/rest";

export const { GET, PATCH, DELETE } = restRoutes("/api/v1/webhooks/{webhook_id}");
