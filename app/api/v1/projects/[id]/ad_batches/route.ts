import { restRoutes } from "@/server/operations/rest";

export const { GET, POST } = restRoutes("/api/v1/projects/{project_id}/ad_batches");
