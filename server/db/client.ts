import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client";
import { config } from "../config";
import { applyMigrations, type SqlRunner } from "./migrate";
import { acquireDataDirLock } from "./data-dir-lock";
import { countWrites } from "./write-counter";

export type Db = PrismaClient;
/**
 * `image`: a data directory dumped from a PGlite that was already created and migrated (PGlite's
 * `dumpDataDir`); opening from it skips initdb, which costs seconds of CPU per database (tests open one
 * per file).
 */
export type DbTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string; image?: Blob };

type Handle = {
  prisma: PrismaClient;
  target: DbTarget;
  /** Changes whenever data may have changed (server/db/snapshot-cache.ts). */
  dataVersion: () => Promise<string>;
  close: () => Promise<void>;
};

// One client per process; kept on globalThis so Next.js dev reloads do not open the database twice.
const state = globalThis as unknown as { __adlabDb?: Promise<Handle> };

/** The database adlab uses: PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR. */
export function defaultTarget(): DbTarget {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: path.join(config.dataDir, "pgdata") };
}

async function open(target: DbTarget): Promise<Handle> {
  // Interactive transactions queue behind each other on PGlite's single connection.
  const transactionOptions = { maxWait: 15_000, timeout: 30_000 };
  if (target.kind === "postgres") {
    const adapter = new PrismaPg({ connectionString: target.url });
    await applyMigrations(await postgresRunner(target.url));
    const prisma = new PrismaClient({ adapter, transactionOptions });
    // Other instances and workers write too: the server's snapshot (xmin:xmax:in-progress) says when.
    // Asked on a connection of its own, without Prisma's per-query work; callers in the same turn of
    // the event loop share one query, sent after all of them asked.
    const pg = await import("pg");
    const versions = new pg.default.Pool({ connectionString: target.url, max: 1 });
    versions.on("error", () => {}); // a dropped idle connection is replaced on the next query
    let nextVersion: Promise<string> | undefined;
    const dataVersion = () =>
      (nextVersion ??= new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        nextVersion = undefined;
        return (await versions.query<{ v: string }>("SELECT pg_current_snapshot()::text AS v")).rows[0].v;
      }));
    return { prisma, target, dataVersion, close: () => Promise.all([prisma.$disconnect(), versions.end()]).then(() => {}) };
  }
  let releaseLock = () => {};
  if (!target.dataDir.startsWith("memory://")) {
    mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
    releaseLock = await acquireDataDirLock(target.dataDir);
  }
  const pglite = new PGlite({ dataDir: target.dataDir, loadDataDir: target.image });
  let writes = 0;
  countWrites(pglite, () => writes++);
  await applyMigrations({ exec: (sql) => pglite.exec(sql).then(() => {}), query: (sql, params) => pglite.query(sql, params).then((r) => r.rows as Record<string, unknown>[]), close: async () => {} });
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite), transactionOptions });
  return {
    prisma,
    target,
    dataVersion: async () => `pglite:${writes}`,
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
      releaseLock();
    },
  };
}

async function postgresRunner(url: string): Promise<SqlRunner> {
  const pg = await import("pg");
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  return {
    exec: (sql) => client.query(sql).then(() => {}),
    query: (sql, params) => client.query(sql, params).then((r) => r.rows),
    close: () => client.end(),
  };
}

/** Opens (once) and migrates the database. Later calls with no target reuse the open client. */
export function connectDb(target: DbTarget = defaultTarget()): Promise<Handle> {
  state.__adlabDb ??= open(target).catch((error) => {
    state.__adlabDb = undefined;
    throw error;
  });
  return state.__adlabDb;
}

export async function db(): Promise<PrismaClient> {
  return (await connectDb()).prisma;
}

export async function disconnectDb(): Promise<void> {
  const handle = state.__adlabDb;
  state.__adlabDb = undefined;
  if (handle) await (await handle).close();
}

export type Tx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;
