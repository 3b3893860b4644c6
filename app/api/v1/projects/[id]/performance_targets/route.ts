import { restRoutes } from "@/server/operations/rest";

export const { GET, PUT } = restRoutes("/api/v1/projects/{project_id}/performance_targets");
