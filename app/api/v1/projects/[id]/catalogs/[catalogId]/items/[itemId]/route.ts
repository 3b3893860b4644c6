import { restRoutes } from "@/server/operations/rest";

export const { PATCH, DELETE } = restRoutes("/api/v1/projects/{project_id}/catalogs/{catalog_id}/items/{item_id}");
