import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { config } from "../config";

export type SqlRunner = {
  exec(sql: string): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
};

export function migrationsDir(): string {
  return config.migrationsDir;
}

/**
 * Applies the committed prisma/migrations/<name>/migration.sql files in order, each once, recorded in
 * `_adlab_migrations`. This runs at every start: faster than the Prisma CLI and needs no native engine.
 * An advisory lock keeps two instances starting against one PostgreSQL from applying a file twice.
 */
export async function applyMigrations(runner: SqlRunner): Promise<string[]> {
  const dir = migrationsDir();
  if (!existsSync(dir)) throw new Error(`migrations folder not found: ${dir}`);
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const applied: string[] = [];
  try {
    await runner.query("SELECT pg_advisory_lock(74201)");
    await runner.exec(
      `CREATE TABLE IF NOT EXISTS "_adlab_migrations" ("name" TEXT PRIMARY KEY, "applied_at" TIMESTAMPTZ NOT NULL DEFAULT now())`,
    );
    const done = new Set((await runner.query(`SELECT "name" FROM "_adlab_migrations"`)).map((r) => String(r.name)));
    for (const name of names) {
      if (done.has(name)) continue;
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      await runner.exec(`BEGIN;\n${sql}\n;INSERT INTO "_adlab_migrations" ("name") VALUES ('${name.replace(/'/g, "''")}');\nCOMMIT;`);
      applied.push(name);
    }
    await runner.query("SELECT pg_advisory_unlock(74201)");
  } finally {
    await runner.close();
  }
  return applied;
}
