"use client";
import { useQuery } from "@tanstack/react-query";
import { Coins, FolderKanban, Megaphone, ShieldCheck, UserRound } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn, Logo, Skeleton } from "../../_components";
import { useTRPC } from "../../_trpc/client";

const nav = [
  { href: "/projects", label: "Projects", icon: FolderKanban },
  { href: "/ads", label: "Ads", icon: Megaphone },
  { href: "/account", label: "Account", icon: UserRound },
];
const operatorLink = { href: "/operator", label: "Operator", icon: ShieldCheck };

/** The signed-in top bar: wordmark, sections, and the live token balance. */
export function AppHeader({ email, operator }: { email: string; operator: boolean }) {
  const pathname = usePathname();
  const trpc = useTRPC();
  const account = useQuery(trpc.account.getAccount.queryOptions(undefined, { select: (d) => d.account }));
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-canvas/85 backdrop-blur supports-[backdrop-filter]:bg-canvas/70">
      <div className="mx-auto flex h-14 w-full max-w-6xl items-center gap-3 px-4 sm:h-16 sm:gap-6 sm:px-8">
        <Logo href="/projects" />
        <nav aria-label="Sections" className="flex items-center gap-1">
          {(operator ? [...nav, operatorLink] : nav).map(({ href, label, icon: Icon }) => {
            const active = pathname === href || pathname.startsWith(href + "/");
            return (
              <Link key={href} href={href} aria-current={active ? "page" : undefined}
                className={cn("inline-flex h-9 items-center gap-2 rounded-lg px-2.5 text-sm font-medium transition-colors sm:px-3",
                  active ? "bg-surface text-ink shadow-[var(--shadow-card)] ring-1 ring-line" : "text-muted hover:text-ink")}>
                <Icon className="size-4" aria-hidden />
                <span className="max-sm:sr-only">{label}</span>
              </Link>
            );
          })}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <Link href="/account" className="inline-flex h-9 items-center gap-2 rounded-full border border-line bg-surface px-3 text-sm" title="Token balance">
            <Coins className="size-4 text-accent" aria-hidden />
            <span className="sr-only">Token balance:</span>
            {account.data ? <span className="font-medium tabular">{account.data.token_balance.toLocaleString("en-US")}</span> : <Skeleton className="h-4 w-10" />}
            <span className="text-muted max-sm:hidden">tokens</span>
          </Link>
          <span className="hidden max-w-48 truncate text-sm text-muted lg:block" title={email}>{email}</span>
        </div>
      </div>
    </header>
  );
}
