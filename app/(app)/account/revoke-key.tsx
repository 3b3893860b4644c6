"use client";
import { useState, useTransition } from "react";
import { Button, ConfirmDialog } from "../../_components";
import { revokeKeyAction } from "./actions";

/** Revoking stops a working key at once, so it is confirmed first, naming the key. */
export function RevokeKey({ id, name, prefix }: { id: string; name: string; prefix: string }) {
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const revoke = () => startTransition(async () => {
    const form = new FormData();
    form.set("id", id);
    await revokeKeyAction(form);
    setOpen(false);
  });
  return (
    <>
      <Button variant="danger" size="sm" aria-label={`Revoke ${name}`} onClick={() => setOpen(true)}>Revoke</Button>
      <ConfirmDialog open={open} onClose={() => setOpen(false)} title={`Revoke the key “${name}”?`}
        confirmLabel="Revoke key" busy={pending} onConfirm={revoke}>
        <p>Every agent or script using <code className="font-mono">{prefix}…</code> gets “401 unauthorized” from its next request. This cannot be undone: a revoked key never works again, and you would create a new one.</p>
      </ConfirmDialog>
    </>
  );
}
