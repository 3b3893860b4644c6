import { randomBytes } from "node:crypto";
import { clock, clockDate } from "../clock";
import { db } from "../db/client";
import { config } from "../config";
import { AppError } from "../errors";
import { newApiKeySecret } from "../auth/api-keys";
import { SESSION_MAX_AGE_SECONDS } from "../auth/session";
import { moveTokens } from "./ledger";
import { hashConfirmationToken } from "./signup";

/** Tokens granted when a publicly signed-up account is confirmed (ADLAB_SIGNUP_TOKENS; by default one video and a few stills). */
export const signupTokens = () => config.signup.tokens;

export type LinkState = "valid" | "invalid" | "expired" | "used";

const linkErrors: Record<Exclude<LinkState, "valid">, AppError> = {
  invalid: new AppError("confirmation_invalid", "This confirmation link is not valid. Check that you copied the whole link, or sign up again."),
  expired: new AppError("confirmation_expired", "This confirmation link has expired. Sign up again with the same address to get a fresh link."),
  used: new AppError("confirmation_used", "This confirmation link has already been used. Sign in with your e-mail address instead."),
};

export function linkError(state: Exclude<LinkState, "valid">): AppError {
  return linkErrors[state];
}

async function find(token: string) {
  if (typeof token !== "string" || token.length < 20 || token.length > 200) return null;
  const prisma = await db();
  return prisma.emailConfirmation.findUnique({ where: { tokenHash: hashConfirmationToken(token) }, include: { user: true } });
}

/** Looks at a link without using it (the /confirm page shows the state before the button is pressed). */
export async function inspectConfirmation(token: string): Promise<{ state: LinkState; email?: string }> {
  const row = await find(token);
  if (!row) return { state: "invalid" };
  if (row.usedAt) return { state: "used", email: row.user.email };
  if (row.expiresAt.getTime() <= clock().now()) return { state: "expired", email: row.user.email };
  return { state: "valid", email: row.user.email };
}

export type ConfirmedAccount = {
  user_id: string;
  email: string;
  token_balance: number;
  api_key: { name: string; prefix: string; secret: string };
  session: { sessionToken: string; expires: Date };
};

/**
 * Uses a confirmation link, exactly once: confirms the e-mail, grants the signup tokens (first
 * confirmation only), creates the first API key and a web session. Every other open link of the
 * user is used up at the same moment.
 */
export async function confirmAccount(token: string): Promise<ConfirmedAccount> {
  const row = await find(token);
  if (!row) throw linkError("invalid");
  if (row.usedAt) throw linkError("used");
  if (row.expiresAt.getTime() <= clock().now()) throw linkError("expired");
  const prisma = await db();
  const key = newApiKeySecret();
  const now = clockDate();
  const session = { sessionToken: randomBytes(32).toString("hex"), expires: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000) };
  const { user } = row;
  const balance = await prisma.$transaction(async (tx) => {
    // The conditional update is the single-use guarantee: of two concurrent clicks one sees count 0.
    const claimed = await tx.emailConfirmation.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
    if (claimed.count === 0) throw linkError("used");
    await tx.emailConfirmation.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
    const firstConfirmation = await tx.user.updateMany({ where: { id: user.id, emailVerified: null }, data: { emailVerified: now } });
    let tokenBalance: number | undefined;
    if (firstConfirmation.count === 1 && signupTokens() > 0) {
      tokenBalance = await moveTokens(tx, { organizationId: user.organizationId, delta: signupTokens(), reason: "signup_grant", note: "public signup" });
    }
    await tx.apiKey.create({ data: { organizationId: user.organizationId, userId: user.id, name: "default", prefix: key.prefix, hash: key.hash } });
    await tx.session.create({ data: { ...session, userId: user.id } });
    return tokenBalance ?? (await tx.organization.findUniqueOrThrow({ where: { id: user.organizationId } })).tokenBalance;
  });
  return {
    user_id: user.id,
    email: user.email,
    token_balance: balance,
    api_key: { name: "default", prefix: key.prefix, secret: key.secret },
    session,
  };
}
