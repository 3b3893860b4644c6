import { restRoutes } from "@/server/operations/rest";

export const { GET } = restRoutes("/api/v1/projects/{project_id}/ad_batches/{ad_batch_id}");
