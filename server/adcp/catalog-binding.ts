import type { Actor } from "../auth/actor";
import { db } from "../db/client";
import { errors } from "../errors";

/**
 * Which synced catalog items an AdCP build is bound to (docs/adcp.md, "Catalogs"). sync_catalogs
 * (library.ts) links each AdCP catalog_id to the adlab catalog it wrote, under this key in the project.
 */
export const CATALOG_KEY = "adcp_catalog";

/** Catalog items a build is bound to: the synced catalog (its adlab id and project) and the items selected. */
export type CatalogBinding = { projectId: string; catalogId: string; items: { id: string; itemId: string; title: string; tags: string[] }[] };

/**
 * The synced catalog items a build names. The protocol's way is a `catalog` asset in the manifest
 * (`catalog_id`, optionally `ids` of items); a brief may also name a synced catalog by its catalog_id (every
 * item) or items by their titles (the brand's catalogs, else the account's). Null when nothing is named.
 */
export async function catalogItemsNamed(actor: Actor, request: { brandDomain: string | null; message: string | null; catalogRef: { catalogId: string; ids: string[] } | null }): Promise<CatalogBinding | null> {
  const prisma = await db();
  const { catalogRef, brandDomain, message } = request;
  if (!catalogRef && !message) return null;
  const brandProjects = brandDomain && !catalogRef
    ? (await prisma.externalIdentifier.findMany({ where: { organizationId: actor.organizationId, key: "adcp_brand", value: brandDomain, projectId: { not: null } } })).map((b) => b.projectId!)
    : null;
  const links = await prisma.externalIdentifier.findMany({
    where: {
      organizationId: actor.organizationId,
      ...(brandProjects ? { projectId: { in: brandProjects } } : {}),
      key: catalogRef ? `${CATALOG_KEY}:${catalogRef.catalogId}`.slice(0, 200) : { startsWith: `${CATALOG_KEY}:` },
    },
    orderBy: { createdAt: "desc" },
  });
  if (catalogRef && !links.length) throw errors.validation([`creative_manifest.assets: catalog "${catalogRef.catalogId}" is not synced to this account (sync_catalogs first)`]);
  const lower = (message ?? "").toLowerCase();
  for (const link of links) {
    const catalogId = link.key.slice(CATALOG_KEY.length + 1);
    const items = await prisma.catalogItem.findMany({ where: { catalogId: link.value }, orderBy: { position: "asc" } });
    const named = catalogRef
      ? catalogRef.ids.length ? items.filter((item) => catalogRef.ids.includes(item.itemId)) : items
      : lower.includes(catalogId.toLowerCase()) ? items : items.filter((item) => lower.includes(item.title.toLowerCase()));
    if (catalogRef && catalogRef.ids.length && named.length !== new Set(catalogRef.ids).size) {
      const missing = catalogRef.ids.filter((id) => !items.some((item) => item.itemId === id));
      throw errors.validation(missing.map((id) => `creative_manifest.assets: no item "${id.slice(0, 60)}" in catalog "${catalogRef.catalogId}"`));
    }
    if (named.length) return { projectId: link.projectId!, catalogId: link.value, items: named };
  }
  return null;
}

/** The SKUs of bound items (kept as `sku:<value>` tags at sync), which fill the trackers' {SKU} in previews. */
export const skusOf = (binding: CatalogBinding) => binding.items.flatMap((item) => item.tags.filter((t) => t.startsWith("sku:")).map((t) => t.slice(4)));
