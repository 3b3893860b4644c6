"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { AlertTriangle, Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Tabs } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import type { Ad } from "../../../../../_trpc/types";
import type { AdEdit } from "@/server/ads/edit-draft";
import { PLACEMENTS, type Placement } from "@/shared/placements";
import { MotionPreview } from "./motion-preview";
import { partName, useSettled, type Cut } from "./use-edit-check";

/**
 * The edited copy, colours, layout, photo and type drawn on the ad's own design, live: a video plays its motion in the browser
 * (MotionPreview); a still shows the HTML document rendered by the server. A part the size would cut is
 * named over the picture, in red (the fit check of the pipeline, useEditCheck). The
 * document is static markup with every text escaped (server/render/html.ts) and no script. The frame has
 * no `sandbox`: a script-less sandbox stops accessibility tools (axe) from reading the frame, and an
 * opaque-origin frame out of view is left blank in full-page screenshots.
 */
export function EditPreview({ ad, edit, cuts, heightVh }: { ad: Ad; edit: Pick<AdEdit, "copy" | "cta" | "design" | "placements">; cuts: Cut[]; heightVh: number }) {
  const trpc = useTRPC();
  const [chosen, setPlacement] = useState<Placement>(ad.placements[0] as Placement);
  // The sizes are the edit's: a size taken off is no longer previewed.
  const placement = edit.placements.includes(chosen) ? chosen : (edit.placements[0] ?? chosen);
  const here = cuts.filter((c) => c.placement === placement);
  const typed = JSON.stringify({ copy: edit.copy, cta: edit.cta, design: edit.design });
  const settledText = useSettled(typed, 400);
  const settled = JSON.parse(settledText) as Pick<AdEdit, "copy" | "cta" | "design">;
  const preview = useQuery({
    ...trpc.ads.previewEdit.queryOptions({ projectId: ad.project_id, id: ad.id, placement, copy: settled.copy, cta: settled.cta, design: settled.design }),
    placeholderData: keepPreviousData,
  });
  const p = PLACEMENTS[placement];
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setScale(element.clientWidth / p.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [p.width]);

  return (
    <div className="flex flex-col gap-3">
      {edit.placements.length > 1 && (
        <Tabs label="Preview size" value={placement} onChange={(v) => setPlacement(v as Placement)}
          items={edit.placements.map((id) => ({ value: id, label: <>{PLACEMENTS[id].label}{cuts.some((c) => c.placement === id) && <><span aria-hidden className="size-2 rounded-full bg-danger" /><span className="sr-only"> (words cut)</span></>}</> }))} />
      )}
      <div className="mx-auto w-full" style={{ maxWidth: `calc(${heightVh}vh * ${p.width / p.height})` }}>
        <div ref={box} className="relative w-full overflow-hidden rounded-lg bg-sunken shadow-[var(--shadow-pop)]" style={{ aspectRatio: `${p.width} / ${p.height}` }}>
          {preview.data?.motion && (
            <MotionPreview motion={preview.data.motion} label={`Motion preview of the edited video, ${p.label}`} />
          )}
          {preview.data && !preview.data.motion && scale > 0 && (
            <iframe title={`Preview of the edited ad, ${p.label}`} srcDoc={preview.data.html} tabIndex={-1} data-testid="edit-preview"
              className="pointer-events-none absolute left-0 top-0 origin-top-left border-0"
              style={{ width: p.width, height: p.height, transform: `scale(${scale})` }} />
          )}
          {(typed !== settledText || preview.isFetching || !preview.data) && (
            <span role="status" className="absolute right-2 top-2 flex items-center gap-1.5 rounded-full bg-surface/90 px-2.5 py-1 text-xs text-muted shadow">
              <Loader2 className="size-3.5 animate-spin" aria-hidden /> Updating preview
            </span>
          )}
        </div>
      </div>
      {here.length > 0 && (
        <ul className="flex flex-col gap-1 rounded-lg border border-danger bg-danger-soft px-3 py-2 text-xs text-danger" data-testid="preview-cuts">
          {here.map((c) => (
            <li key={c.slot} className="flex gap-1.5"><AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden />
              <span>{`${p.label}: the ${partName(c.slot)} is cut${c.shown ? ` after “${c.shown}…”` : ""}; ${c.cut.map((w) => `“${w}”`).join(" ")} would not show.`}</span></li>
          ))}
        </ul>
      )}
      {preview.isError && <p role="alert" className="text-xs text-danger">{preview.error.message}</p>}
    </div>
  );
}
