import { z } from "zod";
import { authedProcedure, router } from "../trpc/init";
import { unvalidated } from "../trpc/inputs";
import { toPage } from "../http/pagination";
import { toItemPage } from "./items";
import type { UpdateCatalogItemInput } from "./schema";
import { createCatalog, deleteCatalog, deleteCatalogItem, getCatalog, listCatalogs, updateCatalogItem } from "./service";

const projectInput = z.object({ projectId: z.string() });
const paged = { limit: z.number().int().optional(), cursor: z.string().optional() };
const catalogRef = projectInput.extend({ id: z.string() });
const itemRef = catalogRef.extend({ itemId: z.string() });

/** The JSON form of an import (a CSV file is REST's multipart upload). */
export const catalogsRouter = router({
  list: authedProcedure.input(projectInput.extend(paged)).query(({ ctx, input }) => listCatalogs(ctx.actor, input.projectId, toPage(input))),
  get: authedProcedure.input(catalogRef.extend(paged)).query(({ ctx, input }) => getCatalog(ctx.actor, input.projectId, input.id, toItemPage(input))),
  create: authedProcedure
    .input(projectInput.extend({ catalog: unvalidated<{ name: string; items: unknown[] }>() }))
    .mutation(({ ctx, input }) => createCatalog(ctx.actor, input.projectId, input.catalog)),
  delete: authedProcedure.input(catalogRef).mutation(async ({ ctx, input }) => {
    await deleteCatalog(ctx.actor, input.projectId, input.id);
    return { deleted: true };
  }),
  updateItem: authedProcedure
    .input(itemRef.extend({ item: unvalidated<UpdateCatalogItemInput>() }))
    .mutation(({ ctx, input }) => updateCatalogItem(ctx.actor, input.projectId, input.id, input.itemId, input.item)),
  deleteItem: authedProcedure.input(itemRef).mutation(async ({ ctx, input }) => {
    await deleteCatalogItem(ctx.actor, input.projectId, input.id, input.itemId);
    return { deleted: true };
  }),
});
