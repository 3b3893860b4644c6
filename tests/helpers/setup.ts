import { readFileSync } from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import "./env";
import { connectDb, disconnectDb } from "@/server/db/client";
// The app's job handlers, registered as the composition roots (server/boot.ts, `adlab worker`) do.
import "@/server/generation/jobs";
import "@/server/ad-endings";

// Each test file gets its own database: an in-memory PGlite opened from the run's migrated image
// (tests/helpers/pglite-image.ts), or the run's PostgreSQL database shared by files (rows are per account).
beforeAll(async () => {
  if (process.env.ADLAB_TEST_DB === "postgres") {
    await connectDb({ kind: "postgres", url: inject("postgresUrl") });
  } else {
    await connectDb({ kind: "pglite", dataDir: "memory://", image: new Blob([readFileSync(inject("pgliteImage"))]) });
  }
});

afterAll(async () => {
  await disconnectDb();
});
