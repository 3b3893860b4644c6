import { describe, expect, it } from "vitest";
import { deathReason, restartDelay } from "../../scripts/supervise.mjs";

describe("npm start's supervisor", () => {
  it("restarts a first death at once, then backs off while the process keeps dying soon after its start", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(restartDelay)).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it("says how the process died, and why when its last words or its signal tell", () => {
    expect(deathReason(null, "SIGKILL")).toBe("was killed by SIGKILL (killed from outside, e.g. by the kernel's out-of-memory killer or kill -9)");
    const v8 = "<--- Last few GCs --->\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n";
    expect(deathReason(null, "SIGABRT", v8)).toBe("was killed by SIGABRT (JavaScript heap out of memory)");
    expect(deathReason(134, null, v8)).toBe("exited with code 134 (JavaScript heap out of memory)");
    expect(deathReason(1, null, "TypeError: x is not a function")).toBe("exited with code 1");
  });
});
