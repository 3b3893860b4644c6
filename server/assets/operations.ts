import { z } from "zod";
import { pageOf, pageSchema, toPage } from "../http/pagination";
import { defineOperations, noContent } from "../operations/operation";
import { updateAssetSchema } from "./schema";
import { deleteAsset, getAsset, listAssets, updateAsset } from "./service";
import { assetJson } from "./shapes";
import { deleted, notFound } from "../openapi/registry";

const base = "/api/v1/projects/{project_id}/assets";

export const assetOperations = defineOperations([
  {
    method: "get",
    path: base,
    summary: "List a project's assets, newest first",
    description: "Logos and photos the ads can show.",
    tool: "list_assets",
    handler: async ({ actor, params, query }) => ({ body: await listAssets(actor, params.project_id, toPage(query)) }),
    query: pageSchema,
    responses: {
      200: { description: "A page of assets", schema: pageOf("assets", assetJson) },
      404: notFound,
    },
  },
  {
    method: "get",
    path: `${base}/{asset_id}`,
    summary: "Get an asset",
    tool: "get_asset",
    handler: async ({ actor, params }) => ({ body: { asset: await getAsset(actor, params.project_id, params.asset_id) } }),
    responses: { 200: { description: "The asset", key: "asset", schema: assetJson }, 404: notFound },
  },
  {
    method: "patch",
    path: `${base}/{asset_id}`,
    summary: "Update an asset's type, file name, description or metadata",
    tool: "update_asset",
    handler: async ({ actor, params, body }) => ({ body: { asset: await updateAsset(actor, params.project_id, params.asset_id, body) } }),
    body: { key: "asset", schema: updateAssetSchema },
    responses: { 200: { description: "The asset", key: "asset", schema: assetJson }, 404: notFound },
  },
  {
    method: "delete",
    path: `${base}/{asset_id}`,
    summary: "Delete an asset and its stored file",
    tool: "delete_asset",
    handler: noContent(({ actor, params }) => deleteAsset(actor, params.project_id, params.asset_id)),
    responses: { 204: deleted, 404: notFound },
  },
]);
