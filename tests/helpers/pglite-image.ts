import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "../../server/db/migrate";

/**
 * Creates and migrates one PGlite database per run and dumps it to a file; each test file then opens its
 * own in-memory copy of it (tests/helpers/setup.ts) instead of running initdb and the migrations again.
 */
export default async function setup(project: TestProject) {
  const pglite = new PGlite("memory://");
  await applyMigrations({
    exec: (sql) => pglite.exec(sql).then(() => {}),
    query: (sql, params) => pglite.query(sql, params).then((r) => r.rows as Record<string, unknown>[]),
    close: async () => {},
  });
  const image = await pglite.dumpDataDir("none");
  await pglite.close();
  const dir = mkdtempSync(path.join(tmpdir(), "adlab-pglite-image-"));
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide("pgliteImage", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteImage: string;
  }
}
