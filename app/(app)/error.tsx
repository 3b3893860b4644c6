"use client";
import { AlertTriangle, RotateCcw } from "lucide-react";
import { Button, ButtonLink, EmptyState } from "../_components";

/** A page of the signed-in app crashed: say so, offer a retry, keep the header and navigation. */
export default function AppError({ reset }: { error: Error; reset: () => void }) {
  return (
    <EmptyState icon={AlertTriangle} tone="danger" title="Something went wrong on this page"
      action={<><Button onClick={reset}><RotateCcw className="size-4" aria-hidden /> Try again</Button><ButtonLink href="/projects" variant="secondary">Back to projects</ButtonLink></>}>
      Nothing you saved is lost. Try again; if it keeps happening, reload the page or come back in a minute.
    </EmptyState>
  );
}
