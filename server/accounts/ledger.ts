import type { Tx } from "../db/client";
import { outputOptions } from "../config";
import { errors } from "../errors";
import { enqueueEvent } from "../webhooks/queue";
import { lowTokensBelow, tokensHelpWords } from "./tokens-help";

export type LedgerReason = "grant" | "signup_grant" | "charge" | "refund";

/**
 * Refuses with `insufficient_tokens` when the balance is below `cost`, before costly work (planning a
 * batch's ads) rather than at the charge. Only a fast refusal: the charge itself (moveTokens) is what
 * guarantees the balance, since it may have moved by then.
 */
export async function requireAffordable(tx: Tx, organizationId: string, cost: number): Promise<void> {
  const { tokenBalance } = await tx.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { tokenBalance: true } });
  if (tokenBalance < cost) throw errors.insufficientTokens(cost, tokenBalance, tokensHelpWords());
}

/**
 * Moves the organization's balance by `delta` and writes the ledger row, inside the caller's
 * transaction. A debit is conditional (`balance >= cost`), so two concurrent charges can never
 * spend the same tokens: the loser sees count 0 and gets `insufficient_tokens`.
 */
export async function moveTokens(
  tx: Tx,
  entry: { organizationId: string; delta: number; reason: LedgerReason; adId?: string; note?: string },
): Promise<number> {
  const { organizationId, delta } = entry;
  if (delta < 0) {
    const { count } = await tx.organization.updateMany({
      where: { id: organizationId, tokenBalance: { gte: -delta } },
      data: { tokenBalance: { decrement: -delta } },
    });
    if (count === 0) {
      const org = await tx.organization.findUniqueOrThrow({ where: { id: organizationId } });
      throw errors.insufficientTokens(-delta, org.tokenBalance, tokensHelpWords());
    }
  } else if (delta > 0) {
    await tx.organization.update({ where: { id: organizationId }, data: { tokenBalance: { increment: delta } } });
  }
  const { tokenBalance } = await tx.organization.findUniqueOrThrow({
    where: { id: organizationId },
    select: { tokenBalance: true },
  });
  await tx.tokenLedgerEntry.create({
    data: { organizationId, delta, balanceAfter: tokenBalance, reason: entry.reason, adId: entry.adId, note: entry.note },
  });
  // `tokens.low` once per crossing: this debit took the balance below the cost of one video ad.
  const threshold = lowTokensBelow();
  if (delta < 0 && tokenBalance < threshold && tokenBalance - delta >= threshold) {
    await enqueueEvent(tx, organizationId, "tokens.low", () => ({ token_balance: tokenBalance, threshold, output_options: outputOptions.map((o) => ({ ...o })) }));
  }
  return tokenBalance;
}
