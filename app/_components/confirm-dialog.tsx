"use client";
import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

/**
 * The one confirmation before anything destructive: the title names the thing ("Revoke the key
 * “ci”?"), the body says what follows, and the confirming button repeats the verb. Cancel is the
 * first button, so Enter on a freshly opened dialog never destroys anything.
 */
export function ConfirmDialog({ open, onClose, title, children, confirmLabel, onConfirm, busy, error }: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  error?: string | null;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}
      footer={<>
        <Button variant="secondary" onClick={onClose} autoFocus>Cancel</Button>
        <Button variant="danger" busy={busy} onClick={onConfirm}>{confirmLabel}</Button>
      </>}>
      <div className="text-sm text-ink-soft">{children}</div>
      {error && <p role="alert" className="mt-3 text-sm text-danger">{error}</p>}
    </Dialog>
  );
}
