import { restRoutes } from "@/server/operations/rest";

export const { GET, PATCH, DELETE } = restRoutes("/api/v1/projects/{project_id}/audiences/{audience_id}");
