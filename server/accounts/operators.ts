import { z } from "zod";
import { clock } from "../clock";
import { db } from "../db/client";
import { errors } from "../errors";
import type { Actor } from "../auth/actor";
import { parseInput } from "../validation";
import { moveTokens } from "./ledger";
import { emailSchema } from "./schema";

/** Usage counts look back this far on the Operator page. */
export const USAGE_WINDOW_DAYS = 30;

const setOperatorSchema = z.object({ email: emailSchema, operator: z.boolean().default(true) });

const webGrantSchema = z.object({
  organization_id: z.uuid("must be an account id"),
  amount: z.number({ error: "must be a whole number of tokens" }).int("must be a whole number of tokens").min(1).max(1_000_000_000),
  note: z.string().trim().max(200).optional(),
});

/** Operator path (CLI): `adlab operators grant|revoke --email E` sets the web Operator page flag. */
export async function setOperator(input: unknown) {
  const { email, operator } = parseInput(setOperatorSchema, input);
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { email } });
  if (!user) throw errors.notFound("Account");
  if (!user.emailVerified) throw errors.forbidden("The account has not been confirmed yet.");
  await prisma.user.update({ where: { id: user.id }, data: { isOperator: operator } });
  return { email, operator };
}

/** Whether the actor may see the Operator page: a browser session of a user with the flag (never an API key). */
export async function isOperator(actor: Actor | null): Promise<boolean> {
  if (!actor || actor.apiKey) return false;
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { id: actor.userId }, select: { isOperator: true } });
  return user?.isOperator === true;
}

/** Everyone else gets the same answer as for a page that does not exist. */
async function requireOperator(actor: Actor) {
  if (!(await isOperator(actor))) throw errors.notFound("Page");
}

/** Every account on the installation: its people, balance, tokens spent and ads made lately. */
export async function listAccountsForOperator(actor: Actor) {
  await requireOperator(actor);
  const prisma = await db();
  const since = new Date(clock().now() - USAGE_WINDOW_DAYS * 86_400_000);
  const [organizations, spent, recentAds] = await Promise.all([
    prisma.organization.findMany({
      orderBy: { createdAt: "desc" },
      include: { users: { select: { email: true, name: true, isOperator: true }, orderBy: { createdAt: "asc" } }, _count: { select: { ads: true } } },
    }),
    // Charges minus their refunds: what the account actually used.
    prisma.tokenLedgerEntry.groupBy({ by: ["organizationId"], where: { createdAt: { gte: since }, reason: { in: ["charge", "refund"] } }, _sum: { delta: true } }),
    prisma.ad.groupBy({ by: ["organizationId"], where: { createdAt: { gte: since } }, _count: { _all: true } }),
  ]);
  const spentBy = new Map(spent.map((row) => [row.organizationId, -(row._sum.delta ?? 0)]));
  const recentAdsBy = new Map(recentAds.map((row) => [row.organizationId, row._count._all]));
  return {
    usage_window_days: USAGE_WINDOW_DAYS,
    accounts: organizations.map((org) => ({
      id: org.id,
      name: org.name,
      users: org.users.map((u) => ({ email: u.email, name: u.name, operator: u.isOperator })),
      token_balance: org.tokenBalance,
      tokens_spent_recently: spentBy.get(org.id) ?? 0,
      ads_count: org._count.ads,
      ads_recently: recentAdsBy.get(org.id) ?? 0,
      created_at: org.createdAt.toISOString(),
    })),
  };
}

/** A grant from the Operator page: the same ledger entry as `adlab tokens grant`, noting which operator gave it. */
export async function grantTokensAsOperator(actor: Actor, input: unknown) {
  await requireOperator(actor);
  const { organization_id: organizationId, amount, note } = parseInput(webGrantSchema, input);
  const prisma = await db();
  if (!(await prisma.organization.findUnique({ where: { id: organizationId } }))) throw errors.notFound("Account");
  const balance = await prisma.$transaction((tx) =>
    moveTokens(tx, { organizationId, delta: amount, reason: "grant", note: note ? `operator ${actor.email}: ${note}` : `operator ${actor.email}` }),
  );
  return { organization_id: organizationId, granted: amount, token_balance: balance };
}
