"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import type { ReactNode } from "react";
import { useTRPC } from "../../_trpc/client";

/**
 * The way to more tokens: the installation's shop (ADLAB_BUY_TOKENS_URL) when it has one, else the account
 * page's words on whom to ask. `children` is the link's text.
 */
export function TopUpLink({ children, className }: { children: ReactNode; className?: string }) {
  const trpc = useTRPC();
  const topUp = useQuery(trpc.account.topUp.queryOptions());
  const shop = topUp.data?.buy_url;
  if (shop) return <a href={shop} target="_blank" rel="noopener" className={className} data-testid="buy-tokens-link">{children}</a>;
  return <Link href="/account#get-tokens" className={className}>{children}</Link>;
}

/** Whether the balance is under the installation's low mark (the price of one video ad), and the shop if any. */
export function useTokensLow(balance: number | undefined): { low: boolean; shop: string | null } {
  const trpc = useTRPC();
  const topUp = useQuery(trpc.account.topUp.queryOptions());
  if (balance === undefined || !topUp.data) return { low: false, shop: null };
  return { low: balance < topUp.data.low_below, shop: topUp.data.buy_url };
}
