import { restRoutes } from "@/server/operations/rest";

export const { GET } = restRoutes("/api/v1/projects/{project_id}/ads/{ad_id}/ad_runs/{run_id}/observations/{observation_id}");
