import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";
import { toPage } from "@/server/http/pagination";
import { createProject, listProjects } from "@/server/projects/service";

export const GET = apiRoute(async ({ actor, url }) => ({
  body: await listProjects(actor, toPage({ limit: url.searchParams.get("limit"), cursor: url.searchParams.get("cursor") })),
}));

export const POST = apiRoute(async ({ req, actor }) => ({
  status: 201,
  body: { project: await createProject(actor, await readWrapped(req, "project")) },
}));
