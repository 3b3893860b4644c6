import { describe, expect, it } from "vitest";
import { adcpStateStore } from "@/server/adcp/state-store";
import { db } from "@/server/db/client";

/**
 * The AdCP agent's state store (server/adcp/state-store.ts) on the database engines adlab runs on: the
 * SDK's interface (versions, compare-and-swap, merge, filtered pages) inside one organization's partition.
 * The agent itself is judged by the SDK's runner against the production server (tests/blackbox/adcp.test.ts).
 */
const organization = async (name: string) => (await (await db()).organization.create({ data: { name } })).id;

describe("AdCP state store", () => {
  it("keeps one organization's documents from another's, versions every write, and refuses a stale compare-and-swap", async () => {
    const [mine, theirs] = [adcpStateStore(await organization("Mine")), adcpStateStore(await organization("Theirs"))];
    await mine.put("media_buys", "mb-1", { status: "pending", budget: 100 });
    expect(await theirs.get("media_buys", "mb-1")).toBeNull();
    expect(await theirs.delete("media_buys", "mb-1")).toBe(false);
    expect((await theirs.list("media_buys")).items).toEqual([]);
    await theirs.put("media_buys", "mb-1", { status: "theirs" });

    await mine.patch("media_buys", "mb-1", { status: "active" });
    expect(await mine.getWithVersion!("media_buys", "mb-1")).toEqual({ data: { status: "active", budget: 100 }, version: 2 });
    expect(await mine.putIfMatch!("media_buys", "mb-1", { status: "paused" }, null)).toEqual({ ok: false, currentVersion: 2 });
    expect(await mine.putIfMatch!("media_buys", "mb-1", { status: "paused" }, 2)).toEqual({ ok: true, version: 3 });
    expect(await mine.putIfMatch!("media_buys", "mb-1", { status: "stale" }, 2)).toEqual({ ok: false, currentVersion: 3 });
    expect(await mine.putIfMatch!("media_buys", "mb-2", { status: "new" }, null)).toEqual({ ok: true, version: 1 });
    expect(await mine.get("media_buys", "mb-1")).toEqual({ status: "paused" });
    expect(await theirs.get("media_buys", "mb-1")).toEqual({ status: "theirs" });

    expect(await mine.delete("media_buys", "mb-1")).toBe(true);
    expect(await mine.get("media_buys", "mb-1")).toBeNull();
    expect(await theirs.get("media_buys", "mb-1")).toEqual({ status: "theirs" });
  });

  it("merges concurrent patches of one document without losing a field or a version", async () => {
    const store = adcpStateStore(await organization("Patches"));
    await Promise.all(Array.from({ length: 8 }, (_, i) => store.patch("sessions", "s-1", { [`field_${i}`]: i })));
    const { data, version } = (await store.getWithVersion!("sessions", "s-1"))!;
    expect(data).toEqual(Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`field_${i}`, i])));
    expect(version).toBe(8);
  });

  it("lists a collection by exact top-level values, page after page, each document once", async () => {
    const store = adcpStateStore(await organization("Lists"));
    for (let i = 0; i < 7; i++) await store.put("creatives", `c-${i}`, { status: i % 2 ? "approved" : "pending", n: i });
    await store.put("other", "c-0", { status: "approved", n: 99 });
    const seen: unknown[] = [];
    let cursor: string | undefined;
    do {
      const page = await store.list("creatives", { filter: { status: "approved" }, limit: 2, cursor });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([1, 3, 5].map((n) => ({ status: "approved", n })));
    expect((await store.list("creatives")).items).toHaveLength(7);
  });
});
