import { Check, X } from "lucide-react";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { getAccount } from "@/server/accounts/service";
import { consentPath, consentRequest, INTERACTION_ID } from "@/server/oauth/consent";
import { AuthShell } from "../../_auth/auth-shell";
import { Button } from "../../_components";
import { currentActor } from "../../_trpc/server";

export const metadata: Metadata = { title: "Connect an assistant" };
export const dynamic = "force-dynamic";

const ENDPOINT_WORDS: Record<string, string> = {
  "/api/mcp": "adlab's tools (MCP)",
  "/api/adcp/mcp": "adlab's creative agent (AdCP)",
  "": "adlab's tools (MCP) and creative agent (AdCP)",
};

/**
 * The consent page of an assistant's OAuth connection (server/oauth/consent.ts): signed-in people only
 * (the e-mail link brings them back here), in plain words: which assistant, which account, what it may
 * do, Allow or Deny. A plain form POST, so the browser follows the redirects back to the assistant.
 */
export default async function ConnectPage({ params }: { params: Promise<{ uid: string }> }) {
  const { uid } = await params;
  if (!INTERACTION_ID.test(uid)) notFound();
  const actor = await currentActor();
  if (!actor) redirect(`/signin?callbackUrl=${encodeURIComponent(consentPath(uid))}`);
  const h = await headers();
  const request = await consentRequest(uid, new Request(`http://${h.get("host") ?? "localhost"}${consentPath(uid)}`, { headers: new Headers(h) }));
  if (!request) {
    return (
      <AuthShell title="This connection request has ended" description="It expired, was already answered, or was started in another browser.">
        <p className="text-sm">Go back to your assistant and connect adlab again. Open the sign-in e-mail in the same browser as the assistant&rsquo;s page.</p>
      </AuthShell>
    );
  }
  const account = await getAccount(actor);
  const origin = new URL(request.resources[0]).origin;
  const endpoints = [...new Set(request.resources.map((r) => ENDPOINT_WORDS[r.slice(origin.length)] ?? r))];
  return (
    <AuthShell
      title={`Connect ${request.clientName} to adlab?`}
      description={<><strong className="font-medium text-ink">{request.clientName}</strong> wants to use your adlab account <strong className="font-medium text-ink">{account.email}</strong>.</>}
    >
      <p className="text-sm font-medium">If you allow it:</p>
      <ul className="mt-2 flex flex-col gap-2 text-sm">
        <li className="flex gap-2"><Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />It can create ads and spend your tokens ({account.token_balance.toLocaleString("en-US")} left)</li>
        <li className="flex gap-2"><Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />It can see and change your projects, ads, audiences and results</li>
        <li className="flex gap-2"><X className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />It cannot see or make API keys</li>
      </ul>
      <p className="mt-4 text-sm text-muted">
        It uses {endpoints.join(" and ")}. After you answer, you go back to <strong className="font-medium text-ink break-all">{request.redirectHost}</strong>.
        You can disconnect it at any time under Connected assistants on your account page.
      </p>
      <form method="post" action={`${consentPath(uid)}/decide`} className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" name="decision" value="deny" variant="secondary">Deny</Button>
        <Button type="submit" name="decision" value="allow">Allow</Button>
      </form>
    </AuthShell>
  );
}
