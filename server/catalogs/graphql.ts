import { builder } from "../graphql/builder";
import { connection } from "../graphql/helpers";
import { zodInput, zodObject } from "../graphql/zod";
import { toPage } from "../http/pagination";
import { toItemPage } from "./items";
import { createCatalogSchema, updateCatalogItemSchema } from "./schema";
import { createCatalog, deleteCatalog, deleteCatalogItem, getCatalog, listCatalogs, updateCatalogItem } from "./service";
import { catalogItemJson, catalogJson, type CatalogJson } from "./shapes";

// Catalogs are plain JSON objects from the REST service (their items page in feed order, not by the Prisma plugin).
const CatalogItemType = zodObject("CatalogItem", catalogItemJson);
const CatalogType = zodObject("Catalog", catalogJson);
const CatalogConnection = connection("Catalog", CatalogType);
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

const CreateCatalogInput = zodInput("CreateCatalogInput", createCatalogSchema);
const UpdateCatalogItemInput = zodInput("UpdateCatalogItemInput", updateCatalogItemSchema);

builder.queryFields((t) => ({
  catalogs: t.field({
    type: CatalogConnection,
    args: { projectId: t.arg.string({ required: true }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const { catalogs, next_cursor } = await listCatalogs(ctx.actor, args.projectId, toPage(args));
      return { nodes: catalogs, next_cursor };
    },
  }),
  catalog: t.field({
    type: CatalogType,
    args: { projectId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getCatalog(ctx.actor, args.projectId, args.id, { limit: 1 }),
  }),
}));

builder.mutationFields((t) => ({
  createCatalog: t.field({
    type: CatalogType,
    args: { projectId: t.arg.string({ required: true }), catalog: t.arg({ type: CreateCatalogInput, required: true }) },
    resolve: (_root, args, ctx) => createCatalog(ctx.actor, args.projectId, args.catalog),
  }),
  updateCatalogItem: t.field({
    type: CatalogItemType,
    args: { projectId: t.arg.string({ required: true }), id: t.arg.string({ required: true }), itemId: t.arg.string({ required: true }), item: t.arg({ type: UpdateCatalogItemInput, required: true }) },
    resolve: (_root, args, ctx) => updateCatalogItem(ctx.actor, args.projectId, args.id, args.itemId, args.item),
  }),
  deleteCatalogItem: t.boolean({
    args: { projectId: t.arg.string({ required: true }), id: t.arg.string({ required: true }), itemId: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteCatalogItem(ctx.actor, args.projectId, args.id, args.itemId);
      return true;
    },
  }),
  deleteCatalog: t.boolean({
    args: { projectId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteCatalog(ctx.actor, args.projectId, args.id);
      return true;
    },
  }),
}));
