import type { IdempotencyBackend, IdempotencyCacheEntry } from "@adcp/sdk/server";
import { clock } from "../clock";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { IDEMPOTENCY_TTL_MS } from "../idempotency";

/**
 * The AdCP SDK's idempotency store kept in adlab's own `idempotency_keys` table (scope `adcp`, per
 * organization), so an AdCP idempotency_key lives where adlab's Idempotency-Key does, with the same
 * 24-hour life. The SDK hashes the payload and decides replay or conflict; this only stores its entries.
 */
const SCOPE = "adcp";

export function adcpIdempotencyBackend(organizationId: string): IdempotencyBackend {
  const where = (key: string) => ({ organizationId_scope_key: { organizationId, scope: SCOPE, key: key.slice(0, 1000) } });
  const row = (key: string, entry: IdempotencyCacheEntry) => ({
    requestHash: entry.payloadHash,
    responseBody: { response: entry.response ?? null, expiresAt: entry.expiresAt } as Prisma.InputJsonValue,
  });
  return {
    async get(key) {
      const prisma = await db();
      const found = await prisma.idempotencyKey.findUnique({ where: where(key) });
      if (!found) return null;
      if (found.createdAt.getTime() < clock().now() - IDEMPOTENCY_TTL_MS) return null;
      const body = found.responseBody as { response: unknown; expiresAt: number } | null;
      // A fresh copy each time (the SDK annotates what it gets).
      return { payloadHash: found.requestHash, response: structuredClone(body?.response ?? null), expiresAt: body?.expiresAt ?? 0 };
    },
    async putIfAbsent(key, entry) {
      const prisma = await db();
      const existing = await prisma.idempotencyKey.findUnique({ where: where(key) });
      if (existing && existing.createdAt.getTime() >= clock().now() - IDEMPOTENCY_TTL_MS) return false;
      if (existing) await prisma.idempotencyKey.deleteMany({ where: { id: existing.id } });
      try {
        await prisma.idempotencyKey.create({ data: { organizationId, scope: SCOPE, key: key.slice(0, 1000), ...row(key, entry) } });
        return true;
      } catch (error) {
        if ((error as { code?: string }).code === "P2002") return false;
        throw error;
      }
    },
    async put(key, entry) {
      const prisma = await db();
      await prisma.idempotencyKey.upsert({
        where: where(key),
        create: { organizationId, scope: SCOPE, key: key.slice(0, 1000), ...row(key, entry) },
        update: row(key, entry),
      });
    },
    async delete(key) {
      const prisma = await db();
      await prisma.idempotencyKey.deleteMany({ where: { organizationId, scope: SCOPE, key: key.slice(0, 1000) } });
    },
  };
}
