import { createHash } from "node:crypto";
import { clock } from "./clock";
import { db, type Tx } from "./db/client";
import type { Prisma } from "./db/generated/client";
import { AppError, errors } from "./errors";

/** Keys are kept 24 hours, as Stripe does; an older key starts a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

/** JSON with sorted keys and no undefined members: two values that mean the same thing serialize the same. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .sort()
      .filter((k) => record[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson(record[k])}`);
    return `{${members.join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The hash a key remembers its request by (of the request as it will be carried out, not its raw body). */
export const requestHash = (request: unknown): string => createHash("sha256").update(stableJson(request)).digest("hex");

/** An Idempotency-Key header value, trimmed; null when the request sent none. */
export function idempotencyKeyOf(header: string | null | undefined): string | null {
  if (header == null) return null;
  const key = header.trim();
  if (!key || key.length > 255) throw errors.validation(["Idempotency-Key: must be 1 to 255 characters"]);
  return key;
}

/** The answer to a key sent again with a different request. */
export const keyReused = (message: string, detail: string) => new AppError("idempotency_key_reused", message, [detail]);

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "P2002";

/**
 * Runs `run` unless `earlier` finds the outcome of a request with the same key. A request that loses the
 * race to store the same key (a unique violation) answers the winner's outcome instead of failing.
 */
export async function replayOrRun<T>(earlier: () => Promise<T | null>, run: () => Promise<T>): Promise<T> {
  const found = await earlier();
  if (found) return found;
  try {
    return await run();
  } catch (error) {
    const winner = isUniqueViolation(error) ? await earlier() : null;
    if (winner) return winner;
    throw error;
  }
}

type KeyRef = { organizationId: string; scope: string; key: string };
const whereKey = (ref: KeyRef) => ({ organizationId_scope_key: ref });

/** The stored body of an earlier request with this key; null when the key is new or expired. */
async function storedBody(ref: KeyRef, hash: string): Promise<Prisma.JsonValue | null> {
  const prisma = await db();
  const row = await prisma.idempotencyKey.findUnique({ where: whereKey(ref) });
  if (!row) return null;
  if (row.createdAt.getTime() < clock().now() - IDEMPOTENCY_TTL_MS) {
    await prisma.idempotencyKey.deleteMany({ where: { id: row.id, createdAt: row.createdAt } });
    return null;
  }
  if (row.requestHash !== hash) {
    throw keyReused(
      "This Idempotency-Key was already used with a different request body. Use a new key for a new request.",
      "Idempotency-Key: already used with a different request",
    );
  }
  return row.responseBody;
}

/**
 * Carries out a request once per Idempotency-Key of the account within `scope` (the operation).
 * `run` must call `claim` first inside the transaction that does the work, with what is known of the
 * answer at that point: a concurrent retry with the same key then waits on the key's unique index and
 * replays instead of doing the work twice. `run`'s result is stored as the answer once it returns.
 * `replay` turns a stored body (the full answer, or what `claim` stored when the first request stopped
 * in between) back into a result; null when it cannot, and the request runs anew.
 * Without a key, `run` runs with a `claim` that does nothing.
 */
export async function withIdempotencyKey<T extends object>(
  account: { organizationId: string },
  request: { scope: string; key: string | null; hash: string },
  run: (claim: (tx: Tx, partial: Prisma.InputJsonValue) => Promise<void>) => Promise<T>,
  replay: (stored: Prisma.JsonValue) => Promise<T | null>,
): Promise<{ result: T; replayed: boolean }> {
  const { key, scope, hash } = request;
  if (!key) return { result: await run(async () => {}), replayed: false };
  const ref = { organizationId: account.organizationId, scope, key };
  const earlier = async () => {
    const body = await storedBody(ref, hash);
    const result = body == null ? null : await replay(body);
    return result ? { result, replayed: true } : null;
  };
  return replayOrRun(earlier, async () => {
    const result = await run(async (tx, partial) => {
      await tx.idempotencyKey.create({ data: { ...ref, requestHash: hash, responseBody: partial } });
    });
    const prisma = await db();
    await prisma.idempotencyKey.update({ where: whereKey(ref), data: { responseBody: result as Prisma.InputJsonValue } });
    return { result, replayed: false };
  });
}
