import type { Actor } from "../auth/actor";
import { db, type Tx } from "../db/client";
import { errors } from "../errors";
import { pageJson, type Page } from "../http/pagination";
import { pageOfProject, requireProject } from "../projects/service";
import { uniqueSlug } from "../slug";
import { idOrSlug, isStorableText, isUuid, parseInput } from "../validation";
import { zodDetails } from "../../shared/validation";
import { readCsvFeed, type FeedRow } from "./csv";
import { feedRows, type ItemPage } from "./items";
import { discardPhotos, fetchPhotos } from "./photos";
import { MAX_CATALOG_ITEMS, catalogItemSchema, crossFieldProblems, feedNameSchema, feedSchema, updateCatalogItemSchema, type CatalogItemInput } from "./schema";
import { catalogInclude, serializeCatalog, serializeCatalogItem } from "./serializer";

/** One answer names at most this many problems (and says how many more there are). */
const MAX_DETAILS = 100;

/** The catalog `ref` (UUID or slug) of a project the actor's organization owns, or 404. */
async function requireCatalog(tx: Tx, actor: Actor, projectRef: string, ref: string) {
  const project = await requireProject(tx, actor, projectRef);
  const catalog = await tx.catalog.findFirst({ where: { organizationId: actor.organizationId, projectId: project.id, ...idOrSlug(ref) } });
  if (!catalog) throw errors.notFound("Catalog");
  return catalog;
}

/** An item by the feed's `item_id` (what the customer knows) or by its UUID. */
async function requireItem(tx: Tx, actor: Actor, projectRef: string, catalogRef: string, ref: string) {
  const catalog = await requireCatalog(tx, actor, projectRef, catalogRef);
  const usable = isStorableText(ref) && ref.length <= 200;
  const item =
    (usable ? await tx.catalogItem.findUnique({ where: { catalogId_itemId: { catalogId: catalog.id, itemId: ref } } }) : null) ??
    (isUuid(ref) ? await tx.catalogItem.findFirst({ where: { catalogId: catalog.id, id: ref.toLowerCase() } }) : null);
  if (!item) throw errors.notFound("Catalog item");
  return item;
}

export async function listCatalogs(actor: Actor, projectRef: string, page: Page) {
  return pageJson("catalogs", serializeCatalog, await pageOfProject(actor, projectRef, page, (prisma, query) => prisma.catalog.findMany({ ...query, include: catalogInclude })));
}

async function catalogWithItems(tx: Tx, catalogId: string, page: ItemPage) {
  const catalog = await tx.catalog.findUniqueOrThrow({ where: { id: catalogId }, include: catalogInclude });
  const { rows, nextCursor } = await feedRows(tx, catalogId, page);
  return { ...serializeCatalog(catalog), items: rows.map(serializeCatalogItem), next_cursor: nextCursor };
}

export async function getCatalog(actor: Actor, projectRef: string, ref: string, page: ItemPage) {
  const prisma = await db();
  const catalog = await requireCatalog(prisma, actor, projectRef, ref);
  return catalogWithItems(prisma, catalog.id, page);
}

/** `row 3 (A2)`: where a problem is, with the row's item_id when it has one. */
const rowLabel = (where: string, itemId: unknown) =>
  typeof itemId === "string" && itemId.trim() ? `${where} (${itemId.trim().slice(0, 60)})` : where;

type LabelledItem = { label: string; item: CatalogItemInput };

