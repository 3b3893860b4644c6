import {
  DEFAULT_MAX_DOCUMENT_BYTES,
  validateCollection,
  validateId,
  validateWrite,
  type AdcpStateStore,
  type ListOptions,
  type PutIfMatchResult,
} from "@adcp/sdk/server";
import { clockDate } from "../clock";
import { db } from "../db/client";
import { Prisma } from "../db/generated/client";

/**
 * The AdCP SDK's state store (`ctx.store` of the agent's handlers) in adlab's database, PGlite or
 * PostgreSQL alike: one organization's partition, so a store handed to one account's agent can neither
 * read nor write another's documents. The SDK's own in-memory store is refused in production (state shared
 * by every tenant, lost on restart); its PostgresStateStore needs a `pg` pool, which PGlite is not.
 * Semantics are the SDK's interface: a version per document (+1 on every write) for compare-and-swap,
 * `patch` merges top-level fields, `list` filters on exact top-level values and pages by (updated_at, id).
 */
type Doc = Record<string, unknown>;
const PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;

export function adcpStateStore(organizationId: string): AdcpStateStore {
  const where = (collection: string, id: string) => ({ organizationId_collection_id: { organizationId, collection, id } });

  async function read(collection: string, id: string) {
    validateCollection(collection);
    validateId(id);
    return (await db()).adcpState.findUnique({ where: where(collection, id), select: { data: true, version: true } });
  }

  /** put (replace) or patch (merge) in one statement, so two writers never lose a version. */
  async function upsert(collection: string, id: string, data: Doc, merge: boolean) {
    const json = validateWrite(collection, id, data, DEFAULT_MAX_DOCUMENT_BYTES);
    const next = merge ? Prisma.sql`adcp_state.data || EXCLUDED.data` : Prisma.sql`EXCLUDED.data`;
    await (await db()).$executeRaw`
      INSERT INTO adcp_state (organization_id, collection, id, data, version, updated_at)
      VALUES (${organizationId}::uuid, ${collection}, ${id}, ${json}::jsonb, 1, ${clockDate()})
      ON CONFLICT (organization_id, collection, id)
      DO UPDATE SET data = ${next}, version = adcp_state.version + 1, updated_at = EXCLUDED.updated_at`;
  }

  const conflict = async (collection: string, id: string): Promise<PutIfMatchResult> => ({ ok: false, currentVersion: (await read(collection, id))?.version ?? null });

  return {
    async get<T extends Doc>(collection: string, id: string) {
      return ((await read(collection, id))?.data ?? null) as T | null;
    },
    async getWithVersion<T extends Doc>(collection: string, id: string) {
      const row = await read(collection, id);
      return row ? { data: row.data as T, version: row.version } : null;
    },
    put: (collection, id, data) => upsert(collection, id, data, false),
    patch: (collection, id, partial) => upsert(collection, id, partial, true),
    async putIfMatch(collection, id, data, expectedVersion) {
      validateWrite(collection, id, data, DEFAULT_MAX_DOCUMENT_BYTES);
      const prisma = await db();
      const json = data as Prisma.InputJsonObject;
      if (expectedVersion === null) {
        const { count } = await prisma.adcpState.createMany({ data: [{ organizationId, collection, id, data: json, updatedAt: clockDate() }], skipDuplicates: true });
        return count ? { ok: true, version: 1 } : conflict(collection, id);
      }
      const { count } = await prisma.adcpState.updateMany({
        where: { organizationId, collection, id, version: expectedVersion },
        data: { data: json, version: { increment: 1 }, updatedAt: clockDate() },
      });
      return count ? { ok: true, version: expectedVersion + 1 } : conflict(collection, id);
    },
    async delete(collection, id) {
      validateCollection(collection);
      validateId(id);
      const { count } = await (await db()).adcpState.deleteMany({ where: { organizationId, collection, id } });
      return count > 0;
    },
    async list<T extends Doc>(collection: string, options: ListOptions = {}) {
      validateCollection(collection);
      const limit = Math.min(options.limit ?? PAGE_SIZE, MAX_PAGE_SIZE);
      const fields = Object.entries(options.filter ?? {}).map(([key, value]) => ({ data: { path: [key], equals: value as Prisma.InputJsonValue } }));
      const after = options.cursor ? cursorOf(options.cursor) : null;
      const rows = await (await db()).adcpState.findMany({
        where: {
          organizationId,
          collection,
          AND: [...fields, ...(after ? [{ OR: [{ updatedAt: { gt: after.updatedAt } }, { updatedAt: after.updatedAt, id: { gt: after.id } }] }] : [])],
        },
        orderBy: [{ updatedAt: "asc" }, { id: "asc" }],
        take: limit + 1,
        select: { id: true, data: true, updatedAt: true },
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return { items: page.map((row) => row.data as T), ...(rows.length > limit && last ? { nextCursor: `${last.updatedAt.toISOString()}|${last.id}` } : {}) };
    },
  };
}

/** A cursor from `list` ("<updated_at ISO>|<id>"); anything else is the caller's error. */
function cursorOf(cursor: string): { updatedAt: Date; id: string } {
  const bar = cursor.indexOf("|");
  const updatedAt = new Date(cursor.slice(0, bar));
  if (bar < 1 || Number.isNaN(updatedAt.getTime()) || bar === cursor.length - 1) throw new Error('Invalid cursor format: expected "timestamp|id"');
  return { updatedAt, id: cursor.slice(bar + 1) };
}
