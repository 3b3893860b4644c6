/**
 * The keys of an asset's `metadata` that adlab writes itself (the cut-out decision, server/assets/cutout.ts):
 * a PATCH keeps them, so the web app does not offer them as the customer's own entries (it reads this from shared/).
 */
export const ADLAB_METADATA_KEYS: readonly string[] = ["cutout"];
