import { uniqueConflict } from "../openapi/registry";
import { resourceOperations } from "../operations/crud";
import { defineOperations } from "../operations/operation";
import { createAudience, deleteAudience, getAudience, listAudiences, updateAudience } from "./service";
import { createAudienceSchema, updateAudienceSchema } from "./schema";
import { audienceJson } from "./shapes";

const audience = resourceOperations({ key: "audience", plural: "audiences", json: audienceJson, under: "/api/v1/projects/{project_id}" });

export const audienceOperations = defineOperations([
  audience.list({ summary: "List a project's audiences, newest first", description: "Pass one as `audience_id` when ordering ads.", run: listAudiences }),
  audience.create({
    summary: "Create an audience (slug generated from the name, unique in the project)",
    schema: createAudienceSchema,
    run: createAudience,
    responses: { 409: uniqueConflict },
  }),
  audience.get({ summary: "Get an audience by UUID or slug", run: getAudience }),
  audience.update({ summary: "Update an audience", schema: updateAudienceSchema, run: updateAudience }),
  audience.remove({
    summary: "Delete an audience that no ad uses",
    run: deleteAudience,
    responses: { 409: { description: "`audience_in_use`: the audience has been used by ads and cannot be deleted" } },
  }),
]);
