"use client";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import Link from "next/link";
import { Badge, Card, ErrorState, Skeleton, buttonClass, type Tone } from "../../../../_components";
import { filesPath } from "../../../_lib/files";
import { useTRPC } from "../../../../_trpc/client";
import { FailureReason } from "../ads/_view/failure-reason";

const STATUS: Record<string, { label: string; tone: Tone }> = {
  generating: { label: "Generating", tone: "accent" },
  completed: { label: "Completed", tone: "success" },
  partial: { label: "Partly done", tone: "warning" },
  failed: { label: "Failed", tone: "danger" },
  ready: { label: "Ready", tone: "success" },
};

/** One batch: its progress (polled while it generates), each product's ad, and the zip once ads are ready. */
export function BatchProgress({ projectId, batchId }: { projectId: string; batchId: string }) {
  const trpc = useTRPC();
  const batch = useQuery(trpc.adBatches.getAdBatch.queryOptions({ project_id: projectId, ad_batch_id: batchId }, {
    select: (d) => d.ad_batch,
    refetchInterval: (query) => (query.state.data?.ad_batch.status === "generating" ? 1500 : false),
  }));
  if (batch.isError) return <ErrorState error={batch.error} retry={() => batch.refetch()} what="the batch" />;
  const b = batch.data;
  if (!b) return <Skeleton className="h-40" />;
  const done = b.ready_count + b.failed_count;
  const status = STATUS[b.status] ?? STATUS.generating;
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Batch of {b.total_count} {b.total_count === 1 ? "ad" : "ads"}</h2>
          <p className="text-sm text-muted">{b.token_cost} tokens{b.refunded_tokens ? `, ${b.refunded_tokens} refunded` : ""}</p>
        </div>
        <Badge tone={status.tone} dot>{status.label}</Badge>
      </div>
      <div role="progressbar" aria-label="Batch progress" aria-valuemin={0} aria-valuemax={b.total_count} aria-valuenow={done}
        className="mt-4 h-2 overflow-hidden rounded-full bg-sunken">
        <div className="h-full bg-accent transition-[width]" style={{ width: `${(done / Math.max(1, b.total_count)) * 100}%` }} />
      </div>
      <p className="mt-2 text-sm text-ink-soft" aria-live="polite">
        {b.ready_count} of {b.total_count} ready{b.failed_count ? ` · ${b.failed_count} failed` : ""}
      </p>
      <ul aria-label="Ads of the batch" className="mt-3 divide-y divide-line text-sm">
        {b.ads.map((ad) => (
          <li key={ad.id} className="flex items-center justify-between gap-3 py-2">
            <span className="min-w-0">
              {ad.status === "ready" ? <Link href={`/projects/${projectId}/ads/${ad.slug}`} className="font-medium hover:underline">{ad.title}</Link> : <span className="font-medium">{ad.title}</span>}
              <span className="ml-2 text-xs text-muted">{ad.item_id}</span>
              {ad.failure_reason && <span className="block text-xs text-danger"><FailureReason reason={ad.failure_reason} /></span>}
            </span>
            <Badge tone={(STATUS[ad.status] ?? STATUS.generating).tone}>{(STATUS[ad.status] ?? STATUS.generating).label}</Badge>
          </li>
        ))}
      </ul>
      {b.ready_count > 0 && (
        <a href={filesPath.batchArchive(projectId, b.id)} download className={buttonClass(b.status === "generating" ? "secondary" : "primary", "md", "mt-4 gap-2")}>
          <Download className="size-4" aria-hidden /> {b.status === "generating" ? "Download the ready ads (zip)" : "Download all as zip"}
        </a>
      )}
    </Card>
  );
}
