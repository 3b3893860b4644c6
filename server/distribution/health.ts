import type { z } from "zod";
import type { healthJson } from "./shapes";
import { ratio } from "../money";

/** Health compares the CTR of the last HEALTH_WINDOW_DAYS days (ending at `as_of`) with the days before. */
export const HEALTH_WINDOW_DAYS = 7;
/** Two-sided 95% critical value of the standard normal distribution. */
export const Z_CRITICAL_95 = 1.959964;

export type WindowCounts = { impressions: number; clicks: number };

export type TwoProportionTest = { z_score: number | null; statistically_significant: boolean; change_pct: number | null };

/**
 * Pooled two-proportion z-test of recent CTR against previous CTR:
 * p = (c1 + c2) / (n1 + n2), se = sqrt(p (1 - p) (1/n1 + 1/n2)), z = (c1/n1 - c2/n2) / se.
 * z is null when a window has no impressions or the pooled rate is 0 or 1 (no variance).
 */
export function twoProportionZTest(recent: WindowCounts, previous: WindowCounts): TwoProportionTest {
  const { impressions: n1, clicks: c1 } = recent;
  const { impressions: n2, clicks: c2 } = previous;
  if (n1 <= 0 || n2 <= 0) return { z_score: null, statistically_significant: false, change_pct: null };
  const p1 = c1 / n1;
  const p2 = c2 / n2;
  const change_pct = p2 === 0 ? null : round(((p1 - p2) / p2) * 100, 2);
  const pooled = (c1 + c2) / (n1 + n2);
  const variance = pooled * (1 - pooled) * (1 / n1 + 1 / n2);
  if (variance <= 0) return { z_score: null, statistically_significant: false, change_pct };
  const z = (p1 - p2) / Math.sqrt(variance);
  return { z_score: round(z, 4), statistically_significant: Math.abs(z) >= Z_CRITICAL_95, change_pct };
}

export function round(value: number, places: number): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}

/** The spec's `health` object of a run (and, summed over runs, of an ad), with its verdict in words. */
export function healthObject(recent: WindowCounts, previous: WindowCounts, asOf: string | null): HealthJson {
  const test = twoProportionZTest(recent, previous);
  const comparable = recent.impressions > 0 && previous.impressions > 0;
  const trend = !comparable
    ? "insufficient_data"
    : !test.statistically_significant
      ? "stable"
      : (test.z_score ?? 0) < 0
        ? "declining"
        : "improving";
  const health = {
    trend,
    recent_ctr: ratio(recent.clicks, recent.impressions, 6),
    previous_ctr: ratio(previous.clicks, previous.impressions, 6),
    change_pct: test.change_pct,
    z_score: test.z_score,
    statistically_significant: test.statistically_significant,
    recent_impressions: recent.impressions,
    previous_impressions: previous.impressions,
    window_days: HEALTH_WINDOW_DAYS,
    as_of: asOf,
    // Each flag says whether the field of that name is filled; `ctr` is the recent CTR (kept for clients).
    availability: { ctr: recent.impressions > 0, previous_ctr: previous.impressions > 0, trend: comparable, frequency: false },
  } satisfies Omit<HealthJson, "reason">;
  return { ...health, reason: healthReason(health) };
}

const percent = (fraction: string | null) => `${Number((Number(fraction) * 100).toFixed(2))}%`;

/** `date` (YYYY-MM-DD) moved by `days`. */
function shiftDay(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Why the trend is what it is, in words an agent or a shop owner can act on: what is missing for a trend,
 * or what moved, how sure the test is, and the next step when the CTR falls.
 */
function healthReason(h: Omit<HealthJson, "reason">): string {
  const days = h.window_days;
  if (!h.as_of || (h.recent_impressions === 0 && h.previous_impressions === 0)) return "No impressions observed yet: a trend needs impressions in two periods of 7 days.";
  const recentStart = shiftDay(h.as_of, 1 - days);
  if (h.recent_impressions === 0) return `Needs impressions in the ${days} days from ${recentStart} to ${h.as_of}; none were observed.`;
  if (h.previous_impressions === 0) {
    return `Needs impressions in the ${days} days before ${recentStart} (${shiftDay(recentStart, -days)} to ${shiftDay(recentStart, -1)}) to compare the last ${days} days with.`;
  }
  const change = h.change_pct == null ? "" : ` (${h.change_pct > 0 ? "+" : ""}${h.change_pct}%)`;
  const moved = `CTR ${percent(h.recent_ctr)} in the ${days} days to ${h.as_of} against ${percent(h.previous_ctr)} the ${days} days before${change}`;
  const z = h.z_score == null ? "no z-score" : `z = ${h.z_score}`;
  if (h.trend === "stable") return `${moved}: a change that chance can explain (${z}, under the 95% level of |z| ≥ 1.96).`;
  const sure = `statistically significant at the 95% level (${z})`;
  if (h.trend === "improving") return `${moved}: ${sure}.`;
  return `${moved}: ${sure}. Next step: refresh the creative (a new variant or angle), or check the targeting and placement of the run.`;
}

export type HealthJson = z.infer<typeof healthJson>;
