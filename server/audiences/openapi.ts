import { z } from "zod";
import { uniqueConflict, type Endpoint } from "../openapi/registry";
import { pageSchema } from "../http/pagination";
import { createAudienceSchema, updateAudienceSchema } from "./schema";
import { audienceJson } from "./shapes";

const notFound = { description: "No such project or audience in this account" };
const base = "/api/v1/projects/{project_id}/audiences";

export const audienceEndpoints: Endpoint[] = [
  {
    method: "get",
    path: base,
    tag: "Audiences",
    summary: "List a project's audiences, newest first",
    query: pageSchema,
    responses: {
      200: { description: "A page of audiences", schema: z.object({ audiences: z.array(audienceJson), next_cursor: z.string().nullable() }) },
      404: notFound,
    },
  },
  {
    method: "post",
    path: base,
    tag: "Audiences",
    summary: "Create an audience (slug generated from the name, unique in the project)",
    body: { key: "audience", schema: createAudienceSchema },
    responses: { 201: { description: "The audience", key: "audience", schema: audienceJson }, 404: notFound, 409: uniqueConflict },
  },
  {
    method: "get",
    path: `${base}/{id}`,
    tag: "Audiences",
    summary: "Get an audience by UUID or slug",
    responses: { 200: { description: "The audience", key: "audience", schema: audienceJson }, 404: notFound },
  },
  {
    method: "patch",
    path: `${base}/{id}`,
    tag: "Audiences",
    summary: "Update an audience",
    body: { key: "audience", schema: updateAudienceSchema },
    responses: { 200: { description: "The audience", key: "audience", schema: audienceJson }, 404: notFound },
  },
  {
    method: "delete",
    path: `${base}/{id}`,
    tag: "Audiences",
    summary: "Delete an audience that no ad uses",
    responses: {
      204: { description: "Deleted" },
      404: notFound,
      409: { description: "`audience_in_use`: the audience has been used by ads and cannot be deleted" },
    },
  },
];
