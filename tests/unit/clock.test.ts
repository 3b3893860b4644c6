import { describe, expect, it } from "vitest";
import { noSoonerThan } from "@/server/clock";
import { useManualClock } from "../helpers/clock";

// The floor of noSoonerThan (the signup answer), on a clock the test moves: the work "takes" time by
// advancing it, and the wait shows as a sleeper on the clock.

const FLOOR = 400;

/** Lets every pending promise callback run (one turn of the event loop; no time passes on the clock). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function watch<T>(promise: Promise<T>) {
  const seen = { settled: false };
  promise.then(
    () => (seen.settled = true),
    () => (seen.settled = true),
  );
  return seen;
}

describe("noSoonerThan", () => {
  it("holds a quicker result until the floor after the start, counting the time the work took", async () => {
    const clock = useManualClock();
    const started = clock.now();
    const result = noSoonerThan(FLOOR, async () => (clock.advance(30), "done"));
    const seen = watch(result);
    expect(await clock.asleep()).toEqual([started + FLOOR]);
    clock.advance(FLOOR - 30 - 1);
    await settle();
    expect(seen.settled).toBe(false);
    clock.advance(1);
    expect(await result).toBe("done");
  });

  it("adds no wait to work that took the floor or longer", async () => {
    const clock = useManualClock();
    const result = await noSoonerThan(FLOOR, async () => (clock.advance(FLOOR), "slow"));
    expect(result).toBe("slow");
  });

  it("holds a failure until the floor too", async () => {
    const clock = useManualClock();
    const started = clock.now();
    const result = noSoonerThan(FLOOR, async () => {
      clock.advance(10);
      throw new Error("no account");
    });
    const seen = watch(result);
    expect(await clock.asleep()).toEqual([started + FLOOR]);
    await settle();
    expect(seen.settled).toBe(false);
    clock.advance(FLOOR - 10);
    await expect(result).rejects.toThrow("no account");
  });
});
