import { restRoutes } from "@/server/operations/rest";

export const { GET, DELETE } = restRoutes("/api/v1/projects/{project_id}/catalogs/{catalog_id}");
