import { describe, expect, it } from "vitest";
import { healthObject } from "../server/distribution/health";
import { clicksPer100, healthInWords } from "./health-words";

const counts = (impressions: number, clicks: number) => ({ impressions, clicks });
const words = (recent: [number, number], previous: [number, number]) => healthInWords(healthObject(counts(...recent), counts(...previous), "2026-11-20"));

describe("health in plain words", () => {
  it("says what moved and the next step, in clicks per 100 views, with no statistics words", () => {
    const falling = words([4000, 30], [4000, 80]);
    expect(falling).toEqual({ sentence: "Clicks per 100 views fell from 2 to 0.75 in a week; try a new angle: make new versions of the ad.", next: "generate_variants" });
    expect(words([1000, 50], [1000, 30]).sentence).toBe("Clicks per 100 views rose from 3 to 5 in a week; keep it running, and try the same angle in your next ads.");
    const steady = words([1000, 20], [1000, 21]);
    expect(steady).toEqual({ sentence: "Clicks per 100 views held steady: 2 this week against 2.1 the week before; nothing to do yet.", next: null });
    for (const s of [falling.sentence, steady.sentence]) expect(s).not.toMatch(/z[- ]score|z =|95|significan|\bCTR\b/i);
  });

  it("names a large move that is not yet beyond chance, instead of calling it steady", () => {
    // 0.9 to 0.54 clicks per 100 views on a few thousand views: too few to be sure, but never "steady".
    const dip = words([5000, 27], [2000, 18]);
    expect(dip.sentence).toBe("Clicks per 100 views fell from 0.9 to 0.54 in a week, on too few views to tell it from chance; add the next days' numbers before changing anything.");
  });

  it("says what is missing before there is a trend", () => {
    expect(words([0, 0], [0, 0]).next).toBe("add_numbers");
    expect(words([0, 0], [1000, 12]).sentence).toBe("No views this week (1.2 clicks per 100 views the week before): if the ad still runs, add this week's numbers.");
    expect(words([1000, 12], [0, 0]).sentence).toBe("1.2 clicks per 100 views in the first week; with a second week of numbers you will see whether it holds.");
  });

  it("writes clicks per 100 views with at most two decimals", () => {
    expect([clicksPer100("0.02"), clicksPer100("0.0075"), clicksPer100("0.012345"), clicksPer100("0.009"), clicksPer100(null)]).toEqual(["2", "0.75", "1.23", "0.9", "0"]);
  });
});
