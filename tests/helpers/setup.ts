import { readFileSync } from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import "./env";
import { connectDb, disconnectDb } from "@/server/db/client";
import { stopAllStarted } from "@/server/jobs/poll-loops";
// The app's job handlers, registered as the composition roots (server/boot.ts, `adlab worker`) do.
import "@/server/generation/jobs";
import "@/server/ad-endings";

// On PGlite, the files a worker runs (isolate: false) share one in-memory database, opened by its first
// file from the run's migrated image (tests/helpers/pglite-image.ts): a PGlite opened per file cost the
// api tier about a third of its CPU. On PostgreSQL, files share the run's database (rows are per account).
const onPostgres = process.env.ADLAB_TEST_DB === "postgres";
beforeAll(async () => {
  if (onPostgres) await connectDb({ kind: "postgres", url: inject("postgresUrl") });
  else await connectDb({ kind: "pglite", dataDir: "memory://", image: new Blob([readFileSync(inject("pgliteImage"))]) });
});

// What a file leaves behind does not reach the next: the loops it started (a job runner, a webhook
// worker) stop, and the worker's PGlite is emptied, so each file starts on an empty database as on one of
// its own. Jobs an earlier file's ads left queued would otherwise be claimed first by the next file's
// runner or drainJobs(): mcp.test's render, held until its own progress is reported, then waits forever.
afterAll(async () => {
  await stopAllStarted();
  if (onPostgres) await disconnectDb();
  else await emptyDatabase();
});

let tables: string | undefined;
async function emptyDatabase() {
  const { prisma } = await connectDb();
  tables ??= (
    await prisma.$queryRawUnsafe<{ list: string }[]>(
      `SELECT string_agg(format('%I', tablename), ', ') AS list FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_adlab_migrations'`,
    )
  )[0].list;
  await prisma.$executeRawUnsafe(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
}
