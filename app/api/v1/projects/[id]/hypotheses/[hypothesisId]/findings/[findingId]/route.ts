import { restRoutes } from "@/server/operations/rest";

export const { GET, PATCH } = restRoutes("/api/v1/projects/{project_id}/hypotheses/{hypothesis_id}/findings/{finding_id}");
