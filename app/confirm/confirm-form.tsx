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
            {state.email} is confirmed and you are signed in. You have {state.tokenBalance} tokens to try adlab: {state.enoughFor}.
          </p>
          <p className="text-sm text-ink-soft">Next: tell adlab what you sell, and your first ads are one click away.</p>
          <ButtonLink href="/projects/new?welcome=1">Set up your first project</ButtonLink>
          {/* For developers only, folded: the account's first API key is shown this once. */}
          <details className="rounded-lg border border-line px-3 py-2 text-sm" data-audience="developer">
            <summary className="cursor-pointer text-muted">For developers: your API key</summary>
            <p className="my-2 text-muted">Copy it now: it is shown only this once (you can make others in your account&apos;s developer section).</p>
            <code data-testid="api-key" data-secret={state.apiKey.secret} className="block break-all rounded-lg bg-sunken px-3 py-2 font-mono text-sm select-all">{state.apiKey.secret}</code>
            <div className="mt-2"><CopyButton value={state.apiKey.secret} label="Copy key" /></div>
          </details>
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
        <Button type="submit" disabled={pending}>{pending ? "Confirming…" : "Confirm my account"}</Button>
      </form>
    </AuthShell>
  );
}
