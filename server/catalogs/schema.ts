import { z } from "zod";

/** A feed holds at most this many items (rows after the CSV header), and its body at most this many bytes. */
export const MAX_CATALOG_ITEMS = 1000;
export const MAX_FEED_BYTES = 1_000_000;

// Currencies Intl knows (ISO 4217): the price is printed formatted in it, so it must be one Intl can format.
const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));

const httpUrl = z
  .string()
  .trim()
  .max(2000, { abort: true, error: "must be at most 2000 characters" })
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), "must be an http or https URL");

// A missing field says "is required", as an empty one does (a blank CSV cell is a missing field).
const text = () => z.string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") });

/** Every field of an item but its `item_id`; a PATCH takes any of them. */
const itemFields = {
  title: text().trim().min(1, "is required").max(300, "must be at most 300 characters").describe("The product's name, as an ad may print it"),
  description: z.string().trim().max(5000, "must be at most 5000 characters").describe("The product's words; an ad's claims about it come from them"),
  // A decimal string, as money is everywhere in the API: what the customer wrote is what an ad prints.
  price: z
    .string()
    .trim()
    .regex(/^\d{1,10}(\.\d{1,4})?$/, "not a decimal (digits with at most 4 decimals, e.g. 19.90)")
    .nullable()
    .describe("A decimal string (`19.90`), printed in currency; null: no price on the ad"),
  currency: z
    .string()
    .trim()
    .max(3, { abort: true, error: "must be an ISO 4217 currency code such as EUR or USD" })
    .transform((value) => value.toUpperCase())
    .refine((value) => CURRENCIES.has(value), "must be an ISO 4217 currency code such as EUR or USD")
    .nullable()
    .describe("ISO 4217 code of price; required with a price"),
  image_url: httpUrl.nullable().describe("The product photo's public URL (or asset_id, not both)"),
  asset_id: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(255, "must be at most 255 characters")
    .nullable()
    .describe("A photo already uploaded to this project, by its asset id or its file name (`jar.jpg`), as the item's photo (or image_url)"),
  landing_url: httpUrl.nullable().describe("Where the ad for this item leads"),
  tags: z.array(z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters")).max(30, "at most 30 tags").describe("Your labels, to pick items by"),
};

type CrossFields = { price?: string | null; currency?: string | null; image_url?: string | null; asset_id?: string | null };

/** The rules between an item's fields (a price needs its currency; one photo source), on a whole item. */
export function crossFieldProblems(item: CrossFields): string[] {
  return [
    ...(item.price && !item.currency ? ["currency: is required with a price"] : []),
    ...(item.image_url && item.asset_id ? ["asset_id: give image_url or asset_id, not both"] : []),
  ];
}

function itemRules(item: CrossFields, ctx: z.RefinementCtx) {
  for (const problem of crossFieldProblems(item)) {
    const [field, message] = problem.split(": ");
    ctx.addIssue({ code: "custom", path: [field], message });
  }
}

export const catalogItemSchema = z
  .strictObject({
    item_id: text().trim().min(1, "is required").max(200, "must be at most 200 characters").describe("The feed's own id of the item, unique in the catalog"),
    title: itemFields.title,
    description: itemFields.description.default(""),
    price: itemFields.price.optional(),
    currency: itemFields.currency.optional(),
    image_url: itemFields.image_url.optional(),
    asset_id: itemFields.asset_id.optional(),
    landing_url: itemFields.landing_url.optional(),
    tags: itemFields.tags.default([]),
  })
  .superRefine(itemRules);

/** A PATCH of an item; the rules between fields are checked on the item it makes (service.ts). */
export const updateCatalogItemSchema = z.strictObject(itemFields).partial();

const catalogName = z.string().trim().min(1, "is required").max(200, "must be at most 200 characters").describe("The catalog's name; its slug is made from it");
const itemsList = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1, "must list at least one item").max(MAX_CATALOG_ITEMS, `must list at most ${MAX_CATALOG_ITEMS} items`);

/** The JSON form of a feed, as documented (OpenAPI, MCP). */
export const createCatalogSchema = z.strictObject({ name: catalogName, items: itemsList(catalogItemSchema).describe(`The products, 1 to ${MAX_CATALOG_ITEMS}`) });

/** The same, read in two steps: the items are checked one by one so that each problem names its row. */
export const feedSchema = z.strictObject({ name: catalogName, items: itemsList(z.unknown()) });
/** The `catalog[name]` part of a CSV upload. */
export const feedNameSchema = catalogName;

export type CatalogItemInput = z.output<typeof catalogItemSchema>;
