import { restRoutes } from "@/server/operations/rest";

export const { POST } = restRoutes("/api/v1/projects/from_url");
