import { z } from "zod";
import { uniqueConflict, type Endpoint } from "../openapi/registry";
import { pageSchema } from "../http/pagination";
import { createProjectSchema, fromUrlSchema, updateProjectSchema } from "./schema";
import { projectJson } from "./shapes";

const notFound = { description: "No such project in this account" };

export const projectEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/v1/projects",
    tag: "Projects",
    summary: "List projects, newest first",
    query: pageSchema,
    responses: { 200: { description: "A page of projects", schema: z.object({ projects: z.array(projectJson), next_cursor: z.string().nullable() }) } },
  },
  {
    method: "post",
    path: "/api/v1/projects",
    tag: "Projects",
    summary: "Create a project (description of at least 30 words)",
    body: { key: "project", schema: createProjectSchema },
    responses: { 201: { description: "The project", key: "project", schema: projectJson }, 409: uniqueConflict },
  },
  {
    method: "post",
    path: "/api/v1/projects/from_url",
    tag: "Projects",
    summary: "Create a project from a public web page (title, meta, Open Graph, JSON-LD, theme colour)",
    description:
      "Fetches `url` (http or https, a scheme-less address is read as https; private and loopback addresses are refused unless `ADLAB_FETCH_ALLOW_HOSTS` lists them, and each redirect is checked the same way) " +
      "and creates the project from what the page says about itself; a logo found on the page joins the asset library and the brand kit. " +
      "A page that cannot be fetched, times out or is not HTML answers 422 `fetch_failed`.",
    body: { schema: fromUrlSchema },
    responses: { 201: { description: "The project", key: "project", schema: projectJson }, 409: uniqueConflict },
  },
  {
    method: "get",
    path: "/api/v1/projects/{id}",
    tag: "Projects",
    summary: "Get a project by UUID or slug",
    responses: { 200: { description: "The project", key: "project", schema: projectJson }, 404: notFound },
  },
  {
    method: "patch",
    path: "/api/v1/projects/{id}",
    tag: "Projects",
    summary: "Update a project",
    body: { key: "project", schema: updateProjectSchema },
    responses: { 200: { description: "The project", key: "project", schema: projectJson }, 404: notFound, 409: uniqueConflict },
  },
  {
    method: "delete",
    path: "/api/v1/projects/{id}",
    tag: "Projects",
    summary: "Delete a project and everything it owns",
    responses: { 204: { description: "Deleted" }, 404: notFound },
  },
];
