import { restRoutes } from "@/server/operations/rest";

export const { GET, PUT, PATCH } = restRoutes("/api/v1/projects/{project_id}/external_identifiers");
