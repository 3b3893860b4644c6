import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { connectDb, disconnectDb } from "@/server/db/client";
// The app's job handlers, registered as the composition roots (server/boot.ts, `adlab worker`) do.
import "@/server/generation/jobs";

// Each test file gets its own data dir (stored files, mail outbox) and its own database:
// a fresh in-memory PGlite, or the run's PostgreSQL database shared by files (rows are per account).
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "adlab-test-"));
process.env.AUTH_SECRET ??= "test-secret-for-next-auth-only-in-tests";
process.env.ADLAB_BASE_URL ??= "http://adlab.test";
// The music library is synthesised once per machine (versioned cache), not once per test file.
process.env.ADLAB_MUSIC_CACHE ??= path.join(tmpdir(), "adlab-music-cache");

beforeAll(async () => {
  if (process.env.ADLAB_TEST_DB === "postgres") {
    await connectDb({ kind: "postgres", url: inject("postgresUrl") });
  } else {
    await connectDb({ kind: "pglite", dataDir: "memory://" });
  }
});

afterAll(async () => {
  await disconnectDb();
});
