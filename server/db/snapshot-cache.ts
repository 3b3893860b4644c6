import { connectDb } from "./client";

/**
 * Reads reused while the database is unchanged. The data version (server/db/client.ts) changes whenever
 * data may have changed: on PostgreSQL the server's snapshot (`pg_current_snapshot()`, which moves when
 * any writing transaction of any instance or worker starts or ends: one tiny query); on embedded PGlite,
 * which one process opens, this process's count of writing statements (no query at all). The version is
 * taken before the read, so a result is never older than the version it is stored under.
 *
 * On PGlite every query runs in the request's own thread: `GET /api/v1/projects` answered from here
 * costs no database work (docs/benchmarks.md). Results are shared between requests: never mutate them.
 */
const MAX_ENTRIES = 2000;
const entries = new Map<string, { version: string; value: Promise<unknown> }>();

export async function readAtSnapshot<T>(key: string, read: () => Promise<T>): Promise<T> {
  const version = await (await connectDb()).dataVersion();
  const cached = entries.get(key);
  if (cached?.version === version) return cached.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const value = read();
  entries.set(key, { version, value });
  // A failed read is not kept: the next request tries again.
  value.catch(() => entries.get(key)?.value === value && entries.delete(key));
  return value;
}
