import { restCatchAll } from "@/server/operations/rest";
import { restRoutes } from "@/server/operations/rest-routes";

/** Every operation definition's REST path, and the REST-only handlers among them (server/operations/rest-routes.ts). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = restCatchAll(restRoutes);
