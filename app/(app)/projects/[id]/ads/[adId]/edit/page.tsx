"use client";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft } from "lucide-react";
import Link from "next/link";
import { useParams } from "next/navigation";
import { EmptyState, ErrorState, PageTitle, SkeletonList } from "../../../../../../_components";
import { useTRPC } from "../../../../../../_trpc/client";
import { AdEditor } from "../../_edit/ad-editor";

export default function EditAdPage() {
  const { id: projectId, adId } = useParams<{ id: string; adId: string }>();
  const trpc = useTRPC();
  const ad = useQuery(trpc.ads.getAd.queryOptions({ project_id: projectId, ad_id: adId }, { select: (d) => d.ad }));
  const account = useQuery(trpc.account.getAccount.queryOptions(undefined, { select: (d) => d.account }));
  const audiences = useQuery(trpc.audiences.listAudiences.queryOptions({ project_id: projectId, limit: 100 }));
  const failed = ad.error ?? account.error ?? audiences.error;
  const back = (
    <Link href={`/projects/${projectId}/ads/${adId}`} className="mb-4 inline-flex items-center gap-1 rounded text-sm text-muted hover:text-ink">
      <ChevronLeft className="size-4" aria-hidden /> Back to the ad
    </Link>
  );
  if (failed) return <ErrorState error={failed} retry={() => { ad.refetch(); account.refetch(); audiences.refetch(); }} what="the editor" />;
  if (!ad.data || !account.data || !audiences.data) {
    return <>{back}<div className="grid gap-6 lg:grid-cols-[1fr_380px]"><SkeletonList rows={2} rowClassName="h-72" /><SkeletonList rows={1} rowClassName="h-96" /></div></>;
  }
  const a = ad.data;
  return (
    <>
      <PageTitle parts={[`Edit ${a.name}`, "Ad"]} />
      {back}
      <h2 className="mb-5 text-xl font-semibold">Edit and regenerate</h2>
      {a.status === "ready" && a.style.id
        ? <AdEditor ad={a} account={account.data} audiences={audiences.data.audiences} />
        : <EmptyState title="This ad cannot be edited yet">Only a ready ad can be edited. Wait until it has finished generating.</EmptyState>}
    </>
  );
}
