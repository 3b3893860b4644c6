"use client";
import { AlertTriangle, RotateCcw } from "lucide-react";
import { apiError } from "../_trpc/errors";
import { Button, ButtonLink } from "./button";
import { EmptyState } from "./empty-state";

/** A failed load, said plainly, with what to do next: retry, sign in again, or go back. */
export function ErrorState({ error, retry, what = "this page" }: { error: unknown; retry?: () => void; what?: string }) {
  const body = apiError(error);
  if (body?.code === "unauthorized") {
    return (
      <EmptyState icon={AlertTriangle} tone="danger" title="Your session has ended" action={<ButtonLink href="/signin">Sign in again</ButtonLink>}>
        Sign in again to continue where you left off.
      </EmptyState>
    );
  }
  if (body?.code === "not_found") {
    return (
      <EmptyState icon={AlertTriangle} tone="danger" title="Not found" action={<ButtonLink href="/projects" variant="secondary">Back to projects</ButtonLink>}>
        It may have been deleted, or it belongs to another account.
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={AlertTriangle} tone="danger" title={`Could not load ${what}`}
      action={retry && <Button variant="secondary" onClick={retry}><RotateCcw className="size-4" aria-hidden /> Try again</Button>}>
      {body?.message ?? "Something went wrong."} If this keeps happening, reload the page.
    </EmptyState>
  );
}
