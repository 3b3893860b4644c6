import { randomUUID } from "node:crypto";
import type { Actor } from "../auth/actor";
import { moveTokens, requireAffordable } from "../accounts/ledger";
import { adRowData } from "../ads/create";
import { checkAdRequest, planItems } from "../ads/service";
import { serializeCatalogItem } from "../catalogs/serializer";
import { formatPrice } from "../catalogs/price";
import type { CatalogItemSnapshot } from "../catalogs/snapshot";
import { tokenCostOf } from "../config";
import { db, type Tx } from "../db/client";
import { toNullableJson } from "../db/json";
import { AppError, errors } from "../errors";
import { afterGenerationCommitted, queueGeneration } from "../generation/dispatch";
import { pageJson, type Page } from "../http/pagination";
import { idempotencyKeyOf, requestHash, withIdempotencyKey } from "../idempotency";
import { languageOf } from "../language/detect";
import { pageOfProject, requireProject } from "../projects/service";
import { idOrSlug, isStorableText, isUuid, parseInput, requireByUuid } from "../validation";
import { batchTooLarge } from "../../shared/batch-limit";
import { batchFieldsSchema } from "./schema";
import { adBatchWithAdsIn, serializeAdBatch } from "./serializer";
import type { AdBatchWithAdsJson } from "./shapes";

type Project = Awaited<ReturnType<typeof requireProject>>;

/** The batch `ref` (its UUID) of a project the actor's organization owns, or 404. */
export async function requireAdBatch(tx: Tx, actor: Actor, projectRef: string, ref: string) {
  const project = await requireProject(tx, actor, projectRef);
  return requireByUuid(ref, "Ad batch", (uuid) => tx.adBatch.findFirst({ where: { id: uuid, organizationId: actor.organizationId, projectId: project.id } }));
}

/** The ad request's problems renamed under the batch: `ad.placements: ...` -> `ad_batch.ad.placements: ...`. */
const underBatch = (details: string[]) => details.map((d) => (d.startsWith("ad.") ? `ad_batch.${d}` : d));

/**
 * Everything a batch needs, checked before any token moves: the body, the ad request (the ads' own
 * validator), the catalog (UUID or slug, of this project) and its items (all, in feed order, or the
 * `item_ids` given, by feed id or UUID). Every problem is named in one 422.
 */
async function checkBatch(tx: Tx, project: Project, input: unknown) {
  const fields = parseInput(batchFieldsSchema, input, "ad_batch");
  const details: string[] = [];
  const ad = fields.ad as Record<string, unknown>;
  if (ad.variant_count !== undefined && ad.variant_count !== 1) details.push("ad_batch.ad.variant_count: a batch makes one ad per item; omit it");
  if (ad.copy_mode === "exact") details.push('ad_batch.ad.copy_mode: "exact" does not apply to a batch: each ad\'s copy is led by its item\'s title and price');
  let asked: Awaited<ReturnType<typeof checkAdRequest>> | null = null;
  try {
    asked = await checkAdRequest(tx, project, ad);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "validation_failed") throw error;
    details.push(...underBatch(error.details ?? []));
  }
  const catalog = await tx.catalog.findFirst({ where: { projectId: project.id, ...idOrSlug(fields.catalog_id) } });
  let items: Awaited<ReturnType<typeof tx.catalogItem.findMany>> = [];
  if (!catalog) details.push(`ad_batch.catalog_id: no catalog with this id or slug in project "${project.slug}"`);
  else if (!fields.item_ids) {
    items = await tx.catalogItem.findMany({ where: { catalogId: catalog.id }, orderBy: { position: "asc" } });
    if (!items.length) details.push(`ad_batch.catalog_id: catalog "${catalog.slug}" has no items`);
  } else {
    const refs = [...new Set(fields.item_ids)];
    const found = await tx.catalogItem.findMany({
      where: { catalogId: catalog.id, OR: [{ itemId: { in: refs.filter((r) => isStorableText(r)) } }, { id: { in: refs.filter(isUuid).map((r) => r.toLowerCase()) } }] },
    });
    const byRef = new Map(found.flatMap((item) => [[item.itemId, item] as const, [item.id, item] as const]));
    for (const ref of refs) {
      const item = byRef.get(ref) ?? byRef.get(ref.toLowerCase());
      if (!item) details.push(`ad_batch.item_ids.${fields.item_ids.indexOf(ref)}: no item "${ref.slice(0, 60)}" in catalog "${catalog.slug}"`);
      else if (!items.includes(item)) items.push(item);
    }
    items.sort((a, b) => a.position - b.position);
  }
  if (details.length || !asked || !catalog) throw errors.validation(details);
  // Planning lays out every item in every placement inside this request (about 0.03 CPU-s a layout; a
  // 1,000-item batch in two placements took minutes): it is bounded, and a balance that cannot pay for the
  // batch is refused before any planning.
  const tooLarge = batchTooLarge(items.length, asked.request.placements.length);
  if (tooLarge) throw errors.validation([tooLarge]);
  await requireAffordable(tx, project.organizationId, tokenCostOf(asked.request.output) * items.length);
  // Each item's ad planned with its item, before any charge: an item whose ad cannot be laid out is refused by name.
  const language = languageOf(project);
  const snapshots = items.map((item, position) => snapshotOf(item, position, language));
  const planned = await planItems(project, asked.request, asked.audience, snapshots);
  if (!planned.ok) throw errors.validation(underBatch(planned.problems));
  return { request: asked.request, catalog, items, snapshots, plans: planned.plans };
}

type BatchPlan = Awaited<ReturnType<typeof checkBatch>>;

