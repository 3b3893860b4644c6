import { restRoutes } from "@/server/operations/rest";

export const { GET } = restRoutes("/api/v1/music/{track_id}");
