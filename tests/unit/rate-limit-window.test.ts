import { afterEach, describe, expect, it } from "vitest";
import { limit, MemoryStore, setRateLimitStore, type Policy } from "@/server/http/rate-limit";
import { useManualClock } from "../helpers/clock";

// The fixed windows of the in-memory rate limit, on a clock the test moves instead of waiting a minute.

const policy: Policy = { name: "test", limit: 2, windowSeconds: 60 };

afterEach(() => setRateLimitStore(undefined));

describe("rate-limit windows", () => {
  it("refuses over the limit until the window ends, then counts afresh", async () => {
    const clock = useManualClock();
    await setRateLimitStore(new MemoryStore());
    expect(await limit(policy, "key:a")).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 60 });
    expect(await limit(policy, "key:a")).toMatchObject({ allowed: true, remaining: 0 });
    expect(await limit(policy, "key:a")).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 60 });
    clock.advance(59_000);
    expect(await limit(policy, "key:a")).toMatchObject({ allowed: false, resetSeconds: 1 });
    clock.advance(1_000);
    expect(await limit(policy, "key:a")).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 60 });
  });
});
