"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Tabs } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import type { Ad } from "../../../../../_trpc/types";
import type { AdEdit } from "@/server/ads/edit-draft";
import { PLACEMENTS, type Placement } from "@/shared/placements";
import { MotionPreview } from "./motion-preview";

/** Waits until `value` has not changed for `ms` (typing does not send a preview per keystroke). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The edited copy, colours, layout, photo and type drawn on the ad's own design, live: a video plays its motion in the browser
 * (MotionPreview); a still shows the HTML document rendered by the server. The
 * document is static markup with every text escaped (server/render/html.ts) and no script. The frame has
 * no `sandbox`: a script-less sandbox stops accessibility tools (axe) from reading the frame, and an
 * opaque-origin frame out of view is left blank in full-page screenshots.
 */
export function EditPreview({ ad, edit }: { ad: Ad; edit: Pick<AdEdit, "copy" | "cta" | "design"> }) {
  const trpc = useTRPC();
  const [placement, setPlacement] = useState<Placement>(ad.placements[0] as Placement);
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
      {ad.placements.length > 1 && (
        <Tabs label="Preview placement" value={placement} onChange={(v) => setPlacement(v as Placement)}
          items={ad.placements.map((id) => ({ value: id, label: PLACEMENTS[id as Placement].label }))} />
      )}
      <div className="mx-auto w-full" style={{ maxWidth: `calc(60vh * ${p.width / p.height})` }}>
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
      {preview.isError && <p role="alert" className="text-xs text-danger">{preview.error.message}</p>}
    </div>
  );
}
