import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { auth } from "@/server/auth/next-auth";
import { AuthShell, safeCallback } from "../_auth/auth-shell";
import { SignInForm } from "../_auth/forms";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

const errorMessages: Record<string, string> = {
  Verification: "That sign-in link is invalid, has expired or was already used. Ask for a new one below.",
  AccessDenied: "That link cannot sign you in. Only confirmed accounts can sign in: sign up first, or confirm your account from the mail we sent.",
};

type Search = Promise<{ callbackUrl?: string; error?: string; email?: string; signedOut?: string }>;

export default async function SignInPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const callbackUrl = safeCallback(params.callbackUrl);
  if ((await auth())?.user) redirect(callbackUrl);
  const error = params.error ? (errorMessages[params.error] ?? "Signing in did not work. Try again.") : null;
  return (
    <AuthShell
      title="Sign in to adlab"
      description={callbackUrl.startsWith("/connect/")
        ? "Sign in to connect your assistant. We e-mail you a link: open it in this browser and you come back here to allow it."
        : "We e-mail you a link that signs you in. No password needed."}
    >
      {error && <p role="alert" className="mb-4 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">{error}</p>}
      {params.signedOut && <p role="status" className="mb-4 text-sm text-muted">You are signed out.</p>}
      <SignInForm callbackUrl={callbackUrl} defaultEmail={params.email} />
      <p className="mt-5 text-sm text-muted">
        No account yet? <Link href="/signup" className="font-medium text-accent hover:underline">Sign up</Link>
      </p>
    </AuthShell>
  );
}
