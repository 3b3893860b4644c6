import type { Prisma } from "../db/generated/client";
import type { CatalogItemJson, CatalogJson } from "./shapes";

export const catalogInclude = { _count: { select: { items: true } } } satisfies Prisma.CatalogInclude;
type CatalogRecord = Prisma.CatalogGetPayload<{ include: typeof catalogInclude }>;
type CatalogItemRecord = Prisma.CatalogItemGetPayload<object>;

export function serializeCatalog(catalog: CatalogRecord): CatalogJson {
  return {
    id: catalog.id,
    slug: catalog.slug,
    project_id: catalog.projectId,
    organization_id: catalog.organizationId,
    name: catalog.name,
    items_count: catalog._count.items,
    created_at: catalog.createdAt.toISOString(),
    updated_at: catalog.updatedAt.toISOString(),
  };
}

/** Decimal places a currency is usually written with (2 for EUR, 0 for JPY). */
const currencyDigits = (currency: string) =>
  new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** The price as a decimal string: the stored scale (4) trimmed back to the currency's decimals, or more when the feed gave more. */
export function priceString(price: Prisma.Decimal, currency: string | null): string {
  return price.toFixed(Math.max(currency ? currencyDigits(currency) : 0, price.decimalPlaces()));
}

export function serializeCatalogItem(item: CatalogItemRecord): CatalogItemJson {
  return {
    id: item.id,
    catalog_id: item.catalogId,
    item_id: item.itemId,
    position: item.position,
    title: item.title,
    description: item.description,
    price: item.price === null ? null : priceString(item.price, item.currency),
    currency: item.currency,
    image_url: item.imageUrl,
    asset_id: item.assetId,
    landing_url: item.landingUrl,
    tags: item.tags,
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
  };
}
