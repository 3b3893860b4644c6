"use client";
import { useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import Link from "next/link";
import { useParams } from "next/navigation";
import { ButtonLink, EmptyState, ErrorState, Skeleton } from "../../../_components";
import { useTRPC } from "../../../_trpc/client";
import { FirstAdButton } from "./ads/_generate/first-ad";
import { AdCard } from "./ads/_view/ad-card";
import { anyGenerating } from "./ads/_view/ad-status";
import { useScrollToNewAd } from "./ads/_view/scroll-to-new-ad";

export default function ProjectAdsPage() {
  const { id } = useParams<{ id: string }>();
  const trpc = useTRPC();
  // Poll while anything is generating, so progress shows without reloading.
  const ads = useQuery({
    ...trpc.ads.listAds.queryOptions({ project_id: id, limit: 100 }),
    refetchInterval: (q) => (anyGenerating(q.state.data?.ads) ? 2000 : false),
  });
  useScrollToNewAd(ads.data?.ads);
  const generate = <ButtonLink href={`/projects/${id}/ads/new`}><Sparkles className="size-4" aria-hidden /> Generate ads</ButtonLink>;

  if (ads.isPending) {
    return (
      <div role="status" aria-label="Loading ads" className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="aspect-[4/6] rounded-[var(--radius-card)]" />)}
      </div>
    );
  }
  if (ads.isError) return <ErrorState error={ads.error} retry={() => ads.refetch()} what="ads" />;
  if (ads.data.ads.length === 0) {
    return (
      <EmptyState icon={Sparkles} title="Make your first ad" action={<FirstAdButton projectId={id} />}>
        adlab picks a style that fits your brief and writes the words from it. Each ad appears here as it renders.
        {" "}<Link href={`/projects/${id}/ads/new`} className="font-medium text-accent hover:underline">Or choose the style, sizes and video yourself</Link>.
      </EmptyState>
    );
  }
  const generating = ads.data.ads.filter((a) => a.status === "generating").length;
  return (
    <>
      {generating > 0 && (
        <p role="status" className="mb-4 flex items-center gap-2 rounded-lg border border-accent/20 bg-accent-soft/60 px-4 py-2.5 text-sm text-accent-ink">
          <span className="size-2 animate-ping rounded-full bg-accent" aria-hidden />
          {generating} {generating === 1 ? "ad is" : "ads are"} generating. This page updates by itself.
        </p>
      )}
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {ads.data.ads.map((ad) => <li key={ad.id} id={`ad-${ad.id}`} className="scroll-mt-24"><AdCard ad={ad} projectSlug={id} /></li>)}
      </ul>
    </>
  );
}
