"use client";
import { AlertTriangle, Loader2 } from "lucide-react";
import { useState } from "react";
import { cn } from "../../../../../_components";
import type { Ad } from "../../../../../_trpc/types";
import { filesPath } from "../../../../_lib/files";
import { PLACEMENTS, type Placement } from "@/shared/placements";

/**
 * One placement of an ad at its true aspect ratio (so nothing shifts as it loads): a still, the mp4
 * when `motion` is set for video ads, or the state while it is not ready. `fill` fits it inside a positioned box (inset by 12px).
 */
export function AdPreview({ ad, placement, motion, fill, className }: { ad: Ad; placement?: Placement; motion?: boolean; fill?: boolean; className?: string }) {
  const p = PLACEMENTS[placement ?? (ad.placements[0] as Placement) ?? "square"];
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const src = (format: string) => filesPath.ad(ad.project_id, ad.id, { format, placement: p.id });
  return (
    <div className={cn(fill ? "absolute inset-3" : "relative", "overflow-hidden rounded-lg bg-sunken", className)} style={fill ? undefined : { aspectRatio: `${p.width} / ${p.height}` }}>
      {ad.status === "ready" && !failed ? (
        motion && ad.output === "video" ? (
          <video key={p.id} src={src("mp4")} poster={src("png")} controls playsInline loop muted autoPlay className="size-full object-contain" aria-label={`${ad.name}, ${p.label}`} />
        ) : (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img key={p.id} src={src("png")} alt={`${ad.name}, ${p.label}`} loading="lazy" onLoad={() => setLoaded(true)} onError={() => setFailed(true)}
              className={cn("size-full object-contain transition-opacity", loaded ? "opacity-100" : "opacity-0")} />
            {!loaded && <div aria-hidden className="absolute inset-0 animate-pulse bg-sunken" />}
          </>
        )
      ) : ad.status === "failed" || failed ? (
        <div className="absolute inset-0 grid place-items-center p-4 text-center text-xs text-danger">
          <span className="flex flex-col items-center gap-2"><AlertTriangle className="size-5" aria-hidden />{failed ? "Preview unavailable" : "Generation failed"}</span>
        </div>
      ) : (
        <div className="absolute inset-0 grid place-items-center bg-gradient-to-br from-accent-soft via-sunken to-accent-soft bg-[length:200%_200%] animate-pulse">
          <span className="flex flex-col items-center gap-2 text-xs font-medium text-accent-ink">
            <Loader2 className="size-5 animate-spin" aria-hidden /> Designing…
          </span>
        </div>
      )}
    </div>
  );
}
