import { z } from "zod";
import type { Endpoint } from "../openapi/registry";
import { pageSchema } from "../http/pagination";
import { brandKitSchema, createProjectSchema, fromUrlSchema, updateProjectSchema } from "./schema";

export const projectJson = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  tagline: z.string().nullable(),
  language: z.string().nullable().describe("BCP 47 tag set by the customer; null means the copy language is detected from the description"),
  copy_language: z.string().describe("The language ads of this project are written in: `language`, or the one detected from the description (default en)"),
  visual_direction: z.string(),
  avatar_url: z.string().nullable(),
  status: z.string(),
  source_url: z.string().nullable(),
  external_identifiers: z.record(z.string(), z.string()),
  brand_kit: brandKitSchema.nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  assets_count: z.number().int(),
  creatives_count: z.number().int(),
});

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
    responses: { 201: { description: "The project", key: "project", schema: projectJson } },
  },
  {
    method: "post",
    path: "/api/v1/projects/from_url",
    tag: "Projects",
    summary: "Create a project from a public web page (title, meta, Open Graph, JSON-LD, theme colour)",
    body: { schema: fromUrlSchema },
    responses: { 201: { description: "The project", key: "project", schema: projectJson } },
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
    responses: { 200: { description: "The project", key: "project", schema: projectJson }, 404: notFound },
  },
  {
    method: "delete",
    path: "/api/v1/projects/{id}",
    tag: "Projects",
    summary: "Delete a project and everything it owns",
    responses: { 204: { description: "Deleted" }, 404: notFound },
  },
];
