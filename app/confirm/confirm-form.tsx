"use client";
import { useActionState } from "react";
import { Button, ButtonLink } from "../_components";
import { confirmAction } from "../_auth/actions";

export function ConfirmForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(confirmAction, undefined);
  if (state?.ok) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-sm text-ink-soft">
          Your account {state.email} is confirmed and you are signed in. Your balance is {state.tokenBalance} tokens.
        </p>
        <div>
          <p className="text-sm font-medium">Your first API key</p>
          <p className="mb-2 text-sm text-muted">Copy it now: it is shown only this once. Send it as <code>Authorization: Bearer &lt;key&gt;</code>.</p>
          <code data-testid="api-key" className="block break-all rounded-lg bg-sunken px-3 py-2 font-mono text-sm select-all">{state.apiKey.secret}</code>
        </div>
        <ButtonLink href="/account">Go to your account</ButtonLink>
      </div>
    );
  }
  return (
    <form action={action} className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      {state && !state.ok && <p role="alert" data-testid="confirm-error" data-code={state.code} className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">{state.message}</p>}
      <Button type="submit" disabled={pending}>{pending ? "Confirming…" : "Confirm and show my API key"}</Button>
    </form>
  );
}
