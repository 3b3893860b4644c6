"use client";
import { useQuery } from "@tanstack/react-query";
import { Coins, FolderKanban, Megaphone, ShieldCheck, UserRound } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn, Logo, Skeleton } from "../../_components";
import { useTRPC } from "../../_trpc/client";
import { enoughFor } from "../../_lib/words";
import { TopUpLink, useTokensLow } from "./top-up";

const nav = [
  { href: "/projects", label: "Projects", icon: FolderKanban },
  { href: "/ads", label: "Ads", icon: Megaphone },
  { href: "/account", label: "Account", icon: UserRound },
];
const operatorLink = { href: "/operator", label: "Operator", icon: ShieldCheck };

/** The signed-in top bar: wordmark, sections (each icon with its word, on a phone too), and the live token balance with what it buys. */
export function AppHeader({ email, operator }: { email: string; operator: boolean }) {
  const pathname = usePathname();
  const trpc = useTRPC();
  const account = useQuery(trpc.account.getAccount.queryOptions(undefined, { select: (d) => d.account }));
  const { low, shop } = useTokensLow(account.data?.token_balance);
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-canvas/85 backdrop-blur supports-[backdrop-filter]:bg-canvas/70">
      <div className="mx-auto flex h-14 w-full max-w-6xl items-center gap-2 px-3 sm:h-16 sm:gap-6 sm:px-8">
        {/* An operator's fourth section needs the wordmark's room on a phone. */}
        <Logo href="/projects" compact={operator} />
        <nav aria-label="Sections" className="flex items-center gap-1">
          {(operator ? [...nav, operatorLink] : nav).map(({ href, label, icon: Icon }) => {
            const active = pathname === href || pathname.startsWith(href + "/");
            return (
              <Link key={href} href={href} aria-current={active ? "page" : undefined}
                className={cn("inline-flex h-11 flex-col items-center justify-center gap-0.5 rounded-lg px-1.5 text-[11px] font-medium leading-none transition-colors sm:h-9 sm:flex-row sm:gap-2 sm:px-3 sm:text-sm",
                  active ? "bg-surface text-ink shadow-[var(--shadow-card)] ring-1 ring-line" : "text-muted hover:text-ink")}>
                <Icon className="size-4" aria-hidden />
                <span>{label}</span>
              </Link>
            );
          })}
        </nav>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          {low && (
            <TopUpLink className="text-sm font-medium text-accent underline-offset-2 hover:underline max-sm:sr-only">{shop ? "Buy tokens" : "Get tokens"}</TopUpLink>
          )}
          <Link href="/account" className="inline-flex h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border border-line bg-surface px-2.5 text-sm sm:gap-2 sm:px-3"
            title={account.data ? enoughFor(account.data.token_balance, account.data.output_options) : undefined}>
            <Coins className="size-4 text-accent" aria-hidden />
            {/* The word "tokens" only once what they buy is known: a screen reader reads both together. */}
            <span className="sr-only">{account.data ? "Token balance:" : "Loading your balance"}</span>
            {account.data ? <span className="font-medium tabular">{account.data.token_balance.toLocaleString("en-US")}</span> : <Skeleton className="h-4 w-10" />}
            <span className="text-muted max-sm:hidden">tokens</span>
            {account.data && <span className="text-muted max-lg:sr-only">· {enoughFor(account.data.token_balance, account.data.output_options)}</span>}
          </Link>
          <span className="hidden max-w-48 truncate text-sm text-muted lg:block" title={email}>{email}</span>
        </div>
      </div>
    </header>
  );
}
