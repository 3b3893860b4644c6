/**
 * A catalog item as a batch ad keeps it (the ad's `catalog_item` column): its words as they were when the
 * batch was ordered, so an item edited or deleted afterwards does not change the ad.
 * `price_text` is the price as printed (server/catalogs/price.ts).
 */
export type CatalogItemSnapshot = {
  id: string;
  item_id: string;
  /** The item's place in the batch (feed order). */
  position: number;
  title: string;
  description: string;
  price: string | null;
  currency: string | null;
  price_text: string | null;
  asset_id: string | null;
};

export const catalogItemOf = (ad: { catalogItem: unknown }) => (ad.catalogItem ?? null) as CatalogItemSnapshot | null;
