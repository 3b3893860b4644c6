/**
 * An ad's or run's health as a shop owner reads it: one sentence, what moved and the next step, e.g.
 * "Clicks per 100 views fell from 2 to 0.75 in a week; try a new angle: make new versions of the ad." No
 * "CTR", z-score or test level: `health.reason` keeps those for agents. In shared/: the web
 * app shows it. "In a week" compares the health window (the 7 days to `as_of`) with the 7 days before it.
 */

/** A CTR fraction as clicks per 100 views, with at most two decimals: 0.02 -> "2", 0.0054 -> "0.54", 0.009 -> "0.9". */
export function clicksPer100(fraction: string | number | null): string {
  return (Number(fraction ?? 0) * 100).toLocaleString("en-US", { maximumFractionDigits: 2 });
}

/** What the sentence reads of an ad's or run's `health` (its shape: server/distribution/shapes.ts `healthJson`). */
type HealthFigures = {
  trend: "improving" | "stable" | "declining" | "insufficient_data";
  recent_ctr: string | number | null;
  previous_ctr: string | number | null;
  recent_impressions: number;
  previous_impressions: number;
};

/** What a customer can do next, for a link beside the sentence (none when nothing needs doing). */
type HealthNextStep = "generate_variants" | "add_numbers" | null;

/** A move of at least this share (up or down) is named even when it is not yet beyond chance. */
const NOTABLE_CHANGE = 0.2;

export function healthInWords(h: HealthFigures): { sentence: string; next: HealthNextStep } {
  const now = clicksPer100(h.recent_ctr);
  const before = clicksPer100(h.previous_ctr);
  if (h.recent_impressions === 0 && h.previous_impressions === 0) {
    return { sentence: "No results yet: add this ad's daily numbers, or import the file your ad platform exports, to see how it does.", next: "add_numbers" };
  }
  if (h.recent_impressions === 0) {
    return { sentence: `No views this week (${before} clicks per 100 views the week before): if the ad still runs, add this week's numbers.`, next: "add_numbers" };
  }
  if (h.previous_impressions === 0) {
    return { sentence: `${now} clicks per 100 views in the first week; with a second week of numbers you will see whether it holds.`, next: null };
  }
  const moved = Number(h.recent_ctr) < Number(h.previous_ctr) ? "fell" : "rose";
  switch (h.trend) {
    case "declining":
      return { sentence: `Clicks per 100 views fell from ${before} to ${now} in a week; try a new angle: make new versions of the ad.`, next: "generate_variants" };
    case "improving":
      return { sentence: `Clicks per 100 views rose from ${before} to ${now} in a week; keep it running, and try the same angle in your next ads.`, next: null };
    default: {
      const change = Math.abs(Number(h.recent_ctr) - Number(h.previous_ctr)) / Math.max(Number(h.previous_ctr), 1e-9);
      if (change >= NOTABLE_CHANGE) {
        return { sentence: `Clicks per 100 views ${moved} from ${before} to ${now} in a week, on too few views to tell it from chance; add the next days' numbers before changing anything.`, next: "add_numbers" };
      }
      return { sentence: `Clicks per 100 views held steady: ${now} this week against ${before} the week before; nothing to do yet.`, next: null };
    }
  }
}
