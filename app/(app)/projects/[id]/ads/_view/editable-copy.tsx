"use client";
import { Copy, Wand2 } from "lucide-react";
import { useParams } from "next/navigation";
import { ButtonLink, Card, Skeleton, useToast } from "../../../../../_components";
import type { Ad } from "../../../../../_trpc/types";

/** The words on the ad, slot by slot, ready to copy or to reuse exactly in a new generation. */
export function EditableCopy({ ad }: { ad: Ad }) {
  const toast = useToast();
  const { id: projectRef } = useParams<{ id: string }>();
  const slots = Object.entries(ad.editable_copy ?? {});
  return (
    <Card title="Copy" description="Edit the slots, audience, placements or music and generate a new ad; this one stays as it is.">
      {ad.status === "generating" && slots.length === 0 ? (
        <div role="status" aria-label="Writing copy" className="flex flex-col gap-3"><Skeleton className="h-10" /><Skeleton className="h-16" /></div>
      ) : slots.length === 0 ? (
        <p className="text-sm text-muted">This ad has no text slots.</p>
      ) : (
        <dl className="flex flex-col gap-3">
          {slots.map(([slot, text]) => (
            <div key={slot} className="group rounded-lg border border-line px-3 py-2">
              <dt className="flex items-center justify-between text-xs font-medium uppercase tracking-wide text-muted">
                {slot.replace(/_/g, " ")}
                <button type="button" aria-label={`Copy ${slot}`} className="rounded p-1 text-muted hover:bg-sunken hover:text-ink"
                  onClick={() => navigator.clipboard?.writeText(text).then(() => toast({ title: "Copied" }))}>
                  <Copy className="size-3.5" aria-hidden />
                </button>
              </dt>
              <dd className="mt-0.5 text-sm">{text}</dd>
            </div>
          ))}
        </dl>
      )}
      {ad.status === "ready" && ad.style?.id && (
        <ButtonLink href={`/projects/${projectRef}/ads/${ad.slug}/edit`} variant="secondary" size="sm" className="mt-4">
          <Wand2 className="size-3.5" aria-hidden /> Edit and regenerate
        </ButtonLink>
      )}
    </Card>
  );
}
