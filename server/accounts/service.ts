import { db } from "../db/client";
import { errors } from "../errors";
import type { Actor } from "../auth/actor";
import { newApiKeySecret } from "../auth/api-keys";
import { isUuid, parseInput } from "../validation";
import { moveTokens } from "./ledger";
import { createConfirmedAccountSchema, createKeySchema, grantTokensSchema, revokeKeySchema } from "./schema";
import { serializeAccount } from "./serializer";
import { forgetKey } from "../auth/key-cache";

export async function getAccount(actor: Actor) {
  const prisma = await db();
  const user = await prisma.user.findUniqueOrThrow({ where: { id: actor.userId }, include: { organization: true } });
  return serializeAccount(user);
}

/** Operator path (CLI): a confirmed account whose balance is exactly `tokens`, and its first API key. */
export async function createConfirmedAccount(input: unknown) {
  const { email, tokens } = parseInput(createConfirmedAccountSchema, input);
  const prisma = await db();
  if (await prisma.user.findUnique({ where: { email } })) {
    throw errors.conflict("account_exists", `An account for ${email} already exists.`);
  }
  const key = newApiKeySecret();
  const user = await prisma.$transaction(async (tx) => {
    const organization = await tx.organization.create({ data: { name: email } });
    const user = await tx.user.create({ data: { email, organizationId: organization.id, emailVerified: new Date() } });
    if (tokens > 0) await moveTokens(tx, { organizationId: organization.id, delta: tokens, reason: "grant", note: "operator" });
    await tx.apiKey.create({
      data: { organizationId: organization.id, userId: user.id, name: "default", prefix: key.prefix, hash: key.hash },
    });
    return user;
  });
  return { user_id: user.id, email, token_balance: tokens, api_key: key.secret };
}

/** Operator path (CLI): a new key for a confirmed account. */
export async function createApiKeyForEmail(input: unknown) {
  const { email, name, scope } = parseInput(createKeySchema, input);
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { email } });
  if (!user) throw errors.notFound("Account");
  if (!user.emailVerified) throw errors.forbidden("The account has not been confirmed yet.");
  const key = newApiKeySecret();
  await prisma.apiKey.create({
    data: { organizationId: user.organizationId, userId: user.id, name, scope, prefix: key.prefix, hash: key.hash },
  });
  return { email, name, scope, prefix: key.prefix, api_key: key.secret };
}

/** Operator path (CLI): revokes one key of the account, named by its id or its prefix. */
export async function revokeApiKeyForEmail(input: unknown) {
  const { email, key } = parseInput(revokeKeySchema, input);
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { email } });
  if (!user) throw errors.notFound("Account");
  const where = isUuid(key) ? { id: key.toLowerCase() } : { prefix: key };
  const rows = await prisma.apiKey.findMany({ where: { organizationId: user.organizationId, ...where } });
  if (rows.length === 0) throw errors.notFound("API key");
  if (rows.length > 1) throw errors.conflict("ambiguous_key", "Several keys share this prefix; revoke by id.");
  const row = rows[0].revokedAt ? rows[0] : await prisma.apiKey.update({ where: { id: rows[0].id }, data: { revokedAt: new Date() } });
  forgetKey(row.id);
  return { email, name: row.name, prefix: row.prefix, revoked_at: row.revokedAt!.toISOString() };
}

export async function grantTokens(input: unknown) {
  const { email, amount } = parseInput(grantTokensSchema, input);
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { email } });
  if (!user) throw errors.notFound("Account");
  const balance = await prisma.$transaction((tx) =>
    moveTokens(tx, { organizationId: user.organizationId, delta: amount, reason: "grant", note: "operator" }),
  );
  return { email, granted: amount, token_balance: balance };
}
