#!/usr/bin/env node
// Writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL that takes the committed
// migrations to prisma/schema.prisma. It runs Prisma's schema engine as WebAssembly against an
// in-memory PGlite, so it works offline where the native engine cannot be downloaded.
// Usage: npm run db:migration -- <name>
import { readFileSync, readdirSync, mkdirSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]/gi, "_");
if (!name) {
  console.error("usage: npm run db:migration -- <name>");
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, "..");
const schemaPath = path.join(root, "prisma", "schema.prisma");
const migrationsDir = path.join(root, "prisma", "migrations");

const require = createRequire(import.meta.url);
const enginePkg = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
const bg = await import(path.join(enginePkg, "schema_engine_bg.js"));
// Node 20 cannot import .wasm modules, so instantiate it by hand.
const { instance } = await WebAssembly.instantiate(readFileSync(path.join(enginePkg, "schema_engine_bg.wasm")), {
  "./schema_engine_bg.js": bg,
});
bg.__wbg_set_wasm(instance.exports);
instance.exports.__wbindgen_start();
globalThis.PRISMA_WASM_PANIC_REGISTRY = { set_message: (m) => console.error("schema engine panic:", m) };

const migrationDirectories = existsSync(migrationsDir)
  ? readdirSync(migrationsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort()
      .map((dir) => ({
        path: dir,
        migrationFile: {
          path: "migration.sql",
          content: { tag: "ok", value: readFileSync(path.join(migrationsDir, dir, "migration.sql"), "utf8") },
        },
      }))
  : [];

const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(new PGlite()));
const schema = readFileSync(schemaPath, "utf8");
let printed = "";
const engine = await bg.SchemaEngine.new(
  { datamodels: [[schemaPath, schema]] },
  (text) => {
    printed += text;
  },
  adapter,
);
const result = await engine.diff({
  from: {
    tag: "migrations",
    baseDir: migrationsDir,
    lockfile: { path: "migration_lock.toml", content: readFileSync(path.join(migrationsDir, "migration_lock.toml"), "utf8") },
    shadowDbInitScript: "",
    migrationDirectories,
  },
  to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: schema }] },
  script: true,
  exitCode: null,
  filters: { externalTables: [], externalEnums: [] },
});
const sql = (result.stdout ?? printed).trim();
if (!sql || sql.startsWith("-- This is an empty migration")) {
  console.log("schema and migrations agree: nothing to write");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join(migrationsDir, `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, "migration.sql"), sql + "\n");
console.log(`wrote ${path.relative(root, dir)}/migration.sql`);
