import { it } from "vitest";

/**
 * In a file of ENGINE_DEPENDENT (vitest.config.ts), which runs on PGlite (`api`) and again on the
 * PostgreSQL server (`postgres`): a test whose behaviour does not depend on the engine (validation, parsing,
 * rendering, the fronts' shapes) runs once, on PGlite. Plain `it` there runs on both: races, row locks,
 * `SKIP LOCKED` claims, raw SQL.
 */
export const itOnce = it.skipIf(process.env.ADLAB_TEST_DB === "postgres");
