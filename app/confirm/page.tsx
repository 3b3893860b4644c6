import type { Metadata } from "next";
import { inspectConfirmation, linkError } from "@/server/accounts/confirmation";
import { ConfirmView } from "./confirm-form";

export const metadata: Metadata = { title: "Confirm your account" };
export const dynamic = "force-dynamic";

/**
 * GET only looks at the link; the button uses it. Mail scanners and link previews fetch links
 * before people do, and must not use up a single-use link or see the once-shown API key.
 */
export default async function ConfirmPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const token = (await searchParams).token ?? "";
  const { state, email } = await inspectConfirmation(token);
  const problem = state === "valid" ? undefined : { code: linkError(state).code, message: linkError(state).message };
  // One client view for every state: the action's answer (with the key) survives the re-render that
  // follows setting the session cookie, when this page would already call the link "used".
  return <ConfirmView token={token} email={email} problem={problem} />;
}
