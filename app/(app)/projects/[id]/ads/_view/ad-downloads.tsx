"use client";
import { Archive, Download, FileCode2 } from "lucide-react";
import { buttonClass, Card } from "../../../../../_components";
import type { Ad } from "../../../../../_trpc/types";
import { filesPath } from "../../../../_lib/files";
import { PLACEMENTS, type Placement } from "@/shared/placements";

/** Download links for every format of the shown ad size, and the natural file of each other size. */
export function AdDownloads({ ad, placement }: { ad: Ad; placement: Placement }) {
  const ready = ad.status === "ready";
  const formats = [
    ...(ad.output === "video" ? [{ format: "mp4", label: "MP4 video" }] : []),
    { format: "png", label: "PNG" },
    { format: "jpg", label: "JPG" },
  ];
  const natural = ad.output === "video" ? "mp4" : "png";
  const href = (format: string, p: Placement = placement) => filesPath.ad(ad.project_id, ad.id, { format, placement: p, download: true });
  return (
    <Card title="Download" description={ready ? `${PLACEMENTS[placement].label}, ${PLACEMENTS[placement].width}×${PLACEMENTS[placement].height}` : "Files are ready to download once generation finishes."}>
      <div className="flex flex-wrap gap-2">
        {formats.map((f, i) => (
          <a key={f.format} href={ready ? href(f.format) : undefined} aria-disabled={!ready || undefined} download
            className={buttonClass(i === 0 ? "primary" : "secondary", "sm")}>
            <Download className="size-3.5" aria-hidden /> {f.label}
          </a>
        ))}
        <a href={ready ? filesPath.ad(ad.project_id, ad.id, { format: "html", placement }) : undefined} target="_blank" rel="noopener" aria-disabled={!ready || undefined}
          className={buttonClass("ghost", "sm")}>
          <FileCode2 className="size-3.5" aria-hidden /> HTML for ad networks
        </a>
      </div>
      <a href={ready ? filesPath.adArchive(ad.project_id, ad.slug) : undefined} aria-disabled={!ready || undefined} download
        className={`${buttonClass("secondary", "sm")} mt-3 w-full`}>
        <Archive className="size-3.5" aria-hidden /> Download all sizes (zip)
      </a>
      {ad.placements.length > 1 && (
        <div className="mt-4 border-t border-line pt-4">
          <p className="text-xs font-medium uppercase tracking-wide text-muted">All ad sizes ({natural.toUpperCase()})</p>
          <ul className="mt-2 flex flex-col gap-1">
            {ad.placements.map((p) => (
              <li key={p}>
                <a href={ready ? href(natural, p as Placement) : undefined} aria-disabled={!ready || undefined} download
                  className="flex items-center justify-between rounded-md px-2 py-1.5 text-sm hover:bg-sunken aria-disabled:pointer-events-none aria-disabled:opacity-50">
                  <span>{PLACEMENTS[p as Placement].label}</span>
                  <span className="flex items-center gap-1.5 text-xs text-muted tabular">{PLACEMENTS[p as Placement].aspect} <Download className="size-3.5" aria-hidden /></span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
