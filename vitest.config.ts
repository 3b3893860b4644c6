import path from "node:path";
import { readFileSync } from "node:fs";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const root = import.meta.dirname;
/** Undoes what a test file leaves in its worker (env, clock) where workers run file after file (isolate: false). */
const hygiene = path.join(root, "tests/helpers/file-hygiene.ts");
const apiSetup = [path.join(root, "tests/helpers/setup.ts"), hygiene];

/**
 * The tests/api files whose behaviour depends on the database engine (row locks, SKIP LOCKED queues,
 * raw SQL, concurrent writes, PostgreSQL's data version): they run on PGlite in `api` and again on the
 * PostgreSQL server in `postgres`, but for their tests marked `itOnce` (tests/helpers/engines.ts), which do
 * not depend on the engine. Everything else in tests/api runs once, on PGlite.
 */
const ENGINE_DEPENDENT = [
  "ads.test.ts", // concurrent debits of one balance
  "accounts-signup.test.ts", // concurrent confirmations
  "unique-races.test.ts",
  "fair-queue.test.ts",
  "ads-pipeline-jobs.test.ts", // job claims, crashes and restarts (kill -9 runs on PostgreSQL only)
  "snapshot-cache.test.ts",
  "storage-s3.test.ts",
  "webhooks-delivery.test.ts", // the SKIP LOCKED delivery queue
  "distribution-rollups.test.ts", // raw SQL rollups
  "ad-run-observations.test.ts", // the run row lock of a projection
  "learning-brief.test.ts", // raw SQL precedent search
  "job-clock.test.ts", // raw SQL time comparisons of job claims
  "ad-batches.test.ts", // a batch's up-front charge (a concurrent debit), its refunds and its counts settled as ads finish
  "adcp-state-store.test.ts", // the AdCP state store's upserts and compare-and-swap in raw SQL
  "catalogs.test.ts", // a refused feed stores nothing (no catalog, no photo), unique item ids, a photo stored once per URL
].map((file) => `tests/api/${file}`);

/** API tests on one database engine, whose database `globalSetup` makes ready once for the run. */
const onDatabase = (name: string, include: string[], engine: "pglite" | "postgres", globalSetup: string): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, include, setupFiles: apiSetup, env: { ADLAB_TEST_DB: engine }, globalSetup: [path.join(root, globalSetup)], isolate: false },
});

/** tests/blackbox/README.md: the black-box file that SIGKILLs the serving process. */
const BLACKBOX_RESTART = "tests/blackbox/supervisor.test.ts";
/**
 * The production server the black-box tests drive, started once, and each file's view of it. Their tests
 * wait on that server and on processes they spawn (the CLI, stdio MCP), each wait bounded in the test: the
 * timeout only guards against a hang. CI ran this tier 2.4 times slower than an idle machine (841 s against
 * 355 s) and timed out two tests at 90 s.
 */
const BLACKBOX_SETUP = { globalSetup: [path.join(root, "tests/blackbox/global-setup.ts")], setupFiles: [path.join(root, "tests/blackbox/setup.ts")], testTimeout: 300_000 };

/**
 * Longest files first, across projects, from the seconds one run took (tests/durations.json, refreshed
 * with `npm run test:durations` after a full run): on a fresh clone vitest has no cache of its own and
 * orders by project name and file size, which left a four-minute file to start last and run alone on
 * one core. A file missing from the table (a new one) counts as a slow one, so it never ends the run
 * alone either. groupOrder still comes first (the supervisor test kills the shared server: it runs last).
 */
const seconds: Record<string, number> = JSON.parse(readFileSync(path.join(root, "tests/durations.json"), "utf8"));
const UNKNOWN_SECONDS = 60;

const keyOf = (spec: TestSpecification) => `${spec.project.name}:${path.relative(root, spec.moduleId)}`;

class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cost = (spec: TestSpecification) => seconds[keyOf(spec)] ?? UNKNOWN_SECONDS;
    return [...files].sort((a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || cost(b) - cost(a));
  }
}

/**
 * Tiers, each runnable alone (`npm run test:unit`, `test:api`, `test:postgres`, `test:render`, `test:blackbox`):
 * unit tests sit beside pure modules and need no setup; api tests call the route handlers on PGlite;
 * render tests draw real ads; black-box tests drive the production server from outside. Playwright
 * (`test:e2e`) is the sixth tier.
 */
export default defineConfig({
  resolve: { alias: { "@": root } },
  // `npm test` runs the black-box tier in a vitest process of its own beside the others (scripts/test.mjs):
  // its results cache (the durations `npm run test:durations` reads) is its own, so neither run writes over
  // the other's.
  ...(process.env.ADLAB_VITEST_RUN ? { cacheDir: path.join(root, "node_modules", `.vite-${process.env.ADLAB_VITEST_RUN}`) } : {}),
  test: {
    // Guards against a hang, not speed checks: a render-heavy test on a loaded 2-core machine can take 30 s.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: "forks",
    sequence: { sequencer: LongestFirst },
    maxWorkers: 2,
    server: { deps: { inline: ["next-auth"] } },
    // The music library is synthesised once per checkout (a versioned cache, the one the build fills),
    // not once per test file.
    env: { ADLAB_MUSIC_CACHE: path.join(root, "music-cache") },
    projects: [
      {
        extends: true,
        // Pure modules: one worker runs file after file (no module graph loaded again per file).
        test: { name: "unit", include: ["server/**/*.test.ts", "shared/**/*.test.ts", "remotion/lib/**/*.test.ts", "tests/unit/**/*.test.ts"], setupFiles: [hygiene], isolate: false },
      },
      onDatabase("api", ["tests/api/**/*.test.ts", "tests/cli/**/*.test.ts"], "pglite", "tests/helpers/pglite-image.ts"),
      onDatabase("postgres", ENGINE_DEPENDENT, "postgres", "tests/helpers/postgres-database.ts"),
      {
        extends: true,
        test: {
          // Black-box tests: HTTP, the CLI and stdio against the production server (tests/blackbox/README.md).
          name: "blackbox",
          include: ["tests/blackbox/**/*.test.ts"],
          // Replacing exclude drops vitest's default: without it, the conformance suite's node_modules (zod's own tests) would run.
          exclude: [...configDefaults.exclude, BLACKBOX_RESTART],
          ...BLACKBOX_SETUP,
          // They import no app code and share no state but the server: one worker runs file after file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The test that kills the shared server's serving process: alone, after every other vitest file
          // (a request of another file in flight would die with it), before Playwright (scripts/test.mjs).
          name: "blackbox-restart",
          include: [BLACKBOX_RESTART],
          ...BLACKBOX_SETUP,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: { name: "render", include: ["tests/render/**/*.test.ts", "remotion/designs/**/*.test.ts"], setupFiles: [path.join(root, "tests/helpers/env.ts"), hygiene], isolate: false },
      },
    ],
  },
});
