import { restRoutes } from "@/server/operations/rest";

export const { GET, POST } = restRoutes("/api/v1/projects/{project_id}/ads/{ad_id}/ad_runs");
