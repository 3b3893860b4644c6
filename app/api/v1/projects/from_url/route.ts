import { apiRoute } from "@/server/http/api-route";
import { readJson } from "@/server/http/body";
import { createProjectFromUrl } from "@/server/projects/from-url";

export const POST = apiRoute(async ({ req, actor }) => ({
  status: 201,
  body: { project: await createProjectFromUrl(actor, await readJson(req)) },
}));
