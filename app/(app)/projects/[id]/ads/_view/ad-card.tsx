import { Clapperboard, Image as ImageIcon } from "lucide-react";
import Link from "next/link";
import type { Ad } from "../../../../../_trpc/types";
import { AdPreview } from "./ad-preview";
import { AdProgress } from "./ad-progress";
import { AdStatus } from "./ad-status";
import { verdictOf } from "@/shared/qa-words";

const timeAgo = (iso: string) => {
  const s = Math.round((Date.now() - new Date(iso).getTime()) / 1000);
  if (s < 60) return "just now";
  if (s < 3600) return `${Math.round(s / 60)} min ago`;
  if (s < 86400) return `${Math.round(s / 3600)} h ago`;
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric" });
};

/**
 * One ad in a grid (a project's ads, the account-wide ads page): preview, status, age, style and sizes.
 * `projectSlug` keeps the link's URL readable (the ad's own slug follows it).
 */
export function AdCard({ ad, projectName, projectSlug }: { ad: Ad; projectName?: string; projectSlug?: string }) {
  const Icon = ad.output === "video" ? Clapperboard : ImageIcon;
  return (
    <Link href={`/projects/${projectSlug ?? ad.project_id}/ads/${ad.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)] transition hover:border-line-strong hover:shadow-[var(--shadow-pop)]">
      <div className="relative aspect-square bg-sunken"><AdPreview ad={ad} fill className="bg-transparent" /></div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <div className="flex items-center justify-between gap-2">
          <AdStatus status={ad.status} />
          <span className="text-xs text-muted">{timeAgo(ad.created_at)}</span>
        </div>
        {ad.status === "generating" && <AdProgress ad={ad} className="my-1" />}
        <p className="line-clamp-2 break-words text-sm font-medium group-hover:text-accent" title={ad.name}>{ad.name}</p>
        {projectName && <p className="line-clamp-1 text-xs text-muted">{projectName}</p>}
        <p className="flex items-center gap-1.5 text-xs text-muted">
          <Icon className="size-3.5" aria-hidden /> {ad.output_label} · {ad.placements.length} {ad.placements.length === 1 ? "size" : "sizes"}
        </p>
        {/* The worst file's score: an ad is as good as its weakest size. */}
        {ad.qa_score !== null && <p className="text-xs text-muted tabular">Quality: {verdictOf(ad.qa_score)} · {ad.qa_score}/100</p>}
      </div>
    </Link>
  );
}
