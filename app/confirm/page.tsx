import type { Metadata } from "next";
import { inspectConfirmation, linkError } from "@/server/accounts/confirmation";
import { ButtonLink } from "../_components";
import { AuthShell } from "../_auth/auth-shell";
import { ConfirmForm } from "./confirm-form";

export const metadata: Metadata = { title: "Confirm your account" };
export const dynamic = "force-dynamic";

const titles = { invalid: "This link is not valid", expired: "This link has expired", used: "This link was already used" };

/**
 * GET only looks at the link; the button uses it. Mail scanners and link previews fetch links
 * before people do, and must not use up a single-use link or see the once-shown API key.
 */
export default async function ConfirmPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const token = (await searchParams).token ?? "";
  const { state, email } = await inspectConfirmation(token);
  if (state !== "valid") {
    return (
      <AuthShell title={titles[state]}>
        <p data-testid="confirm-error" data-code={linkError(state).code} className="text-sm text-ink-soft">{linkError(state).message}</p>
        <div className="mt-5 flex gap-2">
          <ButtonLink href={state === "used" ? "/signin" : "/signup"}>{state === "used" ? "Sign in" : "Sign up again"}</ButtonLink>
        </div>
      </AuthShell>
    );
  }
  return (
    <AuthShell title="Confirm your account" description={`Confirm ${email} to start using adlab.`}>
      <ConfirmForm token={token} />
    </AuthShell>
  );
}
