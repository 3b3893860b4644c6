import { z } from "zod";
import { pageOf, pageSchema, toPage } from "../http/pagination";
import { defineOperations, noContent } from "../operations/operation";
import { toItemPage } from "./items";
import { MAX_CATALOG_ITEMS, MAX_FEED_BYTES, createCatalogSchema, updateCatalogItemSchema } from "./schema";
import { createCatalog, deleteCatalog, deleteCatalogItem, getCatalog, listCatalogs, updateCatalogItem } from "./service";
import { catalogItemJson, catalogJson, catalogWithItemsJson } from "./shapes";
import { deleted, notFound } from "../openapi/registry";

const base = "/api/v1/projects/{project_id}/catalogs";
const item = `${base}/{catalog_id}/items/{item_id}` as const;

export const catalogOperations = defineOperations([
  {
    method: "get",
    path: base,
    summary: "List a project's catalogs (product feeds), newest first",
    description: "create_ad_batch makes an ad per item.",
    tool: "list_catalogs",
    handler: async ({ actor, params, query }) => ({ body: await listCatalogs(actor, params.project_id, toPage(query)) }),
    query: pageSchema,
    responses: {
      200: { description: "A page of catalogs", schema: pageOf("catalogs", catalogJson) },
      404: notFound,
    },
  },
  {
    method: "post",
    path: base,
    summary: "Import a product feed as a catalog, whole or not at all",
    description:
      `At most ${MAX_CATALOG_ITEMS} items, ${MAX_FEED_BYTES} bytes. Any bad row refuses the feed (422, one detail per problem: \`row 3 (A2): title: is required\`). ` +
      "image_url photos are fetched once per URL and stored as assets.",
    http: "Or multipart: a CSV in `catalog[file]` and `catalog[name]` (docs/catalogs.md).",
    tool: "create_catalog",
    hints: { openWorld: true },
    handler: async ({ actor, params, body }) => ({ body: { catalog: await createCatalog(actor, params.project_id, body) } }),
    body: { key: "catalog", schema: createCatalogSchema },
    responses: { 201: { description: "The catalog with its first page of items", key: "catalog", schema: catalogWithItemsJson }, 404: notFound },
  },
  {
    method: "get",
    path: `${base}/{catalog_id}`,
    summary: "Get a catalog with a page of its items, in feed order",
    tool: "get_catalog",
    handler: async ({ actor, params, query }) => ({ body: { catalog: await getCatalog(actor, params.project_id, params.catalog_id, toItemPage(query)) } }),
    query: pageSchema,
    responses: { 200: { description: "The catalog; ?limit and ?cursor page its items", key: "catalog", schema: catalogWithItemsJson }, 404: notFound },
  },
  {
    method: "delete",
    path: `${base}/{catalog_id}`,
    summary: "Delete a catalog and its items (their photos stay in the project's assets)",
    tool: "delete_catalog",
    handler: noContent(({ actor, params }) => deleteCatalog(actor, params.project_id, params.catalog_id)),
    responses: { 204: deleted, 404: notFound },
  },
  {
    method: "patch",
    path: item,
    summary: "Update a catalog item, named by the feed's item_id (or its UUID)",
        tool: "update_catalog_item",
    handler: async ({ actor, params, body }) => ({
      body: { item: await updateCatalogItem(actor, params.project_id, params.catalog_id, params.item_id, body) },
    }),
    body: { key: "item", schema: updateCatalogItemSchema },
    responses: { 200: { description: "The item", key: "item", schema: catalogItemJson }, 404: notFound },
  },
  {
    method: "delete",
    path: item,
    summary: "Delete a catalog item, named by the feed's item_id (or its UUID)",
    tool: "delete_catalog_item",
    handler: noContent(({ actor, params }) => deleteCatalogItem(actor, params.project_id, params.catalog_id, params.item_id)),
    responses: { 204: deleted, 404: notFound },
  },
]);
