"use client";
import { useState, useTransition, type ReactNode } from "react";
import { Button, ConfirmDialog } from "../../_components";

/**
 * A button for a server action that stops something at once (a key, an assistant's access): it is
 * confirmed first, in a dialog that names what it stops and says what follows (`children`).
 */
export function ConfirmedAction({ id, action, label, name, title, confirmLabel, children }: {
  id: string;
  action: (form: FormData) => Promise<void>;
  label: string;
  name: string;
  title: string;
  confirmLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const confirm = () => startTransition(async () => {
    const form = new FormData();
    form.set("id", id);
    await action(form);
    setOpen(false);
  });
  return (
    <>
      <Button variant="danger" size="sm" aria-label={`${label} ${name}`} onClick={() => setOpen(true)}>{label}</Button>
      <ConfirmDialog open={open} onClose={() => setOpen(false)} title={title} confirmLabel={confirmLabel} busy={pending} onConfirm={confirm}>
        {children}
      </ConfirmDialog>
    </>
  );
}
