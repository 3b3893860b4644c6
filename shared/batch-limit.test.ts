import { describe, expect, it } from "vitest";
import { developerTermsIn } from "../app/_lib/words";
import { batchTooLarge, batchTooLargeInWords, isBatchTooLarge, MAX_BATCH_LAYOUTS } from "./batch-limit";

describe("the catalog batch limit", () => {
  it("lets a batch of exactly the limit through, in words as in the API", () => {
    expect(MAX_BATCH_LAYOUTS).toBe(200);
    expect(batchTooLarge(100, 2)).toBeNull();
    expect(batchTooLargeInWords(100, 2)).toBeNull();
    expect(batchTooLargeInWords(200, 1)).toBeNull();
  });

  it("refuses one layout more: the API names its fields, the web says it to a shop owner", () => {
    const api = batchTooLarge(101, 2)!;
    expect(api).toBe("ad_batch.item_ids: 101 items in 2 placements are 202 layouts to plan before the charge; a batch plans at most 200: name at most 100 items per batch in item_ids, or ask for fewer placements");
    expect(isBatchTooLarge(api)).toBe(true);
    expect(isBatchTooLarge('ad_batch.item_ids.3: no item "X9" in catalog "jams"')).toBe(false);
    expect(batchTooLargeInWords(1000, 2)).toBe("1,000 products in 2 sizes are too many for one go: pick at most 100 products per batch, or fewer sizes.");
    expect(batchTooLargeInWords(201, 1)).toBe("201 products in 1 size are too many for one go: pick at most 200 products per batch.");
    expect(developerTermsIn(batchTooLargeInWords(1000, 3)!)).toEqual([]);
    expect(developerTermsIn(api)).not.toEqual([]);
  });
});
