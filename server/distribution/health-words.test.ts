import { describe, expect, it } from "vitest";
import { healthObject } from "./health";
import { ctrPercent, healthInWords } from "./health-words";

const counts = (impressions: number, clicks: number) => ({ impressions, clicks });
const words = (recent: [number, number], previous: [number, number]) => healthInWords(healthObject(counts(...recent), counts(...previous), "2026-11-20"));

describe("health in plain words", () => {
  it("says what moved and the next step, with no statistics words", () => {
    const falling = words([4000, 30], [4000, 80]);
    expect(falling).toEqual({ sentence: "CTR fell from 2.0 % to 0.75 % this week; try a new angle — generate variants.", next: "generate_variants" });
    expect(words([1000, 50], [1000, 30]).sentence).toBe("CTR rose from 3.0 % to 5.0 % this week; keep it running, and try the same angle in your next ads.");
    const steady = words([1000, 20], [1000, 21]);
    expect(steady).toEqual({ sentence: "CTR is steady: 2.0 % this week against 2.1 % the week before, a difference that can be chance; nothing to do yet.", next: null });
    for (const s of [falling.sentence, steady.sentence]) expect(s).not.toMatch(/z[- ]score|z =|95|significan/i);
  });

  it("says what is missing before there is a trend", () => {
    expect(words([0, 0], [0, 0]).next).toBe("add_numbers");
    expect(words([0, 0], [1000, 12]).sentence).toBe("No impressions this week (CTR was 1.2 % the week before): if the ad still runs, add this week's numbers.");
    expect(words([1000, 12], [0, 0]).sentence).toBe("CTR is 1.2 % in the first week; with a second week of numbers you will see whether it holds.");
  });

  it("writes CTR with one or two decimals", () => {
    expect([ctrPercent("0.02"), ctrPercent("0.0075"), ctrPercent("0.012345"), ctrPercent(null)]).toEqual(["2.0 %", "0.75 %", "1.23 %", "0.0 %"]);
  });
});
