import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

// Every test under tests/api runs twice: on embedded PGlite and on the PostgreSQL server.
// The rest (unit, render, cli, and the unit tests beside the code in server/) runs once, on PGlite.
export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    setupFiles: [path.join(root, "tests/helpers/setup.ts")],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
    server: { deps: { inline: ["next-auth"] } },
    projects: [
      {
        extends: true,
        test: { name: "pglite", include: ["tests/**/*.test.ts", "server/**/*.test.ts"], exclude: ["tests/e2e/**"], env: { ADLAB_TEST_DB: "pglite" } },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: ["tests/api/**/*.test.ts"],
          env: { ADLAB_TEST_DB: "postgres" },
          globalSetup: [path.join(root, "tests/helpers/postgres-database.ts")],
        },
      },
    ],
  },
});