/** Checks every row on its own and the rows together (duplicate item_ids): the items, or every problem. */
function checkRows(rows: { where: string; fields: unknown }[]): { items: LabelledItem[]; problems: string[] } {
  const items: LabelledItem[] = [];
  const problems: string[] = [];
  const firstRow = new Map<string, string>();
  for (const { where, fields } of rows) {
    const label = rowLabel(where, (fields as { item_id?: unknown } | null)?.item_id);
    const parsed = catalogItemSchema.safeParse(fields);
    if (!parsed.success) {
      problems.push(...zodDetails(parsed.error, undefined, catalogItemSchema).map((detail) => `${label}: ${detail}`));
      continue;
    }
    const seen = firstRow.get(parsed.data.item_id);
    if (seen) problems.push(`${label}: item_id: duplicates ${seen}`);
    else firstRow.set(parsed.data.item_id, where);
    items.push({ label, item: parsed.data });
  }
  return { items, problems };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The photos the feed names by `asset_id`, each an asset id or the file name of an image uploaded to the
 * project (a shop knows its photos by name; the newest of two with one name), as ref -> asset id. A ref
 * absent from the answer names no photo of this project.
 */
async function namedPhotos(tx: Tx, actor: Actor, projectId: string, refs: string[]): Promise<Map<string, string>> {
  if (!refs.length) return new Map();
  const ids = refs.filter((ref) => UUID.test(ref));
  const found = await tx.asset.findMany({
    where: { organizationId: actor.organizationId, projectId, OR: [{ id: { in: ids } }, { filename: { in: refs }, contentType: { startsWith: "image/" } }] },
    select: { id: true, filename: true },
    orderBy: { createdAt: "asc" },
  });
  const byRef = new Map<string, string>();
  for (const asset of found) byRef.set(asset.filename, asset.id);
  for (const asset of found) if (ids.includes(asset.id)) byRef.set(asset.id, asset.id);
  return byRef;
}
const NOT_A_PHOTO = "asset_id: is neither the id nor the file name of a photo uploaded to this project";

const refuse = (problems: string[]) => {
  const shown = problems.slice(0, MAX_DETAILS);
  if (problems.length > MAX_DETAILS) shown.push(`... and ${problems.length - MAX_DETAILS} more problems`);
  return errors.validation(shown, "The feed was refused; nothing was stored.");
};

/**
 * Imports a feed whole or not at all: every row checked, duplicate item_ids and photos it names that the project lacks
 * named, then each distinct photo URL fetched once; any problem refuses the feed (422, one detail per
 * problem naming its row) and removes the photos this import stored. Answers the catalog with its first items.
 */
async function importFeed(actor: Actor, projectRef: string, name: string, rows: { where: string; fields: unknown }[]) {
  const prisma = await db();
  const project = await requireProject(prisma, actor, projectRef);
  const { items, problems } = checkRows(rows);
  const named = await namedPhotos(prisma, actor, project.id, [...new Set(items.flatMap(({ item }) => (item.asset_id ? [item.asset_id] : [])))]);
  for (const { label, item } of items) if (item.asset_id && !named.has(item.asset_id)) problems.push(`${label}: ${NOT_A_PHOTO}`);
  if (problems.length) throw refuse(problems);

  const photos = await fetchPhotos(actor, project.id, items.flatMap(({ item }) => (item.image_url ? [item.image_url] : [])));
  for (const { label, item } of items) {
    const problem = item.image_url && photos.problems.get(item.image_url);
    if (problem) problems.push(`${label}: image_url: ${problem}`);
  }
  try {
    if (problems.length) throw refuse(problems);
    const id = await prisma.$transaction(async (tx) => {
      const slug = await uniqueSlug(name, async (slug) => Boolean(await tx.catalog.findFirst({ where: { projectId: project.id, slug }, select: { id: true } })));
      const catalog = await tx.catalog.create({ data: { organizationId: actor.organizationId, projectId: project.id, slug, name } });
      await tx.catalogItem.createMany({
        data: items.map(({ item }, position) => ({
          catalogId: catalog.id,
          itemId: item.item_id,
          position,
          title: item.title,
          description: item.description,
          price: item.price ?? null,
          currency: item.price || item.currency ? (item.currency ?? null) : null,
          imageUrl: item.image_url ?? null,
          assetId: (item.asset_id ? named.get(item.asset_id) : null) ?? (item.image_url ? photos.assets.get(item.image_url) : null) ?? null,
          landingUrl: item.landing_url ?? null,
          tags: item.tags,
        })),
      });
      return catalog.id;
    });
    return catalogWithItems(prisma, id, { limit: 50 });
  } catch (error) {
    await discardPhotos(actor, project.id, photos.created);
    throw error;
  }
}

/** POST with JSON: `{ catalog: { name, items: [...] } }`; a problem names `catalog.items.<i> (<item_id>)`. */
export async function createCatalog(actor: Actor, projectRef: string, input: unknown) {
  await requireProject(await db(), actor, projectRef); // another account's project is a 404 before any 422

  const feed = parseInput(feedSchema, input, "catalog");
  return importFeed(actor, projectRef, feed.name, feed.items.map((fields, i) => ({ where: `catalog.items.${i}`, fields })));
}

/** A CSV upload as the route read it: the `catalog[name]` part, the `catalog[file]` text, and the form's own problems. */
export type CsvUpload = { name: unknown; text: string | undefined; problems: string[] };

/** POST with multipart: `catalog[file]` (CSV, the first row names the columns) and `catalog[name]`; a problem names `row <n> (<item_id>)`. */
export async function createCatalogFromCsv(actor: Actor, projectRef: string, upload: CsvUpload) {
  await requireProject(await db(), actor, projectRef); // another account's project is a 404 before any 422

  const problems = [...upload.problems];
  const name = feedNameSchema.safeParse(upload.name ?? "");
  if (!name.success) problems.push(...zodDetails(name.error, "catalog.name"));
  if (upload.text === undefined) problems.push("catalog.file: is required (a CSV file in the catalog[file] part)");
  const csv = upload.text === undefined ? { rows: [] as FeedRow[], problems: [] } : readCsvFeed(upload.text);
  problems.push(...csv.problems);
  if (upload.text !== undefined && !csv.problems.length && csv.rows.length === 0) problems.push("catalog.file: has no items below its header row");
  if (csv.rows.length > MAX_CATALOG_ITEMS) problems.push(`catalog.file: has ${csv.rows.length} items; a feed has at most ${MAX_CATALOG_ITEMS}`);
  if (problems.length || !name.success) throw refuse(problems);
  return importFeed(actor, projectRef, name.data, csv.rows.map(({ row, fields }) => ({ where: `row ${row}`, fields })));
}

/**
 * PATCH an item: any field but its item_id. The rules between fields hold on the item it makes (a new
 * price keeps the stored currency); a new image_url is fetched (or reused) like an import's, a new
 * asset_id replaces the photo and forgets the URL it came from.
 */
export async function updateCatalogItem(actor: Actor, projectRef: string, catalogRef: string, itemRef: string, input: unknown) {
  const fields = parseInput(updateCatalogItemSchema, input, "item");
  const prisma = await db();
  const item = await requireItem(prisma, actor, projectRef, catalogRef, itemRef);
  const catalog = await prisma.catalog.findUniqueOrThrow({ where: { id: item.catalogId } });
  const photoChanged = fields.image_url !== undefined || fields.asset_id !== undefined;
  const merged = {
    price: fields.price !== undefined ? fields.price : item.price?.toString() ?? null,
    currency: fields.currency !== undefined ? fields.currency : item.currency,
    image_url: photoChanged ? (fields.image_url ?? null) : item.imageUrl,
    asset_id: photoChanged ? (fields.asset_id ?? null) : item.assetId,
  };
  const problems = crossFieldProblems(photoChanged ? merged : { ...merged, image_url: null }).map((p) => `item.${p}`);
  const named = fields.asset_id ? await namedPhotos(prisma, actor, catalog.projectId, [fields.asset_id]) : new Map<string, string>();
  if (fields.asset_id && !named.has(fields.asset_id)) problems.push(`item.${NOT_A_PHOTO}`);
  if (problems.length) throw errors.validation(problems);

  let assetId = fields.asset_id ? named.get(fields.asset_id)! : merged.asset_id;
  if (photoChanged && merged.image_url) {
    const photos = await fetchPhotos(actor, catalog.projectId, [merged.image_url]);
    const problem = photos.problems.get(merged.image_url);
    if (problem) throw errors.validation([`item.image_url: ${problem}`]);
    assetId = photos.assets.get(merged.image_url) ?? null;
  }
  const updated = await prisma.catalogItem.update({
    where: { id: item.id },
    data: {
      ...(fields.title !== undefined ? { title: fields.title } : {}),
      ...(fields.description !== undefined ? { description: fields.description } : {}),
      ...(fields.landing_url !== undefined ? { landingUrl: fields.landing_url } : {}),
      ...(fields.tags !== undefined ? { tags: fields.tags } : {}),
      price: merged.price,
      currency: merged.price || merged.currency ? merged.currency : null,
      ...(photoChanged ? { imageUrl: merged.image_url, assetId } : {}),
    },
  });
  return serializeCatalogItem(updated);
}

export async function deleteCatalogItem(actor: Actor, projectRef: string, catalogRef: string, itemRef: string): Promise<void> {
  const prisma = await db();
  const item = await requireItem(prisma, actor, projectRef, catalogRef, itemRef);
  await prisma.catalogItem.delete({ where: { id: item.id } });
}

/** Removes the catalog and its items; the photos stay in the project's assets (other ads may use them). */
export async function deleteCatalog(actor: Actor, projectRef: string, ref: string): Promise<void> {
  const prisma = await db();
  const catalog = await requireCatalog(prisma, actor, projectRef, ref);
  await prisma.catalog.delete({ where: { id: catalog.id } });
}
