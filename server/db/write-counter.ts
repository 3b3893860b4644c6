import type { PGlite } from "@electric-sql/pglite";

/**
 * Calls `onWrite` before and after every statement that may change data on this PGlite: any `exec`,
 * any transaction (at its start and its end), any query that is not a plain SELECT. PGlite is opened
 * by one process only (server/db/data-dir-lock.ts), so this process sees every write: the count is
 * the embedded database's data version (server/db/snapshot-cache.ts), known without a query.
 */
export function countWrites(pglite: PGlite, onWrite: () => void): void {
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.query = ((sql: string, ...rest: Parameters<PGlite["query"]> extends [unknown, ...infer R] ? R : never) => {
    if (/^\s*select\b/i.test(sql)) return query(sql, ...rest);
    onWrite();
    return query(sql, ...rest).finally(onWrite);
  }) as PGlite["query"];
  pglite.exec = ((...args: Parameters<PGlite["exec"]>) => {
    onWrite();
    return exec(...args).finally(onWrite);
  }) as PGlite["exec"];
  pglite.transaction = ((...args: Parameters<PGlite["transaction"]>) => {
    onWrite();
    return transaction(...args).finally(onWrite);
  }) as PGlite["transaction"];
}
