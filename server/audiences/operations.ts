import { z } from "zod";
import { deleted, notFound, uniqueConflict } from "../openapi/registry";
import { pageOf, pageSchema, toPage } from "../http/pagination";
import { defineOperations, noContent } from "../operations/operation";
import { createAudience, deleteAudience, getAudience, listAudiences, updateAudience } from "./service";
import { createAudienceSchema, updateAudienceSchema } from "./schema";
import { audienceJson } from "./shapes";

const base = "/api/v1/projects/{project_id}/audiences";

export const audienceOperations = defineOperations([
  {
    method: "get",
    path: base,
    summary: "List a project's audiences, newest first",
    description: "Pass one as `audience_id` when ordering ads.",
    tool: "list_audiences",
    handler: async ({ actor, params, query }) => ({ body: await listAudiences(actor, params.project_id, toPage(query)) }),
    query: pageSchema,
    responses: {
      200: { description: "A page of audiences", schema: pageOf("audiences", audienceJson) },
      404: notFound,
    },
  },
  {
    method: "post",
    path: base,
    summary: "Create an audience (slug generated from the name, unique in the project)",
    tool: "create_audience",
    handler: async ({ actor, params, body }) => ({ body: { audience: await createAudience(actor, params.project_id, body) } }),
    body: { key: "audience", schema: createAudienceSchema },
    responses: { 201: { description: "The audience", key: "audience", schema: audienceJson }, 404: notFound, 409: uniqueConflict },
  },
  {
    method: "get",
    path: `${base}/{audience_id}`,
    summary: "Get an audience by UUID or slug",
    tool: "get_audience",
    handler: async ({ actor, params }) => ({ body: { audience: await getAudience(actor, params.project_id, params.audience_id) } }),
    responses: { 200: { description: "The audience", key: "audience", schema: audienceJson }, 404: notFound },
  },
  {
    method: "patch",
    path: `${base}/{audience_id}`,
    summary: "Update an audience",
    tool: "update_audience",
    handler: async ({ actor, params, body }) => ({ body: { audience: await updateAudience(actor, params.project_id, params.audience_id, body) } }),
    body: { key: "audience", schema: updateAudienceSchema },
    responses: { 200: { description: "The audience", key: "audience", schema: audienceJson }, 404: notFound },
  },
  {
    method: "delete",
    path: `${base}/{audience_id}`,
    summary: "Delete an audience that no ad uses",
    tool: "delete_audience",
    handler: noContent(({ actor, params }) => deleteAudience(actor, params.project_id, params.audience_id)),
    responses: {
      204: deleted,
      404: notFound,
      409: { description: "`audience_in_use`: the audience has been used by ads and cannot be deleted" },
    },
  },
]);
