"use client";
import { ExternalLink, Plus } from "lucide-react";
import { Badge, Button } from "../../../../../_components";
import { CsvImport } from "./csv-import";
import { CtrChart } from "./ctr-chart";
import { channelWords, ctrWords, formatDate, formatMoney, healthVerdict, STATUS_TONE, words, type Run } from "./format";

/** One run: where and when it ran, its numbers, its clicks per 100 views over time and its health in words. */
export function RunCard({ run, onObserve }: { run: Run; onObserve: (run: Run) => void }) {
  const verdict = healthVerdict(run.health);
  const s = run.metrics_summary;
  const ids = ([
    ["Account", run.external_account_id],
    ["Campaign", run.external_campaign_id],
    ["Ad set (ad group)", run.external_ad_group_id],
    ["Ad", run.external_ad_id],
  ] as const).filter(([, v]) => v);
  return (
    <li className="rounded-xl border border-line p-4" aria-label={`${run.platform} run`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h4 className="font-semibold">{run.platform}</h4>
          <span className="text-sm text-muted">{channelWords(run.channel)}{run.objective ? ` · ${run.objective}` : ""}</span>
          <Badge tone={STATUS_TONE[run.current_status] ?? "neutral"} dot>{words(run.current_status)}</Badge>
          {run.health.trend === "declining" && <Badge tone="danger">Clicks falling</Badge>}
        </div>
        <Button variant="secondary" size="sm" onClick={() => onObserve(run)}><Plus className="size-3.5" aria-hidden /> Add observation</Button>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
        <div><dt className="text-muted">First live</dt><dd>{formatDate(run.first_live_at)}</dd></div>
        <div><dt className="text-muted">Ended</dt><dd>{formatDate(run.ended_at)}</dd></div>
        <div><dt className="text-muted">Last data</dt><dd>{formatDate(run.last_observed_at)}</dd></div>
        <div><dt className="text-muted">Observations</dt><dd>{run.observations_count}</dd></div>
        {ids.map(([label, value]) => (
          <div key={label} className="min-w-0"><dt className="text-muted">{label} id</dt><dd className="truncate font-mono" title={value}>{value}</dd></div>
        ))}
      </dl>
      {run.external_url && (
        <a href={run.external_url} target="_blank" rel="noreferrer" className="mt-2 inline-flex items-center gap-1 text-xs text-accent hover:underline">
          Open on {run.platform} <ExternalLink className="size-3" aria-hidden />
        </a>
      )}
      <p className="mt-3 text-sm tabular text-ink-soft">
        {formatMoney(s.spend, s.currency)} spent · {s.impressions.toLocaleString("en-US")} impressions · {s.clicks.toLocaleString("en-US")} clicks · {ctrWords(s.ctr)}
      </p>
      <p className="mt-1 text-sm"><strong className="font-semibold">Health: {verdict.title}.</strong> <span className="text-ink-soft">{verdict.detail}</span></p>
      <div className="mt-3"><CtrChart run={run} /></div>
      <CsvImport run={run} />
    </li>
  );
}
