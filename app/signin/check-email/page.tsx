import type { Metadata } from "next";
import Link from "next/link";
import { AuthShell } from "../../_auth/auth-shell";

export const metadata: Metadata = { title: "Check your e-mail" };

export default async function CheckEmailPage({ searchParams }: { searchParams: Promise<{ reason?: string }> }) {
  const signup = (await searchParams).reason === "signup";
  return (
    <AuthShell title="Check your e-mail">
      <p className="text-sm text-ink-soft">
        {signup
          ? "A confirmation link is on its way, unless this address already has an account (then sign in instead). Follow it to confirm your account and set up your first project."
          : "If the address belongs to a confirmed adlab account, a sign-in link is on its way. It works once and expires in 24 hours."}
      </p>
      <p className="mt-4 text-sm text-muted">
        Nothing arrived within a few minutes? Check the spam folder, or <Link href={signup ? "/signup" : "/signin"} className="font-medium text-accent hover:underline">try again</Link>.
        Still nothing: ask whoever runs this adlab installation.
      </p>
    </AuthShell>
  );
}
