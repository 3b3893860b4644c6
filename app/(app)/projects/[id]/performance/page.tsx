"use client";
import { useQuery } from "@tanstack/react-query";
import { BarChart3 } from "lucide-react";
import Link from "next/link";
import { useParams } from "next/navigation";
import { useState } from "react";
import { Badge, EmptyState, ErrorState, Field, Select, SkeletonList } from "../../../../_components";
import { useTRPC } from "../../../../_trpc/client";
import type { Ad } from "../../../../_trpc/types";
import { formatCount, formatMoney, formatRate, STATUS_TONE, words, type Summary } from "../ads/_distribution/format";
import { AdPreview } from "../ads/_view/ad-preview";

/** What each ranking reads and which way is better (a lower CPA or CPC ranks first). */
const METRICS = {
  ctr: { label: "CTR", lowerIsBetter: false, show: (s: Summary) => formatRate(s.ctr) },
  conversions: { label: "Conversions", lowerIsBetter: false, show: (s: Summary) => formatCount(s.conversions) },
  cpa: { label: "CPA", lowerIsBetter: true, show: (s: Summary) => formatMoney(s.cpa, s.currency) },
  roas: { label: "ROAS", lowerIsBetter: false, show: (s: Summary) => (s.roas == null ? "—" : `${Number(s.roas).toFixed(2)}×`) },
  spend: { label: "Spend", lowerIsBetter: false, show: (s: Summary) => formatMoney(s.spend, s.currency) },
  impressions: { label: "Impressions", lowerIsBetter: false, show: (s: Summary) => formatCount(s.impressions) },
  cpc: { label: "CPC", lowerIsBetter: true, show: (s: Summary) => formatMoney(s.cpc, s.currency) },
} as const;
type Metric = keyof typeof METRICS;

const valueOf = (s: Summary, metric: Metric): number | null => {
  const v = s[metric];
  return v == null || v === "" ? null : Number(v);
};

/** The project's distributed ads ranked by one metric; ads without a value for it come last. */
export default function PerformancePage() {
  const { id } = useParams<{ id: string }>();
  const trpc = useTRPC();
  const [metric, setMetric] = useState<Metric>("ctr");
  const ads = useQuery(trpc.ads.list.queryOptions({ projectId: id, limit: 100 }));
  if (ads.isPending) return <SkeletonList rows={3} rowClassName="h-24" />;
  if (ads.isError) return <ErrorState error={ads.error} retry={() => ads.refetch()} what="performance" />;
  const distributed = ads.data.ads.filter((a) => a.distribution.total_runs_count > 0);
  if (distributed.length === 0) {
    return (
      <EmptyState icon={BarChart3} title="No ad is distributed yet">
        Open an ad and record where it runs (a run) and what the platform reports. Ads are ranked here by the metric you choose.
      </EmptyState>
    );
  }
  const { lowerIsBetter, label } = METRICS[metric];
  const ranked = [...distributed].sort((a, b) => {
    const x = valueOf(a.distribution.metrics_summary as Summary, metric);
    const y = valueOf(b.distribution.metrics_summary as Summary, metric);
    if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
    return lowerIsBetter ? x - y : y - x;
  });
  const flagged = distributed.filter((a) => a.distribution.health?.trend === "declining" || a.distribution.health_alert?.cpa_above_target).length;
  return (
    <>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-xl text-sm text-muted">
          {distributed.length} of {ads.data.ads.length} ads have runs.{flagged > 0 && ` ${flagged} need attention.`}
        </p>
        <Field label="Rank by" className="w-48">
          <Select value={metric} onChange={(e) => setMetric(e.target.value as Metric)}>
            {Object.entries(METRICS).map(([key, m]) => <option key={key} value={key}>{m.label}{m.lowerIsBetter ? " (lowest first)" : ""}</option>)}
          </Select>
        </Field>
      </div>
      <ol className="flex flex-col gap-3" aria-label={`Ads ranked by ${label}`}>
        {ranked.map((ad, i) => <RankedAd key={ad.id} ad={ad} position={i + 1} metric={metric} />)}
      </ol>
    </>
  );
}

function RankedAd({ ad, position, metric }: { ad: Ad; position: number; metric: Metric }) {
  const d = ad.distribution;
  const s = d.metrics_summary as Summary;
  const declining = d.health?.trend === "declining";
  const overTarget = d.health_alert?.cpa_above_target === true;
  return (
    <li className="flex items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-3 shadow-[var(--shadow-card)] sm:gap-4">
      <span className="w-6 shrink-0 text-center text-lg font-semibold tabular text-muted">{position}</span>
      <div className="relative size-14 shrink-0 overflow-hidden rounded-lg bg-sunken"><AdPreview ad={ad} fill className="bg-transparent" /></div>
      <div className="min-w-0 flex-1">
        <Link href={`/projects/${ad.project_id}/ads/${ad.id}`} className="line-clamp-1 font-medium hover:text-accent">{ad.name}</Link>
        <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted">
          <Badge tone={STATUS_TONE[d.current_status] ?? "neutral"} dot>{words(d.current_status)}</Badge>
          <span>{d.platforms.join(", ")}</span>
          {declining && <Badge tone="danger">CTR declining</Badge>}
          {overTarget && <Badge tone="danger">CPA above target</Badge>}
        </div>
        <p className="mt-1 hidden text-xs tabular text-ink-soft sm:block">
          {formatMoney(s.spend, s.currency)} spent · {formatCount(s.impressions)} impressions · CTR {formatRate(s.ctr)} · CPA {formatMoney(s.cpa, s.currency)}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className="text-xs text-muted">{METRICS[metric].label}</p>
        <p className="text-base font-semibold tabular">{METRICS[metric].show(s)}</p>
      </div>
    </li>
  );
}
