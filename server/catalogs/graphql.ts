import { builder } from "../graphql/builder";
import { connection } from "../graphql/helpers";
import { answerAs } from "../graphql/operations";
import { zodObject } from "../graphql/zod";
import { toItemPage } from "./items";
import { getCatalog } from "./service";
import { catalogItemJson, catalogJson, catalogWithItemsJson, type CatalogJson } from "./shapes";

// Catalogs are plain JSON objects from the REST service (their items page in feed order, not by the Prisma plugin).
const CatalogItemType = zodObject("CatalogItem", catalogItemJson);
const CatalogType = zodObject("Catalog", catalogJson);
const CatalogItemConnection = connection("CatalogItem", CatalogItemType);

builder.objectField(CatalogType, "items", (t) =>
  t.field({
    type: CatalogItemConnection,
    description: "The catalog's items in feed order: the pages of GET .../catalogs/{id}.",
    args: { limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (catalog: CatalogJson, args, ctx) => {
      const { items, next_cursor } = await getCatalog(ctx.actor, catalog.project_id, catalog.id, toItemPage(args));
      return { nodes: items, next_cursor };
    },
  }),
);

// The queries and mutations are derived from the operation definitions (server/graphql/operations.ts);
// a catalog with its first items (REST's answer) is the Catalog, whose `items` page on request.
answerAs(catalogJson, "Catalog", CatalogType);
answerAs(catalogWithItemsJson, "Catalog", CatalogType);
answerAs(catalogItemJson, "CatalogItem", CatalogItemType);
