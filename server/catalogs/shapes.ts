import { z } from "zod";
import { idAndSlug, projectAndOrganization, timestamps } from "../serializer";

/** A catalog item as every front returns it. */
export const catalogItemJson = z
  .object({
    id: z.uuid(),
    catalog_id: z.uuid(),
    item_id: z.string().describe("The feed's own id, unique in the catalog"),
    position: z.number().int(),
    title: z.string(),
    description: z.string(),
    price: z.string().nullable(),
    currency: z.string().nullable(),
    image_url: z.string().nullable(),
    asset_id: z.uuid().nullable().describe("The photo, an asset of the project"),
    landing_url: z.string().nullable(),
    tags: z.array(z.string()),
    ...timestamps,
  })
  .meta({ id: "CatalogItem" });

/** A catalog in a list; GET one adds a page of its items. */
export const catalogJson = z
  .object({
    ...idAndSlug,
    ...projectAndOrganization,
    name: z.string(),
    items_count: z.number().int(),
    ...timestamps,
  })
  .meta({ id: "Catalog" });

export const catalogWithItemsJson = catalogJson
  .extend({
    items: z.array(catalogItemJson),
    next_cursor: z.string().nullable(),
  })
  .meta({ id: "CatalogWithItems" });

export type CatalogJson = z.infer<typeof catalogJson>;
