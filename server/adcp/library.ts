import type { Actor } from "../auth/actor";
import { listAds } from "../ads/service";
import type { AdJson } from "../ads/shapes";
import { createCatalog } from "../catalogs/service";
import { db } from "../db/client";
import { AppError, errors } from "../errors";
import { toPage } from "../http/pagination";
import { slugify } from "../slug";
import { formatSpecs } from "./formats";
import { manifestOf } from "./manifest";
import { CATALOG_KEY } from "./catalog-binding";

/**
 * The agent's creative library is adlab's ads (list_creatives), and its catalogs are adlab's catalogs
 * (sync_catalogs). Catalogs live in a project: the brand's, made for the AdCP brand domain when the
 * account has none yet.
 */

/** An adlab ad as an AdCP creative: one per ad, in the format of its first placement. */
export function creativeOf(organizationId: string, agentUrl: string, ad: AdJson) {
  const spec = formatSpecs().find((f) => f.placement === ad.placements[0] && f.output === ad.output && f.mode === "template")!;
  const ready = ad.ready && ad.files.some((f) => f.placement === spec.placement);
  return {
    creative_id: ad.id,
    name: ad.name,
    format_id: { agent_url: agentUrl, id: spec.id },
    // adlab's statuses on AdCP's creative lifecycle: a generating ad is being processed, a failed one rejected.
    status: ad.ready ? "approved" : ad.failed ? "rejected" : "processing",
    created_date: ad.created_at,
    updated_date: ad.updated_at,
    ...(ready ? { assets: manifestOf(organizationId, agentUrl, spec.id, ad, spec).assets } : {}),
    tags: ad.tags,
  };
}

export async function listCreatives(actor: Actor, agentUrl: string, query: { limit?: number; cursor?: string | null }) {
  const page = await listAds(actor, toPage({ limit: query.limit ?? 50, cursor: query.cursor ?? null }));
  return { creatives: page.ads.map((ad) => creativeOf(actor.organizationId, agentUrl, ad)), nextCursor: page.next_cursor };
}

type AdcpCatalogItem = Record<string, unknown> & { item_id?: unknown; title?: unknown; name?: unknown; description?: unknown; url?: unknown; link?: unknown; image_url?: unknown; price?: unknown; sku?: unknown; gtin?: unknown };
export type AdcpCatalog = { catalog_id?: unknown; name?: unknown; type?: unknown; items?: unknown };

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined);

/** An AdCP catalog item as an adlab feed row; the item's sku/gtin ride as tags (`sku:<value>`) for the tracker macros. */
function itemRow(item: AdcpCatalogItem, withImages: boolean) {
  const price = item.price as { amount?: unknown; currency?: unknown } | undefined;
  const amount = typeof price?.amount === "number" ? price.amount.toFixed(2) : str(price?.amount);
  const tags = [str(item.sku) && `sku:${str(item.sku)}`, str(item.gtin) && `gtin:${str(item.gtin)}`].filter((t): t is string => Boolean(t)).map((t) => t.slice(0, 100));
  return {
    item_id: str(item.item_id),
    title: str(item.title) ?? str(item.name),
    ...(str(item.description) ? { description: str(item.description) } : {}),
    ...(amount ? { price: amount, currency: str(price?.currency) ?? null } : {}),
    ...(withImages && str(item.image_url) ? { image_url: str(item.image_url) } : {}),
    ...(str(item.url) ?? str(item.link) ? { landing_url: str(item.url) ?? str(item.link) } : {}),
    tags,
  };
}


/** The project catalogs go into for a brand domain: the newest project made for it, or a new one named after it. */
async function brandProjectId(actor: Actor, domain: string): Promise<string> {
  const prisma = await db();
  const known = await prisma.externalIdentifier.findFirst({ where: { organizationId: actor.organizationId, key: "adcp_brand", value: domain, projectId: { not: null } }, orderBy: { createdAt: "desc" } });
  if (known?.projectId) return known.projectId;
  return prisma.$transaction(async (tx) => {
    const base = slugify(domain).slice(0, 60) || "brand";
    const taken = await tx.project.findFirst({ where: { organizationId: actor.organizationId, slug: base }, select: { id: true } });
    const project = await tx.project.create({ data: { organizationId: actor.organizationId, slug: taken ? `${base}-${Date.now().toString(36)}` : base, name: domain, description: domain } });
    await tx.externalIdentifier.create({ data: { organizationId: actor.organizationId, projectId: project.id, key: "adcp_brand", value: domain } });
    return project.id;
  });
}

