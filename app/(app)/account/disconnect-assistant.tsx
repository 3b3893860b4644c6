"use client";
import { useState, useTransition } from "react";
import { Button, ConfirmDialog } from "../../_components";
import { disconnectAssistantAction } from "./actions";

/** Disconnecting stops an assistant at once, so it is confirmed first, naming it. */
export function DisconnectAssistant({ id, name }: { id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const disconnect = () => startTransition(async () => {
    const form = new FormData();
    form.set("id", id);
    await disconnectAssistantAction(form);
    setOpen(false);
  });
  return (
    <>
      <Button variant="danger" size="sm" aria-label={`Disconnect ${name}`} onClick={() => setOpen(true)}>Disconnect</Button>
      <ConfirmDialog open={open} onClose={() => setOpen(false)} title={`Disconnect “${name}”?`}
        confirmLabel="Disconnect" busy={pending} onConfirm={disconnect}>
        <p>Its next request to adlab is refused, and it can no longer spend your tokens. To use it with adlab again, connect it again from the assistant.</p>
      </ConfirmDialog>
    </>
  );
}
