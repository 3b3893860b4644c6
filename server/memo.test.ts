import { describe, expect, it } from "vitest";
import { sharedByKeyUntilFailure } from "./memo";

describe("sharedByKeyUntilFailure", () => {
  it("loads a key once, each key apart, and keeps only the last `keep` keys", async () => {
    const loads: string[] = [];
    const get = sharedByKeyUntilFailure((a: string, n: number) => `${a}/${n}`, async (a: string, n: number) => (loads.push(`${a}/${n}`), `${a}x${n}`), 2);
    expect(await Promise.all([get("a", 1), get("a", 1), get("b", 1)])).toEqual(["ax1", "ax1", "bx1"]);
    expect(loads).toEqual(["a/1", "b/1"]);
    await get("c", 1); // a/1 is dropped: the oldest of three
    await get("b", 1);
    await get("a", 1);
    expect(loads).toEqual(["a/1", "b/1", "c/1", "a/1"]);
  });

  it("forgets a failed load, so the next call tries again", async () => {
    let calls = 0;
    const get = sharedByKeyUntilFailure((k: string) => k, async () => {
      if (++calls === 1) throw new Error("missing file");
      return calls;
    });
    await expect(get("k")).rejects.toThrow("missing file");
    expect(await get("k")).toBe(2);
    expect(await get("k")).toBe(2);
  });
});
