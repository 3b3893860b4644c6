import { lowerIsBetter, type RankingMetric } from "../../shared/ranking-metrics";
import type { AdMetricsSummary } from "./ad-summary";

/** The figures of a metrics summary a ranking reads (the JSON shape has them all optional). */
type Figures = Partial<Pick<AdMetricsSummary, RankingMetric>>;

const valueOf = (summary: Figures, metric: RankingMetric): number | null => {
  const value = summary[metric];
  return value === null || value === undefined || value === "" ? null : Number(value);
};

/**
 * `items` ordered by one metric of their summary, best first. Items without a value for the metric
 * (no spend, several currencies for a money figure) come last; ties keep the order they came in.
 */
export function rankByMetric<T>(items: T[], summaryOf: (item: T) => Figures, metric: RankingMetric): T[] {
  const direction = lowerIsBetter(metric) ? 1 : -1;
  const keyed = items.map((item) => ({ item, value: valueOf(summaryOf(item), metric) }));
  return keyed
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === null ? (b.value === null ? 0 : 1) : -1;
      return direction * (a.value - b.value);
    })
    .map(({ item }) => item);
}
