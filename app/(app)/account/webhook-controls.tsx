"use client";
import { useState, useTransition } from "react";
import { Button, ConfirmDialog } from "../../_components";
import { webhookAction } from "./webhook-actions";

function useWebhookAction() {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const run = (fields: Record<string, string>, after?: () => void) =>
    startTransition(async () => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      const result = await webhookAction(form);
      setError(result.error ?? null);
      if (!result.error) after?.();
    });
  return { pending, error, run };
}

/** Enable/disable and delete (confirmed, naming the URL) for one webhook. */
export function WebhookControls({ id, url, enabled }: { id: string; url: string; enabled: boolean }) {
  const [open, setOpen] = useState(false);
  const { pending, error, run } = useWebhookAction();
  return (
    <div className="flex items-center gap-2">
      <Button variant="secondary" size="sm" busy={pending && !open} onClick={() => run({ id, do: enabled ? "disable" : "enable" })}>
        {enabled ? "Disable" : "Enable"}
      </Button>
      <Button variant="danger" size="sm" aria-label={`Delete the webhook for ${url}`} onClick={() => setOpen(true)}>Delete</Button>
      {error && !open && <p role="alert" className="text-sm text-danger">{error}</p>}
      <ConfirmDialog open={open} onClose={() => setOpen(false)} title="Delete this webhook?" confirmLabel="Delete webhook" busy={pending} error={error}
        onConfirm={() => run({ id, do: "delete" }, () => setOpen(false))}>
        <p><code className="break-all font-mono">{url}</code> stops receiving events at once, and its delivery log is deleted. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}

/** Sends one delivery's event again. */
export function RetryDelivery({ id, deliveryId }: { id: string; deliveryId: string }) {
  const { pending, error, run } = useWebhookAction();
  return (
    <>
      <Button variant="ghost" size="sm" busy={pending} onClick={() => run({ id, do: "retry", delivery_id: deliveryId })}>Retry</Button>
      {error && <span role="alert" className="text-xs text-danger">{error}</span>}
    </>
  );
}
