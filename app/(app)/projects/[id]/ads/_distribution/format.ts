import type { AdMetricsSummary } from "@/server/distribution/ad-summary";
import type { HealthJson } from "@/server/distribution/health";
import { healthInWords } from "@/shared/health-words";
import type { RunJson } from "@/server/distribution/serializers";
import { capitalised as cap, WORDS } from "../../../../../_lib/words";

// The ad JSON types `ad_runs` loosely (it may be an empty placeholder); the page reads them as runs.
export type Run = RunJson;
export type Health = HealthJson;
export type Summary = Partial<AdMetricsSummary>;

/** Amounts stay decimal strings on the wire; shown with their currency, never converted. */
export function formatMoney(amount: string | null | undefined, currency: string | null | undefined) {
  if (amount == null) return "—";
  if (!currency) return Number(amount).toLocaleString("en-US", { maximumFractionDigits: 2 });
  return Number(amount).toLocaleString("en-US", { style: "currency", currency, maximumFractionDigits: 2 });
}

export const formatCount = (n: number | null | undefined) => (n == null ? "—" : n.toLocaleString("en-US", { maximumFractionDigits: 2 }));

/** CTR arrives as a fraction ("0.012345"); people read percentages. */
export const formatRate = (fraction: string | number | null | undefined) =>
  fraction == null ? "—" : `${(Number(fraction) * 100).toLocaleString("en-US", { maximumFractionDigits: 2 })}%`;

/** CTR as a customer reads it: "2.9 clicks per 100 views (CTR)" (a fraction times 100). */
export const ctrWords = (fraction: string | number | null | undefined) =>
  fraction == null ? "—" : `${(Number(fraction) * 100).toLocaleString("en-US", { maximumFractionDigits: 2 })} ${WORDS.ctr}`;

export const formatDate = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" }) : "—";

export const words = (value: string) => value.replace(/_/g, " ");

/** The kinds of ad a run can be (its `channel`, free text in the API), in words. */
export const CHANNELS: Record<string, string> = { paid_social: "Social media ad", search: "Search ad", display: "Website banner", video: "Video ad", email: "E-mail", other: "Other" };
export const channelWords = (channel: string) => CHANNELS[channel] ?? words(channel);

/** The metrics every summary shows, in reading order. */
export function metricRows(s: Summary): [string, string][] {
  const c = s.currency;
  return [
    ["Spend", formatMoney(s.spend, c)],
    ["Impressions", formatCount(s.impressions)],
    ["Clicks", formatCount(s.clicks)],
    [cap(WORDS.ctr), formatRate(s.ctr)],
    [cap(WORDS.cpc), formatMoney(s.cpc, c)],
    [cap(WORDS.cpm), formatMoney(s.cpm, c)],
    ["Sales or sign-ups", formatCount(s.conversions)],
    [cap(WORDS.cpa), formatMoney(s.cpa, c)],
    [cap(WORDS.roas), s.roas == null ? "—" : `${Number(s.roas).toLocaleString("en-US", { maximumFractionDigits: 2 })}×`],
  ];
}

/**
 * The health verdict: a title and tone for the badge, and a sentence with the next step in a shop owner's
 * words (shared/health-words.ts; `health.reason`, with its statistics, is for agents).
 */
export function healthVerdict(h: Health): { title: string; tone: "success" | "warning" | "danger" | "neutral"; detail: string } {
  const title = { insufficient_data: "Not enough data yet", declining: "Declining", improving: "Improving", stable: "Stable" }[h.trend];
  const tone = h.trend === "declining" ? "danger" : h.trend === "improving" ? "success" : "neutral";
  return { title, tone, detail: healthInWords(h).sentence };
}

export const STATUS_TONE: Record<string, "success" | "warning" | "danger" | "neutral" | "accent"> = {
  live: "success",
  paused: "warning",
  in_review: "accent",
  approved: "accent",
  rejected: "danger",
  ended: "neutral",
  draft: "neutral",
};
