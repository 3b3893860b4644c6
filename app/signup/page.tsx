import type { Metadata } from "next";
import Link from "next/link";
import { AuthShell } from "../_auth/auth-shell";
import { SignupForm } from "../_auth/forms";

export const metadata: Metadata = { title: "Sign up" };

export default function SignupPage() {
  return (
    <AuthShell title="Create an adlab account" description="We send a confirmation link. Following it signs you in, ready to make your first ad.">
      <SignupForm />
      <p className="mt-5 text-sm text-muted">
        Already have an account? <Link href="/signin" className="font-medium text-accent hover:underline">Sign in</Link>
      </p>
    </AuthShell>
  );
}
