import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Badge, Card, PageHeader } from "../../_components";
import { currentActor, serverTrpc } from "../../_trpc/server";
import { isOperator } from "@/server/accounts/operators";
import { GrantTokensForm } from "./grant-tokens-form";

export const metadata: Metadata = { title: "Operator" };
export const dynamic = "force-dynamic";

const number = (n: number) => n.toLocaleString("en-US");

/** Every account on this installation, for people the `adlab operators grant` command named; a 404 for everyone else. */
export default async function OperatorPage() {
  if (!(await isOperator(await currentActor()))) notFound();
  const { accounts, usage_window_days: days } = await (await serverTrpc()).operator.accounts();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Operator" description={`All ${accounts.length} accounts on this installation: balance, usage in the last ${days} days, and token grants (booked like adlab tokens grant).`} />
      <Card title="Accounts" padded={false}>
        <ul className="divide-y divide-line" data-testid="operator-accounts">
          {accounts.map((account) => {
            const people = account.users.map((u) => u.email).join(", ") || account.name;
            return (
              <li key={account.id} data-testid="operator-account" data-email={account.users[0]?.email ?? ""} className="flex flex-col gap-4 px-5 py-4 lg:flex-row lg:items-center">
                <div className="min-w-0 flex-1">
                  <p className="break-all font-medium">{people} {account.users.some((u) => u.operator) && <Badge tone="accent">operator</Badge>}</p>
                  <p className="text-xs text-muted">Account since {new Date(account.created_at).toLocaleDateString("en-US", { dateStyle: "medium" })}</p>
                  <dl className="mt-2 grid grid-cols-2 gap-3 text-sm sm:max-w-lg sm:grid-cols-4">
                    <div><dt className="text-xs text-muted">Balance</dt><dd className="font-semibold tabular" data-testid="operator-balance">{number(account.token_balance)}</dd></div>
                    <div><dt className="text-xs text-muted">Spent, {days} days</dt><dd className="tabular">{number(account.tokens_spent_recently)}</dd></div>
                    <div><dt className="text-xs text-muted">Ads, {days} days</dt><dd className="tabular">{number(account.ads_recently)}</dd></div>
                    <div><dt className="text-xs text-muted">Ads in all</dt><dd className="tabular">{number(account.ads_count)}</dd></div>
                  </dl>
                </div>
                <GrantTokensForm organizationId={account.id} who={people} />
              </li>
            );
          })}
        </ul>
      </Card>
    </div>
  );
}
