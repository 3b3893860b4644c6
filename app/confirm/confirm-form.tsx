"use client";
import { useActionState } from "react";
import { Button, ButtonLink, CopyButton } from "../_components";
import { AuthShell } from "../_auth/auth-shell";
import { confirmAction } from "../_auth/actions";

const titles: Record<string, string> = {
  confirmation_invalid: "This link is not valid",
  confirmation_expired: "This link has expired",
  confirmation_used: "This link was already used",
};

export function ConfirmView({ token, email, problem }: { token: string; email?: string; problem?: { code: string; message: string } }) {
  const [state, action, pending] = useActionState(confirmAction, undefined);
  if (state?.ok) {
    return (
      <AuthShell title="Your account is ready">
        <div className="flex flex-col gap-4">
          <p role="status" className="text-sm text-ink-soft">
            {state.email} is confirmed and you are signed in. Your balance is {state.tokenBalance} tokens.
          </p>
          <div>
            <p className="text-sm font-medium">Your first API key</p>
            <p className="mb-2 text-sm text-muted">Copy it now: it is shown only this once. Send it as <code>Authorization: Bearer &lt;key&gt;</code>.</p>
            <code data-testid="api-key" data-secret={state.apiKey.secret} className="block break-all rounded-lg bg-sunken px-3 py-2 font-mono text-sm select-all">{state.apiKey.secret}</code>
            <div className="mt-2"><CopyButton value={state.apiKey.secret} label="Copy key" /></div>
          </div>
          <ButtonLink href="/account">Go to your account</ButtonLink>
        </div>
      </AuthShell>
    );
  }
  const shown = state && !state.ok ? state : problem;
  if (shown) {
    const used = shown.code === "confirmation_used";
    return (
      <AuthShell title={titles[shown.code] ?? "This link cannot be used"}>
        <p role="alert" data-testid="confirm-error" data-code={shown.code} className="text-sm text-ink-soft">{shown.message}</p>
        <div className="mt-5">
          <ButtonLink href={used ? "/signin" : "/signup"}>{used ? "Sign in" : "Sign up again"}</ButtonLink>
        </div>
      </AuthShell>
    );
  }
  return (
    <AuthShell title="Confirm your account" description={`Confirm ${email} to start using adlab.`}>
      <form action={action} className="flex flex-col gap-4">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" disabled={pending}>{pending ? "Confirming…" : "Confirm and show my API key"}</Button>
      </form>
    </AuthShell>
  );
}
