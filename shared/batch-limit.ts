/**
 * The most layouts (items × placements) one catalog batch plans before its charge (docs/security.md
 * "Limits"): planning lays out every item in every placement inside the request. In shared/: the server
 * refuses a larger batch in the API's words, and the web app says the same limit in a shop owner's words.
 */
export const MAX_BATCH_LAYOUTS = 200;

/** The most items a batch in `placements` placements may name. */
const mostItems = (placements: number) => Math.floor(MAX_BATCH_LAYOUTS / Math.max(placements, 1));

const REFUSAL_PATH = "ad_batch.item_ids: ";

/** The API's refusal of a batch over the limit (a `validation_failed` detail), or null when it fits. */
export function batchTooLarge(items: number, placements: number): string | null {
  if (items * placements <= MAX_BATCH_LAYOUTS) return null;
  return (
    `${REFUSAL_PATH}${items} items in ${placements} placement${placements > 1 ? "s" : ""} are ${items * placements} layouts to plan before the charge; ` +
    `a batch plans at most ${MAX_BATCH_LAYOUTS}: name at most ${mostItems(placements)} items per batch in item_ids${placements > 1 ? ", or ask for fewer placements" : ""}`
  );
}

/** Whether a `validation_failed` detail is batchTooLarge's (another item_ids problem names its index: `item_ids.3:`). */
export const isBatchTooLarge = (detail: string) => detail.startsWith(REFUSAL_PATH);

/** What a customer may pick in one go, in their words: "pick at most 100 products per batch, or fewer sizes." */
export function batchLimitInWords(sizes: number): string {
  const most = mostItems(sizes);
  return `pick at most ${most} product${most > 1 ? "s" : ""} per batch${sizes > 1 ? ", or fewer sizes" : ""}.`;
}

/**
 * The refusal as a shop owner reads it (no field names, "sizes" for placements): "1,000 products in 2 sizes
 * are too many for one go: pick at most 100 products per batch, or fewer sizes."; null when it fits.
 */
export function batchTooLargeInWords(products: number, sizes: number): string | null {
  if (products * sizes <= MAX_BATCH_LAYOUTS) return null;
  return `${products.toLocaleString("en-US")} products in ${sizes} size${sizes > 1 ? "s" : ""} are too many for one go: ${batchLimitInWords(sizes)}`;
}
