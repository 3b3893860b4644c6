"use client";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft } from "lucide-react";
import Link from "next/link";
import { useParams } from "next/navigation";
import { useState } from "react";
import { Card, ErrorState, PageTitle, Skeleton, Tabs } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import { PLACEMENTS, type Placement } from "@/shared/placements";
import { AdDetails } from "../_view/ad-details";
import { AdDownloads } from "../_view/ad-downloads";
import { FailureReason } from "../_view/failure-reason";
import { AdPreview } from "../_view/ad-preview";
import { AdProgress } from "../_view/ad-progress";
import { AdQuality } from "../_view/ad-quality";
import { AdStatus, anyGenerating } from "../_view/ad-status";
import { EditableCopy, editable } from "../_view/editable-copy";
import { DistributionSection } from "../_distribution/distribution-section";

export default function AdPage() {
  const { id: projectId, adId } = useParams<{ id: string; adId: string }>();
  const trpc = useTRPC();
  const ad = useQuery({
    ...trpc.ads.getAd.queryOptions({ project_id: projectId, ad_id: adId }, { select: (d) => d.ad }),
    refetchInterval: (q) => (anyGenerating(q.state.data ? [q.state.data.ad] : undefined) ? 2000 : false),
  });
  const [placement, setPlacement] = useState<Placement | null>(null);

  if (ad.isError) return <ErrorState error={ad.error} retry={() => ad.refetch()} what="this ad" />;
  const back = (
    <Link href={`/projects/${projectId}`} className="mb-4 inline-flex items-center gap-1 rounded text-sm text-muted hover:text-ink">
      <ChevronLeft className="size-4" aria-hidden /> All ads
    </Link>
  );
  if (!ad.data) {
    return <>{back}<div className="grid gap-6 lg:grid-cols-[1fr_340px]"><Skeleton className="aspect-[4/5] max-h-[70vh] rounded-[var(--radius-card)]" /><Skeleton className="h-96 rounded-[var(--radius-card)]" /></div></>;
  }
  const a = ad.data;
  const active = placement ?? (a.placements[0] as Placement);
  return (
    <>
      <PageTitle parts={[a.name, "Ad"]} />
      {back}
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">{a.name}</h2>
        <AdStatus status={a.status} />
      </div>
      {/* minmax(0, 1fr), not 1fr: the placement tabs scroll inside the card instead of widening the page on a phone. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start">
        <Card padded={false}>
          {a.placements.length > 1 && (
            <div className="px-5 pt-2">
              <Tabs label="Ad size" value={active} onChange={(v) => setPlacement(v as Placement)}
                items={a.placements.map((p) => ({ value: p, label: PLACEMENTS[p as Placement].label }))} />
            </div>
          )}
          {/* Above the preview, so the steps are in view on a desktop screen too. */}
          {a.status === "generating" && (
            <div className="border-b border-line px-5 py-4"><AdProgress ad={a} steps /></div>
          )}
          <div className="grid place-items-center bg-[radial-gradient(circle_at_1px_1px,var(--color-line)_1px,transparent_0)] bg-[length:16px_16px] p-4 sm:p-8">
            <div className="w-full" style={{ maxWidth: `calc(70vh * ${PLACEMENTS[active].width / PLACEMENTS[active].height})` }}>
              <AdPreview ad={a} placement={active} motion className="shadow-[var(--shadow-pop)]" />
            </div>
          </div>
          {a.status === "failed" && (
            <p role="alert" className="border-t border-line px-5 py-3 text-sm text-danger">
              <FailureReason reason={a.failure_reason} />{" "}
              {editable(a) ? <Link className="font-medium underline" href={`/projects/${projectId}/ads/${a.slug}/edit`}>Edit and try again</Link> : "Generate again from the project, or pick another look."}
            </p>
          )}
        </Card>
        <div className="flex flex-col gap-6">
          {a.status !== "failed" && <AdDownloads ad={a} placement={active} />}
          <AdQuality ad={a} />
          <EditableCopy ad={a} />
          <AdDetails ad={a} />
        </div>
      </div>
      {/* A failed ad has no file to run on an ad platform. */}
      {a.status !== "failed" && <DistributionSection ad={a} />}
    </>
  );
}
