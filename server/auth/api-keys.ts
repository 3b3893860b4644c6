import { createHash, randomBytes } from "node:crypto";
import { db } from "../db/client";
import { errors } from "../errors";
import type { Actor } from "./actor";
import { cachedKey, rememberKey } from "./key-cache";

const KEY_PREFIX = "adlab_";

/** A new key: shown once; only its SHA-256 is stored (keys carry 240 bits of randomness). */
export function newApiKeySecret() {
  const secret = KEY_PREFIX + randomBytes(30).toString("base64url");
  return { secret, hash: hashApiKey(secret), prefix: secret.slice(0, KEY_PREFIX.length + 6) };
}

export function hashApiKey(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

// last_used_at is written at most once a minute per key, so reads stay reads.
const LAST_USED_RESOLUTION_MS = 60_000;

/** The one credential of `Authorization: Bearer <credential>`, or a 401 that says what is wrong with the header. */
export function bearerCredential(authorization: string | null): string {
  if (!authorization?.trim()) throw errors.unauthorized("missing");
  const match = authorization.match(/^Bearer\s+(\S+)\s*$/i);
  if (!match) throw errors.unauthorized("scheme");
  return match[1];
}

/** Whether a bearer credential has the shape of an adlab API key (OAuth access tokens do not). */
export const looksLikeApiKey = (credential: string) => credential.startsWith(KEY_PREFIX);

/**
 * Resolves `Authorization: Bearer <key>` to an actor, or throws a 401 that says why: no header, another
 * scheme (or not exactly one key after Bearer), a key nobody has, a revoked key, an unconfirmed account.
 * Served from the short key cache when it can (see key-cache.ts); on a cache hit the last_used_at write
 * never holds up the request.
 */
export async function authenticateBearer(authorization: string | null): Promise<Actor> {
  const hash = hashApiKey(bearerCredential(authorization));
  const cached = cachedKey(hash);
  if (cached) {
    // A cache hit makes no database call on the request's path; the once-a-minute write goes on beside it.
    void touch(cached.actor.apiKey!.id, cached);
    return cached.actor;
  }
  const prisma = await db();
  const key = await prisma.apiKey.findUnique({
    where: { hash },
    include: { user: { select: { email: true, emailVerified: true } } },
  });
  if (!key) throw errors.unauthorized("unknown");
  if (key.revokedAt) throw errors.unauthorized("revoked");
  if (!key.user.emailVerified) throw errors.unauthorized("unconfirmed");
  const actor: Actor = {
    organizationId: key.organizationId,
    userId: key.userId,
    email: key.user.email,
    apiKey: { id: key.id, name: key.name, scope: key.scope === "generate" ? "generate" : "full" },
  };
  const entry = { lastUsedAt: key.lastUsedAt };
  await touch(key.id, entry);
  rememberKey(hash, actor, entry.lastUsedAt);
  return actor;
}

/** Writes last_used_at when it is older than its resolution (a failed write is only logged). */
async function touch(id: string, entry: { lastUsedAt: Date | null }): Promise<void> {
  if (entry.lastUsedAt && Date.now() - entry.lastUsedAt.getTime() <= LAST_USED_RESOLUTION_MS) return;
  entry.lastUsedAt = new Date();
  await db()
    .then((prisma) => prisma.apiKey.update({ where: { id }, data: { lastUsedAt: entry.lastUsedAt! } }))
    .catch((error) => console.warn(`[adlab] could not record the use of API key ${id}: ${(error as Error).message}`));
}