const MAX_DOMAIN_CHARS = 253;

type SyncedCatalog = { catalog_id: string; action: "created" | "updated" | "failed"; item_count?: number; items_approved?: number; items_rejected?: number; errors?: { code: string; message: string }[]; warnings?: string[] };

/**
 * sync_catalogs: each AdCP catalog becomes an adlab catalog of the brand's project (a catalog synced again
 * replaces the earlier import). Photos are fetched as adlab does; an item whose photo cannot be fetched is
 * kept without it (a warning says so) rather than refusing the whole feed.
 */
export async function syncCatalogs(actor: Actor, domain: string, catalogs: AdcpCatalog[]): Promise<SyncedCatalog[]> {
  // The domain names the brand's project (its name and description): a DNS name's cap, before anything is stored.
  if (domain.length > MAX_DOMAIN_CHARS) throw errors.validation([`account.brand.domain: must be at most ${MAX_DOMAIN_CHARS} characters`]);
  const projectId = await brandProjectId(actor, domain);
  const prisma = await db();
  const results: SyncedCatalog[] = [];
  for (const catalog of catalogs) {
    const catalogId = str(catalog.catalog_id) ?? "";
    const items = Array.isArray(catalog.items) ? (catalog.items as AdcpCatalogItem[]) : [];
    if (!catalogId || !items.length) {
      results.push({ catalog_id: catalogId || "(none)", action: "failed", errors: [{ code: "INVALID_REQUEST", message: catalogId ? "adlab imports inline items; this catalog has none" : "catalog_id is required" }] });
      continue;
    }
    const known = await prisma.externalIdentifier.findFirst({ where: { organizationId: actor.organizationId, projectId, key: `${CATALOG_KEY}:${catalogId}`.slice(0, 200) } });
    const earlier = known ? await prisma.catalog.findFirst({ where: { id: known.value, organizationId: actor.organizationId } }) : null;
    const name = (str(catalog.name) ?? catalogId).slice(0, 200);
    const warnings: string[] = [];
    let created: { id: string };
    try {
      created = await createCatalog(actor, projectId, { name, items: items.map((item) => itemRow(item, true)) });
    } catch (error) {
      const photoOnly = error instanceof AppError && error.code === "validation_failed" && (error.details ?? []).every((d) => d.includes("image_url:"));
      if (!photoOnly) {
        results.push({ catalog_id: catalogId, action: "failed", errors: [{ code: "INVALID_REQUEST", message: error instanceof AppError ? [error.message, ...(error.details ?? [])].join(" ") : "the catalog could not be imported" }] });
        continue;
      }
      warnings.push(...(error as AppError).details!.map((d) => `${d} (the item is kept without its photo)`));
      created = await createCatalog(actor, projectId, { name, items: items.map((item) => itemRow(item, false)) });
    }
    const newId = created.id;
    await prisma.$transaction(async (tx) => {
      if (earlier) await tx.catalog.delete({ where: { id: earlier.id } });
      await tx.externalIdentifier.upsert({
        where: { projectId_key: { projectId, key: `${CATALOG_KEY}:${catalogId}`.slice(0, 200) } },
        create: { organizationId: actor.organizationId, projectId, key: `${CATALOG_KEY}:${catalogId}`.slice(0, 200), value: newId },
        update: { value: newId },
      });
    });
    results.push({ catalog_id: catalogId, action: earlier ? "updated" : "created", item_count: items.length, items_approved: items.length, items_rejected: 0, ...(warnings.length ? { warnings } : {}) });
  }
  return results;
}
