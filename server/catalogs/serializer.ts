import type { Prisma } from "../db/generated/client";
import { catalogItemJson, catalogJson } from "./shapes";
import { serializerOf } from "../serializer";

export const catalogInclude = { _count: { select: { items: true } } } satisfies Prisma.CatalogInclude;
type CatalogRecord = Prisma.CatalogGetPayload<{ include: typeof catalogInclude }>;
type CatalogItemRecord = Prisma.CatalogItemGetPayload<object>;

export const serializeCatalog = serializerOf(catalogJson, (catalog: CatalogRecord) => ({ items_count: catalog._count.items }));

/** Decimal places a currency is usually written with (2 for EUR, 0 for JPY). */
const currencyDigits = (currency: string) =>
  new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** The price as a decimal string: the stored scale (4) trimmed back to the currency's decimals, or more when the feed gave more. */
export function priceString(price: Prisma.Decimal, currency: string | null): string {
  return price.toFixed(Math.max(currency ? currencyDigits(currency) : 0, price.decimalPlaces()));
}

export const serializeCatalogItem = serializerOf(catalogItemJson, (item: CatalogItemRecord) => ({
  price: item.price === null ? null : priceString(item.price, item.currency),
}));
