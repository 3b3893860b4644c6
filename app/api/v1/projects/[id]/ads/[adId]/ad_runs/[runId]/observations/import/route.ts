import { restRoutes } from "@/server/operations/rest";

export const { POST } = restRoutes("/api/v1/projects/{project_id}/ads/{ad_id}/ad_runs/{run_id}/observations/import");
