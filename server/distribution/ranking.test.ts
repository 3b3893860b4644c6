import { describe, expect, it } from "vitest";
import type { AdMetricsSummary } from "./ad-summary";
import { rankByMetric } from "./ranking";

const summary = (fields: Partial<AdMetricsSummary>): AdMetricsSummary => ({
  spend: null, currency: null, impressions: 0, clicks: 0, ctr: null, cpc: null, cpm: null, conversions: 0, cpa: null, revenue: null, roas: null,
  mixed_currencies: false, by_currency: [], ...fields,
});

const ads = [
  { name: "cheap clicks", s: summary({ ctr: "0.020000", cpc: "0.50", cpa: "12.00", impressions: 5000, conversions: 4 }) },
  { name: "no spend yet", s: summary({ ctr: null, impressions: 0 }) },
  { name: "best ctr", s: summary({ ctr: "0.045000", cpc: "1.25", cpa: "8.00", impressions: 2000, conversions: 10 }) },
  { name: "two currencies", s: summary({ ctr: "0.010000", cpc: null, cpa: null, impressions: 9000, conversions: 1, mixed_currencies: true }) },
];
const rank = (metric: Parameters<typeof rankByMetric>[2]) => rankByMetric(ads, (ad) => ad.s, metric).map((ad) => ad.name);

describe("ranking ads by a metric", () => {
  it("puts the highest rate or count first", () => {
    expect(rank("ctr")).toEqual(["best ctr", "cheap clicks", "two currencies", "no spend yet"]);
    expect(rank("impressions")).toEqual(["two currencies", "cheap clicks", "best ctr", "no spend yet"]);
  });

  it("puts the cheapest cost first, and ads without the figure last in the order they came", () => {
    expect(rank("cpc")).toEqual(["cheap clicks", "best ctr", "no spend yet", "two currencies"]);
    expect(rank("cpa")).toEqual(["best ctr", "cheap clicks", "no spend yet", "two currencies"]);
  });

  it("compares decimal strings as numbers, not as text", () => {
    const money = [{ s: summary({ spend: "9.50" }) }, { s: summary({ spend: "10.00" }) }, { s: summary({ spend: "100.00" }) }];
    expect(rankByMetric(money, (m) => m.s, "spend").map((m) => m.s.spend)).toEqual(["100.00", "10.00", "9.50"]);
  });
});
