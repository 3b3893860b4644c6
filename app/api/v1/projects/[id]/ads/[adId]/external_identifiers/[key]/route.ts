import { restRoutes } from "@/server/operations/rest";

export const { GET, PUT, DELETE } = restRoutes("/api/v1/projects/{project_id}/ads/{ad_id}/external_identifiers/{key}");
