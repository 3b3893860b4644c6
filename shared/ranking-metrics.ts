/** The metrics ads can be ranked by (the performance page's "Rank by"). */
export const RANKING_METRICS = ["ctr", "conversions", "cpa", "roas", "spend", "impressions", "cpc"] as const;
export type RankingMetric = (typeof RANKING_METRICS)[number];

/** Costs rank the cheapest first; everything else the highest first. */
export const lowerIsBetter = (metric: RankingMetric): boolean => metric === "cpa" || metric === "cpc";
