import { LogOut } from "lucide-react";
import type { Metadata } from "next";
import { ledgerLine } from "@/server/accounts/ledger-words";
import type { LedgerEntryJson } from "@/server/accounts/shapes";
import { Badge, Button, Card, PageHeader } from "../../_components";
import { serverTrpc } from "../../_trpc/server";
import { signOutAction } from "../../_auth/actions";
import { ConnectedAssistants } from "./connected-assistants";
import { CreateKeyForm } from "./create-key-form";
import { GetTokens } from "./get-tokens";
import { tokensWorth } from "../../_lib/words";
import { RevokeKey } from "./revoke-key";
import { WebhooksCard } from "./webhooks-card";

export const metadata: Metadata = { title: "Account" };
export const dynamic = "force-dynamic";

const when = (iso: string | null) => (iso ? new Date(iso).toISOString().replace("T", " ").slice(0, 16) + " UTC" : "never");

/**
 * Balance and what it buys, how to get more tokens, token history and sign-out; then, for developers, API
 * keys and webhooks. The (app) layout already requires a session.
 */
export default async function AccountPage() {
  const trpc = await serverTrpc();
  const [{ account }, { ledger }, { api_keys }] = await Promise.all([trpc.account.getAccount(), trpc.account.ledger({ limit: 50 }), trpc.apiKeys.list()]);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Account"
        description={account.email}
        actions={
          <form action={signOutAction}>
            <Button type="submit" variant="secondary"><LogOut className="size-4" aria-hidden /> Sign out</Button>
          </form>
        }
      />

      <Card title="Token balance" description="Tokens pay for ads. An ad is charged when it starts; one that fails is refunded.">
        <div className="grid gap-6 sm:grid-cols-[1.2fr_1fr_1fr]">
          <div>
            <p className="font-display text-4xl font-semibold tabular" data-testid="token-balance">{account.token_balance.toLocaleString("en-US")}</p>
            <p className="mt-1 text-sm text-muted" data-testid="tokens-worth">{tokensWorth(account.token_balance, account.output_options)}</p>
          </div>
          {account.output_options.map((o) => (
            <div key={o.id} className="rounded-xl bg-sunken/70 px-4 py-3">
              <p className="text-sm font-medium">{o.label}</p>
              <p className="mt-0.5 text-sm text-muted tabular">{o.token_cost} tokens each · {Math.floor(account.token_balance / o.token_cost)} with your balance</p>
            </div>
          ))}
        </div>
        <GetTokens balance={account.token_balance} />
      </Card>

      <TokenHistory ledger={ledger} />

      <ConnectedAssistants />

      {/* API keys and webhooks: for developers, after what a customer needs. */}
      <section id="developer" data-audience="developer" aria-labelledby="developer-heading" className="mt-4 flex scroll-mt-24 flex-col gap-6 border-t border-line pt-6">
        <div>
          <h2 id="developer-heading" className="text-lg font-semibold">For developers</h2>
          <p className="text-sm text-muted">Connect agents and scripts to adlab. Nothing here is needed to make ads in the web app.</p>
        </div>
        <Card title="API keys" description="Send a key as Authorization: Bearer <key>. Keys are stored hashed; only the prefix is shown.">
          <CreateKeyForm />
          <ul className="mt-5 divide-y divide-line" data-testid="api-keys">
            {api_keys.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{key.name} <code className="ml-1 text-sm text-muted">{key.prefix}…</code> <Badge tone="neutral">{key.scope === "generate" ? "generate only" : "full access"}</Badge></p>
                  <p className="text-xs text-muted">Created {when(key.created_at)} · last used {when(key.last_used_at)}</p>
                </div>
                {key.revoked_at ? (
                  <Badge tone="neutral">Revoked {when(key.revoked_at)}</Badge>
                ) : (
                  <RevokeKey id={key.id} name={key.name} prefix={key.prefix} />
                )}
              </li>
            ))}
            {api_keys.length === 0 && <li className="py-3 text-sm text-muted">No keys yet. Create one for each agent or script, so you can revoke them one at a time.</li>}
          </ul>
        </Card>

        <WebhooksCard />
      </section>
    </div>
  );
}

/** Every charge, refund and grant, newest first. */
function TokenHistory({ ledger }: { ledger: LedgerEntryJson[] }) {
  return (
    <Card title="Token history" description="Every charge, refund and grant, newest first." padded={false}>
      <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="border-b border-line bg-canvas/60 text-left text-xs uppercase tracking-wide text-muted">
          <tr><th className="px-5 py-2 font-medium">When</th><th className="px-5 py-2 font-medium">Change</th><th className="hidden px-5 py-2 font-medium sm:table-cell">Balance</th><th className="px-5 py-2 font-medium">Reason</th></tr>
        </thead>
        <tbody className="divide-y divide-line">
          {ledger.map((e) => (
            <tr key={e.id}>
              <td className="px-5 py-2 text-muted">{when(e.created_at)}</td>
              <td className={`px-5 py-2 font-medium tabular ${e.delta > 0 ? "text-success" : "text-ink"}`}>{e.delta > 0 ? `+${e.delta}` : e.delta}</td>
              <td className="hidden px-5 py-2 tabular sm:table-cell">{e.balance_after}</td>
              <td className="px-5 py-2 break-words">{ledgerLine(e)}</td>
            </tr>
          ))}
          {ledger.length === 0 && <tr><td colSpan={4} className="px-5 py-3 text-muted">No token movements yet.</td></tr>}
        </tbody>
      </table>
      </div>
    </Card>
  );
}
