import { describe, expect, it } from "vitest";
import { healthObject, round, twoProportionZTest } from "./health";

const counts = (impressions: number, clicks: number) => ({ impressions, clicks });

describe("the health of a run", () => {
  it("is improving when the last 7 days' CTR is significantly above the days before", () => {
    // p = 80/2000, se = sqrt(0.04 * 0.96 * 2/1000), z = (0.05 - 0.03) / se.
    expect(healthObject(counts(1000, 50), counts(1000, 30), "2025-01-08")).toEqual({
      trend: "improving",
      recent_ctr: "0.050000",
      previous_ctr: "0.030000",
      change_pct: 66.67,
      z_score: 2.2822,
      statistically_significant: true,
      recent_impressions: 1000,
      previous_impressions: 1000,
      window_days: 7,
      as_of: "2025-01-08",
      availability: { ctr: true, previous_ctr: true, trend: true, frequency: false },
      reason: "CTR 5% in the 7 days to 2025-01-08 against 3% the 7 days before (+66.67%): statistically significant at the 95% level (z = 2.2822).",
    });
  });

  it("is declining when it is significantly below, and stable when the change could be chance", () => {
    expect(healthObject(counts(1000, 30), counts(1000, 50), null)).toMatchObject({ trend: "declining", change_pct: -40, z_score: -2.2822 });
    expect(healthObject(counts(3, 1), counts(7, 2), null)).toMatchObject({ trend: "stable", recent_ctr: "0.333333", previous_ctr: "0.285714", change_pct: 16.67, z_score: 0.1506 });
  });

  it("is significant from |z| >= 1.96 on (95%, two-sided)", () => {
    expect(twoProportionZTest(counts(1000, 46), counts(1000, 30))).toEqual({ z_score: 1.8712, statistically_significant: false, change_pct: 53.33 });
    expect(twoProportionZTest(counts(1000, 47), counts(1000, 30))).toEqual({ z_score: 1.9757, statistically_significant: true, change_pct: 56.67 });
  });

  it("has insufficient data while either window has no impressions", () => {
    expect(healthObject(counts(0, 0), counts(1000, 50), null)).toMatchObject({
      trend: "insufficient_data",
      recent_ctr: null,
      previous_ctr: "0.050000",
      change_pct: null,
      z_score: null,
      statistically_significant: false,
      availability: { ctr: false, previous_ctr: true, trend: false, frequency: false },
    });
    expect(healthObject(counts(1000, 50), counts(0, 0), null)).toMatchObject({ trend: "insufficient_data", previous_ctr: null });
  });

  it("says in words what a trend still needs, and what to do when the CTR falls", () => {
    // The hikers of issue 29: a week of daily observations, nothing in the week before it.
    const week = healthObject(counts(4000, 30), counts(0, 0), "2026-11-24");
    expect(week).toMatchObject({ trend: "insufficient_data", recent_ctr: "0.007500", availability: { ctr: true, previous_ctr: false, trend: false } });
    expect(week.reason).toBe("Needs impressions in the 7 days before 2026-11-18 (2026-11-11 to 2026-11-17) to compare the last 7 days with.");
    expect(healthObject(counts(0, 0), counts(900, 9), "2026-11-24").reason).toBe("Needs impressions in the 7 days from 2026-11-18 to 2026-11-24; none were observed.");
    expect(healthObject(counts(0, 0), counts(0, 0), null).reason).toMatch(/^No impressions observed yet/);
    const falling = healthObject(counts(4000, 30), counts(4000, 80), "2026-11-24");
    expect(falling.trend).toBe("declining");
    expect(falling.reason).toMatch(/^CTR 0\.75% in the 7 days to 2026-11-24 against 2% the 7 days before \(-62\.5%\): statistically significant .*Next step: refresh the creative/);
    expect(healthObject(counts(3, 1), counts(7, 2), "2026-11-24").reason).toMatch(/a change that chance can explain \(z = 0\.1506/);
  });

  it("has no z when the pooled CTR has no variance, and no change from a previous CTR of zero", () => {
    expect(healthObject(counts(100, 0), counts(100, 0), null)).toMatchObject({ trend: "stable", recent_ctr: "0.000000", change_pct: null, z_score: null });
    expect(twoProportionZTest(counts(1000, 1000), counts(1000, 1000))).toEqual({ z_score: null, statistically_significant: false, change_pct: 0 });
    // From 0% to 5%: a significant rise, but no percentage of nothing.
    expect(twoProportionZTest(counts(100, 5), counts(100, 0))).toEqual({ z_score: 2.2646, statistically_significant: true, change_pct: null });
  });

  it("rounds to the given places, halves upwards", () => {
    expect(round(66.66666, 2)).toBe(66.67);
    expect(round(0.125, 2)).toBe(0.13);
    expect(round(-0.125, 2)).toBe(-0.12);
  });
});
