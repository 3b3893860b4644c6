import { notFound, uniqueConflict } from "../openapi/registry";
import { resourceOperations } from "../operations/crud";
import { defineOperations } from "../operations/operation";
import { createProjectFromUrl } from "../project-import/from-url";
import { createProjectSchema, fromUrlSchema, updateProjectSchema } from "./schema";
import { projectJson } from "./shapes";
import { getPerformanceTargets, performanceTargetsJson, performanceTargetsSchema, setPerformanceTargets } from "./targets";
import { createProject, deleteProject, getProject, listProjects, updateProject } from "./service";

const project = resourceOperations({ key: "project", plural: "projects", json: projectJson, under: "/api/v1" });

export const projectOperations = defineOperations([
  {
    method: "get",
    path: `${project.item}/performance_targets`,
    summary: "Read the project's performance targets (target_cpa, ad health monitoring)",
    description:
      "The spec accepts `target_cpa`, `target_cpa_currency` and `ad_health_monitored` on project create and update but leaves them out of the project JSON; they are read (and set) here.",
    tool: "get_performance_targets",
    handler: async ({ actor, params }) => ({ body: { performance_targets: await getPerformanceTargets(actor, params.project_id) } }),
    responses: { 200: { description: "The targets", key: "performance_targets", schema: performanceTargetsJson }, 404: notFound },
  },
  {
    method: "put",
    path: `${project.item}/performance_targets`,
    summary: "Set the project's performance targets; fields left out keep their value, null clears one",
    tool: "set_performance_targets",
    body: { key: "performance_targets", schema: performanceTargetsSchema },
    handler: async ({ actor, params, body }) => ({ body: { performance_targets: await setPerformanceTargets(actor, params.project_id, body) } }),
    responses: { 200: { description: "The targets", key: "performance_targets", schema: performanceTargetsJson }, 404: notFound },
  },
  project.list({ summary: "List projects, newest first", description: "Start here.", run: listProjects }),
  project.create({
    summary: "Create a project (description of at least 30 words)",
    description: "The ads' copy is written from its description.",
    schema: createProjectSchema,
    run: createProject,
    responses: { 409: uniqueConflict },
  }),
  {
    method: "post",
    path: `${project.path}/from_url`,
    summary: "Create a project from a public web page (title, meta, Open Graph, JSON-LD, theme colour)",
    tool: "create_project_from_url",
    title: "Create a project from a web page",
    hints: { openWorld: true },
    handler: async ({ actor, body }) => ({ body: { project: await createProjectFromUrl(actor, body) } }),
    description:
      "Fetches `url` (http(s), https without a scheme; private and loopback addresses, redirects' included, are refused unless `ADLAB_FETCH_ALLOW_HOSTS` lists them) " +
      "and creates the project from what the page says about itself; a logo found on the page joins the asset library and the brand kit. " +
      "A page that cannot be fetched, times out or is not HTML answers 422 `fetch_failed`.",
    body: { schema: fromUrlSchema },
    responses: { 201: { description: "The project", key: "project", schema: projectJson }, 409: uniqueConflict },
  },
  project.get({ summary: "Get a project by UUID or slug", run: getProject }),
  project.update({
    summary: "Update a project",
    description: "Ads made later use the new words.",
    schema: updateProjectSchema,
    run: updateProject,
    responses: { 409: uniqueConflict },
  }),
  project.remove({ summary: "Delete a project and everything it owns", description: "It cannot be undone.", run: deleteProject }),
]);