type CatalogItemRow = Awaited<ReturnType<Tx["catalogItem"]["findMany"]>>[number];

/** The item as its ad keeps it, the price already written for the project's language. */
function snapshotOf(item: CatalogItemRow, position: number, language: string): CatalogItemSnapshot {
  const json = serializeCatalogItem(item);
  return {
    id: item.id,
    item_id: item.itemId,
    position,
    title: item.title,
    description: item.description,
    price: json.price,
    currency: item.currency,
    price_text: json.price && item.currency ? formatPrice(json.price, item.currency, language) : null,
    asset_id: item.assetId,
  };
}

/**
 * POST …/ad_batches: one `generating` ad per item, the whole batch charged in one ledger debit (all or
 * nothing: `insufficient_tokens` leaves the balance untouched), each ad queued like a single ad (the
 * fair queue then interleaves the batch with other accounts' work). Once per Idempotency-Key.
 */
export async function createAdBatch(
  actor: Actor,
  projectRef: string,
  input: unknown,
  options: { idempotencyKey?: string | null } = {},
): Promise<{ body: AdBatchWithAdsJson; replayed: boolean }> {
  const prisma = await db();
  const project = await requireProject(prisma, actor, projectRef);
  const plan = await checkBatch(prisma, project, input);
  const key = idempotencyKeyOf(options.idempotencyKey);
  const hash = requestHash({ ...plan.request, pinned: plan.request.pinned?.id ?? null, catalog: plan.catalog.id, items: plan.items.map((i) => i.id), project_id: project.id });
  const { result, replayed } = await withIdempotencyKey(
    actor,
    { scope: "ad_batches.create", key, hash },
    async (claim) => {
      const { batchId, adIds } = await prisma.$transaction(async (tx) => {
        const batchId = randomUUID();
        await claim(tx, { ad_batch_id: batchId });
        const adIds = await insertBatch(tx, actor, project, plan, batchId);
        await queueGeneration(tx, adIds);
        return { batchId, adIds };
      });
      await afterGenerationCommitted(adIds);
      return adBatchWithAdsIn(prisma, batchId);
    },
    async (stored) => {
      const body = stored as { ad_batch_id?: string; id?: string } | null;
      const id = body?.id ?? body?.ad_batch_id;
      return id ? adBatchWithAdsIn(prisma, id) : null;
    },
  );
  return { body: result, replayed };
}

async function insertBatch(tx: Tx, actor: Actor, project: Project, plan: BatchPlan, batchId: string): Promise<string[]> {
  const { request, catalog, items, snapshots, plans } = plan;
  const cost = tokenCostOf(request.output);
  const adIds = items.map(() => randomUUID());
  await tx.adBatch.create({
    data: {
      id: batchId,
      organizationId: actor.organizationId,
      projectId: project.id,
      catalogId: catalog.id,
      output: request.output,
      placements: request.placements,
      totalCount: items.length,
      tokenCost: cost * items.length,
    },
  });
  // One debit for the whole batch: it passes or refuses whole (ledger.ts), before any ad exists.
  await moveTokens(tx, {
    organizationId: actor.organizationId,
    delta: -cost * items.length,
    reason: "charge",
    adId: adIds[0],
    note: `catalog batch ${batchId}: ${items.length} x ${cost} tokens (${request.output})`,
  });
  // Every item's ad shares the batch as its `batchId`, with variant index 0: automatic style selection
  // then gives the whole batch one look (the same style and seed), each product in its own words, as planned.
  await tx.ad.createMany({
    data: items.map((item, position) => ({
      ...adRowData(actor, project, request, {
        id: adIds[position],
        batchId,
        variantIndex: 0,
        name: (request.name ? `${request.name} — ${item.title}` : item.title).slice(0, 200),
        tokenCost: cost,
      }),
      adBatchId: batchId,
      catalogItem: snapshots[position],
      plan: toNullableJson(plans[position]),
      landingUrl: item.landingUrl,
    })),
  });
  return adIds;
}

export async function getAdBatch(actor: Actor, projectRef: string, ref: string): Promise<AdBatchWithAdsJson> {
  const prisma = await db();
  const batch = await requireAdBatch(prisma, actor, projectRef, ref);
  return adBatchWithAdsIn(prisma, batch.id);
}

export async function listAdBatches(actor: Actor, projectRef: string, page: Page) {
  return pageJson("ad_batches", serializeAdBatch, await pageOfProject(actor, projectRef, page, (prisma, query) => prisma.adBatch.findMany(query)));
}

/** What a wait on the batch watches: its ads (ids, for the pipeline's announcements) and the batch's own row. */
export async function watchedBatch(actor: Actor, projectRef: string, ref: string) {
  const prisma = await db();
  const batch = await requireAdBatch(prisma, actor, projectRef, ref);
  const ads = await prisma.ad.findMany({ where: { adBatchId: batch.id }, select: { id: true } });
  return { batchId: batch.id, adIds: ads.map((ad) => ad.id) };
}

/** The batch's state as a wait compares it: what its JSON shows, its status and counts and its ads' statuses (not their files). */
export async function batchState(batchId: string): Promise<string> {
  const prisma = await db();
  const batch = await prisma.adBatch.findUnique({ where: { id: batchId }, select: { status: true, readyCount: true, failedCount: true } });
  const ads = await prisma.ad.findMany({ where: { adBatchId: batchId }, select: { id: true, status: true }, orderBy: { id: "asc" } });
  return `${batch?.status}:${batch?.readyCount}:${batch?.failedCount}|${ads.map((ad) => `${ad.id}:${ad.status}`).join(",")}`;
}
