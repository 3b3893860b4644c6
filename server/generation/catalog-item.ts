import { inlineImage, renderableImageRows } from "../assets/render-images";
import type { ImageRef } from "../render/types";
import type { Style } from "../styles/types";
import { catalogItemOf } from "../catalogs/snapshot";
import { itemCopy, withItemCopy } from "./copy/item";

/**
 * What a batch ad takes from its catalog item (docs/catalogs.md, "Batches"): the item's words as the
 * customer's copy, and its photo as the only product image, read from the ad's `catalog_item` snapshot.
 */

type ItemAd = { catalogItem: unknown; copyInput: string | null };

/** The customer's copy of the ad for `style` (null: the style is still being chosen): the item's lines, then the request's. */
export function customerCopyOf(ad: ItemAd, style: Style | null): string | null {
  const item = catalogItemOf(ad);
  return item ? withItemCopy(itemCopy(style, item), ad.copyInput) : ad.copyInput;
}

/**
 * The images of a batch ad besides the logo: its item's photo alone (cut out as uploads are), never the
 * project's other pictures, which are mostly the other items' photos. An item without a photo gets none.
 */
export async function itemImages(projectId: string, assetId: string | null): Promise<{ logo: ImageRef | undefined; images: ImageRef[] }> {
  // The logo on its own: a catalog's photos are newer than it and would push it out of the newest few.
  const logoRow = (await renderableImageRows(projectId, { assetType: "logo" }))[0];
  const logo = (logoRow && (await inlineImage(logoRow))) || undefined;
  const row = assetId ? (await renderableImageRows(projectId, { ids: [assetId] }))[0] : undefined;
  const photo = row ? await inlineImage(row) : null;
  return { logo, images: photo ? [photo] : [] };
}
