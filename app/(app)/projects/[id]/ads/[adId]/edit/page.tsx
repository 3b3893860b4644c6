"use client";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft } from "lucide-react";
import Link from "next/link";
import { useParams } from "next/navigation";
import { EmptyState, ErrorState, PageTitle, SkeletonList } from "../../../../../../_components";
import { useTRPC } from "../../../../../../_trpc/client";
import { AdEditor } from "../../_edit/ad-editor";
import { editable } from "../../_view/editable-copy";
import { FailureReason } from "../../_view/failure-reason";

export default function EditAdPage() {
  const { id: projectId, adId } = useParams<{ id: string; adId: string }>();
  const trpc = useTRPC();
  const ad = useQuery(trpc.ads.getAd.queryOptions({ project_id: projectId, ad_id: adId }, { select: (d) => d.ad }));
  const account = useQuery(trpc.account.getAccount.queryOptions(undefined, { select: (d) => d.account }));
  const audiences = useQuery(trpc.audiences.listAudiences.queryOptions({ project_id: projectId, limit: 100 }));
  const canEdit = ad.data ? editable(ad.data) : false;
  // The starting point pins the photo the ad was drawn with (a newer upload does not replace it).
  const start = useQuery({ ...trpc.ads.editStart.queryOptions({ projectId, id: adId }), enabled: canEdit, staleTime: Infinity });
  const failed = ad.error ?? account.error ?? audiences.error ?? start.error;
  const back = (
    <Link href={`/projects/${projectId}/ads/${adId}`} className="mb-4 inline-flex items-center gap-1 rounded text-sm text-muted hover:text-ink">
      <ChevronLeft className="size-4" aria-hidden /> Back to the ad
    </Link>
  );
  if (failed) return <ErrorState error={failed} retry={() => { ad.refetch(); account.refetch(); audiences.refetch(); start.refetch(); }} what="the editor" />;
  if (!ad.data || !account.data || !audiences.data || (canEdit && !start.data)) {
    return <>{back}<div className="grid gap-6 lg:grid-cols-[1fr_380px]"><SkeletonList rows={2} rowClassName="h-72" /><SkeletonList rows={1} rowClassName="h-96" /></div></>;
  }
  const a = ad.data;
  return (
    <>
      <PageTitle parts={[`Edit ${a.name}`, "Ad"]} />
      {back}
      <h2 className="mb-5 text-xl font-semibold">{a.status === "failed" ? "Edit and try again" : "Edit and regenerate"}</h2>
      {a.status === "failed" && a.failure_reason && <p role="alert" className="mb-5 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger"><FailureReason reason={a.failure_reason} /></p>}
      {canEdit && start.data
        ? <AdEditor ad={a} start={start.data.edit} account={account.data} audiences={audiences.data.audiences} />
        : <EmptyState title="This ad cannot be edited yet">Only a finished ad can be edited. Wait until it is ready.</EmptyState>}
    </>
  );
}
