import { pageSchema } from "../http/pagination";
import { resourceOperations } from "../operations/crud";
import { defineOperations } from "../operations/operation";
import { toItemPage } from "./items";
import { MAX_CATALOG_ITEMS, MAX_FEED_BYTES, createCatalogSchema, updateCatalogItemSchema } from "./schema";
import { createCatalog, deleteCatalog, deleteCatalogItem, getCatalog, listCatalogs, updateCatalogItem } from "./service";
import { catalogItemJson, catalogJson, catalogWithItemsJson } from "./shapes";
import { notFound } from "../openapi/registry";

const catalog = resourceOperations({ key: "catalog", plural: "catalogs", json: catalogJson, under: "/api/v1/projects/{project_id}" });
const item = resourceOperations({ key: "item", plural: "items", json: catalogItemJson, under: catalog.item });

export const catalogOperations = defineOperations([
  catalog.list({ summary: "List a project's catalogs (product feeds), newest first", description: "create_ad_batch makes an ad per item.", run: listCatalogs }),
  {
    method: "post",
    path: catalog.path,
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
    path: catalog.item,
    summary: "Get a catalog with a page of its items, in feed order",
    tool: "get_catalog",
    handler: async ({ actor, params, query }) => ({ body: { catalog: await getCatalog(actor, params.project_id, params.catalog_id, toItemPage(query)) } }),
    query: pageSchema,
    responses: { 200: { description: "The catalog; ?limit and ?cursor page its items", key: "catalog", schema: catalogWithItemsJson }, 404: notFound },
  },
  catalog.remove({ summary: "Delete a catalog and its items (their photos stay in the project's assets)", run: deleteCatalog }),
  item.update({ summary: "Update a catalog item, named by the feed's item_id (or its UUID)", tool: "update_catalog_item", schema: updateCatalogItemSchema, run: updateCatalogItem }),
  item.remove({ summary: "Delete a catalog item, named by the feed's item_id (or its UUID)", tool: "delete_catalog_item", run: deleteCatalogItem }),
]);
