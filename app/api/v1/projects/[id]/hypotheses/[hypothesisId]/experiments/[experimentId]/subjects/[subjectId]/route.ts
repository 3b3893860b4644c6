import { apiRoute } from "@/server/http/api-route";
import { noContent } from "@/server/http/respond";
import { deleteSubject } from "@/server/learning/experiments";

type Params = { id: string; hypothesisId: string; experimentId: string; subjectId: string };

export const DELETE = apiRoute<Params>(async ({ actor, params }) => {
  await deleteSubject(actor, params.id, params.hypothesisId, params.experimentId, params.subjectId);
  return noContent();
});
