import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";
import { noContent } from "@/server/http/respond";
import { deleteProject, getProject, updateProject } from "@/server/projects/service";

type Params = { id: string };

export const GET = apiRoute<Params>(async ({ actor, params }) => ({ body: { project: await getProject(actor, params.id) } }));

export const PATCH = apiRoute<Params>(async ({ req, actor, params }) => ({
  body: { project: await updateProject(actor, params.id, await readWrapped(req, "project")) },
}));

export const DELETE = apiRoute<Params>(async ({ actor, params }) => {
  await deleteProject(actor, params.id);
  return noContent();
});
