/**
 * The distribution part of an ad's JSON (spec 2.4 field set B: `distribution` and `ad_runs`), for many
 * ads at once. The distribution work fills in runs and roll-ups; an ad with no runs looks like this.
 */
export type AdDistribution = {
  distribution: {
    current_status: string;
    total_runs_count: number;
    active_runs_count: number;
    platforms: string[];
    metrics_summary: Record<string, unknown>;
  };
  ad_runs: Record<string, unknown>[];
};

export async function distributionForAds(adIds: string[]): Promise<Map<string, AdDistribution>> {
  return new Map(
    adIds.map((id) => [
      id,
      {
        distribution: { current_status: "not_distributed", total_runs_count: 0, active_runs_count: 0, platforms: [], metrics_summary: {} },
        ad_runs: [],
      },
    ]),
  );
}
