import { restRoutes } from "@/server/operations/rest";

export const { GET } = restRoutes("/api/v1/external_identifiers/lookup");
