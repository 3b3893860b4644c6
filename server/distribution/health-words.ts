import type { HealthJson } from "./health";

/**
 * An ad's or run's health as a shop owner reads it: one sentence, what moved and the next step, e.g.
 * "CTR fell from 2.0 % to 0.75 % this week; try a new angle — generate variants." No z-score, no test
 * level: `health.reason` keeps those for agents. Only types are imported: the web app shows it.
 * "This week" is the health window (the 7 days to `as_of`), "the week before" the 7 days before it.
 */

/** A CTR fraction as a percentage with one or two decimals: 0.02 -> "2.0 %", 0.0075 -> "0.75 %". */
export function ctrPercent(fraction: string | number | null): string {
  const value = (Number(fraction ?? 0) * 100).toFixed(2).replace(/(\.\d)0$/, "$1");
  return `${value} %`;
}

/** What a customer can do next, for a link beside the sentence (none when nothing needs doing). */
type HealthNextStep = "generate_variants" | "add_numbers" | null;

export function healthInWords(h: Pick<HealthJson, "trend" | "recent_ctr" | "previous_ctr" | "recent_impressions" | "previous_impressions">): { sentence: string; next: HealthNextStep } {
  const now = ctrPercent(h.recent_ctr);
  const before = ctrPercent(h.previous_ctr);
  if (h.recent_impressions === 0 && h.previous_impressions === 0) {
    return { sentence: "No results yet: add this ad's daily numbers, or import the CSV export of the ad platform, to see how it does.", next: "add_numbers" };
  }
  if (h.recent_impressions === 0) {
    return { sentence: `No impressions this week (CTR was ${before} the week before): if the ad still runs, add this week's numbers.`, next: "add_numbers" };
  }
  if (h.previous_impressions === 0) {
    return { sentence: `CTR is ${now} in the first week; with a second week of numbers you will see whether it holds.`, next: null };
  }
  switch (h.trend) {
    case "declining":
      return { sentence: `CTR fell from ${before} to ${now} this week; try a new angle — generate variants.`, next: "generate_variants" };
    case "improving":
      return { sentence: `CTR rose from ${before} to ${now} this week; keep it running, and try the same angle in your next ads.`, next: null };
    default:
      return { sentence: `CTR is steady: ${now} this week against ${before} the week before, a difference that can be chance; nothing to do yet.`, next: null };
  }
}
