import { restRoutes } from "@/server/operations/rest";

export const { DELETE } = restRoutes("/api/v1/projects/{project_id}/hypotheses/{hypothesis_id}/experiments/{experiment_id}/subjects/{subject_id}");
