"use client";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { BarChart3 } from "lucide-react";
import Link from "next/link";
import { useParams } from "next/navigation";
import { useState } from "react";
import { Badge, ButtonLink, EmptyState, ErrorState, Field, Select, ShowMore, SkeletonList } from "../../../../_components";
import { useTRPC } from "../../../../_trpc/client";
import { capitalised as cap, WORDS } from "../../../../_lib/words";
import type { Ad } from "../../../../_trpc/types";
import { ctrWords, formatCount, formatMoney, formatRate, STATUS_TONE, words, type Summary } from "../ads/_distribution/format";
import { lowerIsBetter, type RankingMetric } from "@/shared/ranking-metrics";
import { AdPreview } from "../ads/_view/ad-preview";

/** How each ranking's figure is shown; the server ranks (a lower CPA or CPC first). */
const METRICS: Record<RankingMetric, { label: string; show: (s: Summary) => string }> = {
  ctr: { label: cap(WORDS.ctr), show: (s) => formatRate(s.ctr) },
  conversions: { label: "Sales or sign-ups", show: (s) => formatCount(s.conversions) },
  cpa: { label: cap(WORDS.cpa), show: (s) => formatMoney(s.cpa, s.currency) },
  roas: { label: cap(WORDS.roas), show: (s) => (s.roas == null ? "—" : `${Number(s.roas).toFixed(2)}×`) },
  spend: { label: "Spend", show: (s) => formatMoney(s.spend, s.currency) },
  impressions: { label: "Views", show: (s) => formatCount(s.impressions) },
  cpc: { label: cap(WORDS.cpc), show: (s) => formatMoney(s.cpc, s.currency) },
};

/** The project's distributed ads in the server's order for one metric; ads without a value for it come last. */
export default function PerformancePage() {
  const { id } = useParams<{ id: string }>();
  const trpc = useTRPC();
  const [metric, setMetric] = useState<RankingMetric>("ctr");
  // While another metric's ranking loads, the last one stays on screen (with its own label), and so does the select.
  const ranking = useInfiniteQuery(trpc.ads.ranked.infiniteQueryOptions(
    { projectId: id, metric, limit: 50 },
    { getNextPageParam: (page) => page.next_cursor ?? undefined, placeholderData: keepPreviousData },
  ));
  if (ranking.isPending) return <SkeletonList rows={3} rowClassName="h-24" />;
  if (ranking.isError) return <ErrorState error={ranking.error} retry={() => ranking.refetch()} what="performance" />;
  const ranked = ranking.data.pages.flatMap((page) => page.ads);
  const { metric: rankedBy, total_count, distributed_count, attention_count } = ranking.data.pages[0];
  if (distributed_count === 0) {
    return (
      <EmptyState icon={BarChart3} title="No ad is running yet"
        action={<ButtonLink href={`/projects/${id}`} variant="secondary">See your ads</ButtonLink>}>
        Open one of <Link className="underline" href={`/projects/${id}`}>your ads</Link>, record where it runs and what the platform reports.
        Your ads are then ranked here by the figure you choose.
      </EmptyState>
    );
  }
  return (
    <>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-xl text-sm text-muted">
          {distributed_count} of {total_count} ads are running or have run.{attention_count > 0 && ` ${attention_count} need attention.`}
        </p>
        <Field label="Rank by" className="w-full sm:w-80">
          <Select value={metric} onChange={(e) => setMetric(e.target.value as RankingMetric)}>
            {Object.entries(METRICS).map(([key, m]) => <option key={key} value={key}>{m.label}{lowerIsBetter(key as RankingMetric) ? " (lowest first)" : ""}</option>)}
          </Select>
        </Field>
      </div>
      <ol className="flex flex-col gap-3" aria-label={`Ads ranked by ${METRICS[rankedBy].label}`}>
        {ranked.map((ad, i) => <RankedAd key={ad.id} ad={ad} position={i + 1} metric={rankedBy} />)}
      </ol>
      {ranking.hasNextPage && <ShowMore label="Show more ads" busy={ranking.isFetchingNextPage} onClick={() => ranking.fetchNextPage()} />}
    </>
  );
}

function RankedAd({ ad, position, metric }: { ad: Ad; position: number; metric: RankingMetric }) {
  const { id } = useParams<{ id: string }>();
  const d = ad.distribution;
  const s = d.metrics_summary as Summary;
  // Alerts only for a project that monitors ad health, as the server's attention count.
  const monitored = d.health_alert?.monitored === true;
  const declining = monitored && d.health?.trend === "declining";
  const overTarget = monitored && d.health_alert?.cpa_above_target === true;
  return (
    <li className="flex items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-3 shadow-[var(--shadow-card)] sm:gap-4">
      <span className="w-6 shrink-0 text-center text-lg font-semibold tabular text-muted">{position}</span>
      <div className="relative size-14 shrink-0 overflow-hidden rounded-lg bg-sunken"><AdPreview ad={ad} fill className="bg-transparent" /></div>
      <div className="min-w-0 flex-1">
        <Link href={`/projects/${id}/ads/${ad.slug}`} className="line-clamp-1 font-medium hover:text-accent">{ad.name}</Link>
        <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted">
          <Badge tone={STATUS_TONE[d.current_status] ?? "neutral"} dot>{words(d.current_status)}</Badge>
          <span>{d.platforms.join(", ")}</span>
          {declining && <Badge tone="danger">Clicks falling</Badge>}
          {overTarget && <Badge tone="danger">Cost per sale above target</Badge>}
        </div>
        <p className="mt-1 hidden text-xs tabular text-ink-soft sm:block">
          {formatMoney(s.spend, s.currency)} spent · {formatCount(s.impressions)} views · {ctrWords(s.ctr)} · cost per sale {formatMoney(s.cpa, s.currency)}
        </p>
      </div>
      {/* The figure's long name wraps in a narrow column: the ad's name keeps the room on a phone. */}
      <div className="w-24 shrink-0 text-right sm:w-40">
        <p className="text-xs text-muted">{METRICS[metric].label}</p>
        <p className="text-base font-semibold tabular">{METRICS[metric].show(s)}</p>
      </div>
    </li>
  );
}
