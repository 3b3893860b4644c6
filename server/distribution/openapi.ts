import { uniqueConflict, type Endpoint } from "../openapi/registry";
import { externalIdentifierPatchSchema, externalIdentifierValueSchema, externalIdentifiersSchema, lookupQuerySchema } from "./schema";
import { identifierJson, identifiersJson, lookupJson } from "./shapes";

const AD = "/api/v1/projects/{id}/ads/{adId}";
const notFound = { description: "No such project, ad or run in this account" };
const tag = "Distribution";

function identifierEndpoints(base: string, owner: string): Endpoint[] {
  return [
    {
      method: "get",
      path: `${base}/external_identifiers`,
      tag,
      summary: `The external identifiers of ${owner}`,
      responses: { 200: { description: "key → value", key: "external_identifiers", schema: identifiersJson }, 404: notFound },
    },
    {
      method: "put",
      path: `${base}/external_identifiers`,
      tag,
      summary: `Replace the whole set of external identifiers of ${owner} (an empty object clears it)`,
      body: { key: "external_identifiers", schema: externalIdentifiersSchema },
      responses: { 200: { description: "The new set", key: "external_identifiers", schema: identifiersJson }, 404: notFound, 409: uniqueConflict },
    },
    {
      method: "patch",
      path: `${base}/external_identifiers`,
      tag,
      summary: `Merge external identifiers of ${owner}: a string sets a key, null removes it, absent keys stay`,
      body: { key: "external_identifiers", schema: externalIdentifierPatchSchema },
      responses: { 200: { description: "The new set", key: "external_identifiers", schema: identifiersJson }, 404: notFound, 409: uniqueConflict },
    },
    {
      method: "get",
      path: `${base}/external_identifiers/{key}`,
      tag,
      summary: `One external identifier of ${owner}`,
      responses: { 200: { description: "The identifier", key: "external_identifier", schema: identifierJson }, 404: { description: "Not set" } },
    },
    {
      method: "put",
      path: `${base}/external_identifiers/{key}`,
      tag,
      summary: `Set one external identifier of ${owner} (key: ^[a-z][a-z0-9_.:-]*$, at most 64 characters)`,
      body: { key: "external_identifier", schema: externalIdentifierValueSchema },
      responses: { 200: { description: "The identifier", key: "external_identifier", schema: identifierJson }, 404: notFound, 409: uniqueConflict },
    },
    {
      method: "delete",
      path: `${base}/external_identifiers/{key}`,
      tag,
      summary: `Remove one external identifier of ${owner}`,
      responses: { 204: { description: "Removed" }, 404: { description: "Not set" } },
    },
  ];
}

export const distributionEndpoints: Endpoint[] = [
  ...identifierEndpoints("/api/v1/projects/{id}", "a project"),
  ...identifierEndpoints(AD, "an ad"),
  {
    method: "get",
    path: "/api/v1/external_identifiers/lookup",
    tag,
    summary: "Find the projects, ads and ad runs of this account that carry an external identifier",
    description:
      "Exact match on key and value. Run columns are matched when key is external_account_id, external_campaign_id, external_ad_group_id or external_ad_id.",
    query: lookupQuerySchema,
    responses: { 200: { description: "Matches (at most 100 of each kind)", schema: lookupJson } },
  },
];
