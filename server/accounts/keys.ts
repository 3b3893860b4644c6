import { z } from "zod";
import { API_KEY_SCOPES, type Actor } from "../auth/actor";
import { newApiKeySecret } from "../auth/api-keys";
import { db } from "../db/client";
import { errors } from "../errors";
import { findPage, pageJson, toPage } from "../http/pagination";
import { isUuid, parseInput, storedEnum } from "../validation";
import { forgetKey } from "../auth/key-cache";
import type { ApiKeyJson, LedgerEntryJson } from "./shapes";

export const apiKeyCreateSchema = z.strictObject({
  name: z.string().trim().min(1).max(80),
  scope: z.enum(API_KEY_SCOPES, { error: "must be one of full, generate" }).default("full"),
});

type KeyRow = { id: string; name: string; prefix: string; scope: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null };

/** Creating and revoking keys needs a person (a session) or a `full` key; a `generate` key cannot. */
function requireKeyManagement(actor: Actor) {
  if (actor.apiKey && actor.apiKey.scope === "generate") throw errors.forbidden("This API key has the generate scope: it cannot create or revoke API keys.");
}

/** A key as listed: never its secret, only the prefix for recognition. */
export function serializeApiKey(key: KeyRow): ApiKeyJson {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scope: storedEnum(API_KEY_SCOPES, key.scope),
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    revoked_at: key.revokedAt?.toISOString() ?? null,
  };
}

/** The account's keys, newest first, revoked ones included (with `revoked_at`). */
export async function listApiKeys(actor: Actor): Promise<{ api_keys: ApiKeyJson[] }> {
  const prisma = await db();
  const keys = await prisma.apiKey.findMany({ where: { organizationId: actor.organizationId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return { api_keys: keys.map(serializeApiKey) };
}

/** A new named key; the secret is in the answer once and never again (only its hash is stored). */
export async function createApiKey(actor: Actor, input: unknown): Promise<{ api_key: ApiKeyJson & { secret: string } }> {
  requireKeyManagement(actor);
  const { name, scope } = parseInput(apiKeyCreateSchema, input, "api_key");
  const prisma = await db();
  const user = await prisma.user.findUniqueOrThrow({ where: { id: actor.userId } });
  if (!user.emailVerified) throw errors.forbidden("The account has not been confirmed yet.");
  const key = newApiKeySecret();
  const row = await prisma.apiKey.create({
    data: { organizationId: actor.organizationId, userId: actor.userId, name, scope, prefix: key.prefix, hash: key.hash },
  });
  return { api_key: { ...serializeApiKey(row), secret: key.secret } };
}

/** Revokes a key of the account; it answers 401 from the next request on. Revoking twice is harmless. */
export async function revokeApiKey(actor: Actor, id: string): Promise<{ api_key: ApiKeyJson }> {
  requireKeyManagement(actor);
  if (!isUuid(id)) throw errors.notFound("API key");
  const prisma = await db();
  const key = await prisma.apiKey.findFirst({ where: { id, organizationId: actor.organizationId } });
  if (!key) throw errors.notFound("API key");
  const row = key.revokedAt ? key : await prisma.apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
  forgetKey(row.id);
  return { api_key: serializeApiKey(row) };
}

export function serializeLedgerEntry(e: { id: string; delta: number; balanceAfter: number; reason: string; adId: string | null; note: string | null; createdAt: Date }): LedgerEntryJson {
  return {
    id: e.id,
    delta: e.delta,
    balance_after: e.balanceAfter,
    reason: e.reason,
    ad_id: e.adId,
    note: e.note,
    created_at: e.createdAt.toISOString(),
  };
}

/** The token ledger of the account, newest first, paged like every list. */
export async function listLedger(actor: Actor, query: { limit?: number | string | null; cursor?: string | null } = {}) {
  const page = toPage(query);
  const prisma = await db();
  return pageJson("ledger", serializeLedgerEntry, await findPage(page, { organizationId: actor.organizationId }, (query) => prisma.tokenLedgerEntry.findMany(query)));
}
