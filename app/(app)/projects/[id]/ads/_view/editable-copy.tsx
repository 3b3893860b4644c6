"use client";
import { Copy, Wand2 } from "lucide-react";
import { useParams } from "next/navigation";
import { ButtonLink, Card, Skeleton, useToast } from "../../../../../_components";
import type { Ad } from "../../../../../_trpc/types";

/** Whether the editor opens on this ad: a ready one, or a failed one that got as far as its look and words ("Edit and try again"). */
export const editable = (ad: Ad) => Boolean(ad.style?.id) && (ad.status === "ready" || ad.status === "failed");

/** The words on the ad, part by part, ready to copy or to change in a new ad. */
export function EditableCopy({ ad }: { ad: Ad }) {
  const toast = useToast();
  const { id: projectRef } = useParams<{ id: string }>();
  const slots = Object.entries(ad.editable_copy ?? {});
  return (
    <Card title="Copy" description="Change the words, colours, ad sizes or music and make a new ad; this one stays as it is.">
      {ad.status === "generating" && slots.length === 0 ? (
        <div role="status" aria-label="Writing copy" className="flex flex-col gap-3"><Skeleton className="h-10" /><Skeleton className="h-16" /></div>
      ) : slots.length === 0 ? (
        <p className="text-sm text-muted">This ad has no words.</p>
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
      {editable(ad) && (
        <ButtonLink href={`/projects/${projectRef}/ads/${ad.slug}/edit`} variant="secondary" size="sm" className="mt-4">
          <Wand2 className="size-3.5" aria-hidden /> {ad.status === "failed" ? "Edit and try again" : "Edit and regenerate"}
        </ButtonLink>
      )}
    </Card>
  );
}
