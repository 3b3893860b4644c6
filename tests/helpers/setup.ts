import { readFileSync } from "node:fs";
import { beforeAll, inject } from "vitest";
import "./env";
import { connectDb } from "@/server/db/client";
// The app's job handlers, registered as the composition roots (server/boot.ts, `adlab worker`) do.
import "@/server/generation/jobs";
import "@/server/ad-endings";

// The files a worker runs (isolate: false) share one database: an in-memory PGlite opened from the run's
// migrated image (tests/helpers/pglite-image.ts) by the worker's first file, or the run's PostgreSQL
// database. Rows are per account, as in production, so files do not see each other's; a PGlite opened per
// file cost the api tier about a third of its CPU (367 -> 256 CPU-s for its 84 files).
beforeAll(async () => {
  if (process.env.ADLAB_TEST_DB === "postgres") {
    await connectDb({ kind: "postgres", url: inject("postgresUrl") });
  } else {
    await connectDb({ kind: "pglite", dataDir: "memory://", image: new Blob([readFileSync(inject("pgliteImage"))]) });
  }
});
