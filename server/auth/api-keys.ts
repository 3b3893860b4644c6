import { createHash, randomBytes } from "node:crypto";
import { db } from "../db/client";
import { errors } from "../errors";
import type { Actor } from "./actor";

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

/** Resolves `Authorization: Bearer <key>` to an actor, or throws 401. */
export async function authenticateBearer(authorization: string | null): Promise<Actor> {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  if (!match) throw errors.unauthorized();
  const prisma = await db();
  const key = await prisma.apiKey.findUnique({
    where: { hash: hashApiKey(match[1]) },
    include: { user: { select: { email: true, emailVerified: true } } },
  });
  if (!key || key.revokedAt || !key.user.emailVerified) throw errors.unauthorized();
  if (!key.lastUsedAt || Date.now() - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await prisma.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: new Date() } });
  }
  return {
    organizationId: key.organizationId,
    userId: key.userId,
    email: key.user.email,
    apiKey: { id: key.id, name: key.name, scope: key.scope === "generate" ? "generate" : "full" },
  };
}
