"use client";
import { AlertTriangle, Plus, Send } from "lucide-react";
import Link from "next/link";
import { useParams } from "next/navigation";
import { useState } from "react";
import { Button, Card, EmptyState } from "../../../../../_components";
import type { Ad } from "../../../../../_trpc/types";
import { ExternalIdentifiers } from "../../../_ids/external-identifiers";
import { formatMoney, healthVerdict, metricRows, type Run, type Summary } from "./format";
import { ObservationDialog } from "./observation-dialog";
import { RunCard } from "./run-card";
import { RunDialog } from "./run-dialog";

/** Where the ad runs and how it performs: alerts, totals, the health verdict, each run, and its ids. */
export function DistributionSection({ ad }: { ad: Ad }) {
  const [recording, setRecording] = useState(false);
  const [observing, setObserving] = useState<Run | null>(null);
  const d = ad.distribution;
  const runs = ad.ad_runs as Run[];
  const record = <Button variant="secondary" onClick={() => setRecording(true)}><Plus className="size-4" aria-hidden /> Record a run</Button>;
  return (
    <section aria-labelledby="distribution-heading" className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start">
      <Card padded={false}>
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
          <div>
            <h3 id="distribution-heading" className="text-base font-semibold">Distribution</h3>
            <p className="text-sm text-muted">Runs of this ad on ad platforms and what they report.</p>
          </div>
          {runs.length > 0 && record}
        </header>
        <div className="flex flex-col gap-5 p-5 sm:p-6">
          {runs.length === 0 ? (
            <EmptyState icon={Send} title="Not distributed yet" action={record}>
              Record where this ad runs, then add what the platform reports. adlab tracks its click-through rate and cost per action.
            </EmptyState>
          ) : (
            <>
              <Alerts ad={ad} />
              <Totals summary={d.metrics_summary as Summary} />
              <ul className="flex flex-col gap-4">
                {runs.map((run) => <RunCard key={run.id} run={run} onObserve={setObserving} />)}
              </ul>
            </>
          )}
        </div>
      </Card>
      <ExternalIdentifiers projectId={ad.project_id} adId={ad.id} />
      <RunDialog projectId={ad.project_id} adId={ad.id} open={recording} onClose={() => setRecording(false)} />
      <ObservationDialog run={observing} onClose={() => setObserving(null)} />
    </section>
  );
}

function Totals({ summary }: { summary: Summary }) {
  return (
    <dl className="grid grid-cols-3 gap-px overflow-hidden rounded-xl border border-line bg-line md:grid-cols-5">
      {metricRows(summary).map(([label, value]) => (
        <div key={label} className="bg-surface px-3 py-2">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="truncate text-sm font-semibold tabular" title={value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The ad's health across its runs, and the alerts a customer must not miss: CTR falling, CPA over target. */
function Alerts({ ad }: { ad: Ad }) {
  const { id: projectRef } = useParams<{ id: string }>();
  const d = ad.distribution;
  const alert = d.health_alert;
  const verdict = d.health ? healthVerdict(d.health) : null;
  const problems: string[] = [];
  if (d.health?.trend === "declining") problems.push(verdict!.detail);
  if (alert?.cpa_above_target) {
    problems.push(alert.cpa
      ? `Cost per action ${formatMoney(alert.cpa, alert.currency)} is above the project's target of ${formatMoney(alert.target_cpa, alert.currency)}.`
      : `${formatMoney(alert.target_cpa, alert.currency)} target per action, and spend is above it with no conversion yet.`);
  }
  // The project chose whether ad health is monitored (the server counts attention the same way): with it off, the
  // health reads as a plain sentence and nothing is raised as an alert.
  if (problems.length === 0 || !alert?.monitored) {
    return verdict && (
      <p className="rounded-lg bg-sunken px-4 py-3 text-sm"><strong className="font-semibold">Health: {verdict.title}.</strong> {verdict.detail}</p>
    );
  }
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{alert?.flagged ? "This ad needs attention" : "Health alert"}</p>
        <ul className="mt-1 list-disc pl-4">{problems.map((p) => <li key={p}>{p}</li>)}</ul>
        <p className="mt-2">
          Try a new angle:{" "}
          <Link href={`/projects/${projectRef}/ads/new${ad.output === "video" ? "?output=video" : ""}`} className="font-semibold underline underline-offset-2">
            generate new ads
          </Link>.
        </p>
      </div>
    </div>
  );
}
