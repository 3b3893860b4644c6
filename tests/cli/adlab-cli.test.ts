import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, "../../bin/adlab.mjs");

async function adlab(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], { env: { ...process.env, ...env, DATABASE_URL: env.DATABASE_URL ?? "" } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

// Each command is a process that starts tsx and opens the database: slow on a busy 2-core machine.
describe("the adlab operator CLI", () => {
  it("creates a confirmed account with exactly N tokens on the embedded database and prints the key last", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "adlab-cli-"));
    const created = await adlab(["accounts", "create", "--email", "Op@Example.com", "--tokens", "750"], { DATA_DIR: dataDir });
    expect(created.code).toBe(0);
    const key = created.stdout.trim().split("\n").at(-1);
    expect(key).toMatch(/^adlab_[A-Za-z0-9_-]{40}$/);

    const granted = await adlab(["tokens", "grant", "--email", "op@example.com", "--amount", "50"], { DATA_DIR: dataDir });
    expect(granted.stdout).toContain("token_balance: 800");
    const second = await adlab(["keys", "create", "--email", "op@example.com", "--name", "ci"], { DATA_DIR: dataDir });
    expect(second.stdout.trim().split("\n").at(-1)).toMatch(/^adlab_/);

    const duplicate = await adlab(["accounts", "create", "--email", "op@example.com"], { DATA_DIR: dataDir });
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain("already exists");

    const db = new PGlite(path.join(dataDir, "pgdata"));
    const org = await db.query<{ token_balance: number }>("SELECT token_balance FROM organizations");
    expect(org.rows).toEqual([{ token_balance: 800 }]);
    const ledger = await db.query<{ delta: number; balance_after: number }>("SELECT delta, balance_after FROM token_ledger ORDER BY created_at");
    expect(ledger.rows).toEqual([
      { delta: 750, balance_after: 750 },
      { delta: 50, balance_after: 800 },
    ]);
    const keys = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM api_keys WHERE hash NOT LIKE 'adlab_%'");
    expect(keys.rows[0].n).toBe(2);
    await db.close();
  }, 240_000);

  it("says clearly when another process holds the embedded database", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "adlab-cli-"));
    const pgdata = path.join(dataDir, "pgdata");
    await run("mkdir", ["-p", pgdata]);
    writeFileSync(path.join(pgdata, "adlab.pid"), String(process.pid)); // this test process is alive
    // Without the wait for a holder that is about to let go (15 s by default): this one stays.
    const res = await adlab(["accounts", "create", "--email", "x@example.com"], { DATA_DIR: dataDir, ADLAB_DATA_DIR_LOCK_WAIT_MS: "0" });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`in use by process ${process.pid}`);
  }, 120_000);

  it("rejects bad arguments with usage or validation details", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "adlab-cli-"));
    expect((await adlab(["accounts", "frobnicate"], { DATA_DIR: dataDir })).code).toBe(2);
    const bad = await adlab(["accounts", "create", "--email", "nope", "--tokens=-5"], { DATA_DIR: dataDir });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("email: must be a valid e-mail address");
    expect(bad.stderr).toContain("tokens:");
    // Refused before the embedded database was created (creating one costs seconds).
    expect(existsSync(path.join(dataDir, "pgdata"))).toBe(false);
  }, 120_000);

  it("works against PostgreSQL through DATABASE_URL", async () => {
    const name = `adlab_cli_${Date.now()}`;
    const admin = new pg.Client({ connectionString: "postgresql://postgres@127.0.0.1:5432/postgres" });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    try {
      const url = `postgresql://postgres@127.0.0.1:5432/${name}`;
      const res = await adlab(["accounts", "create", "--email", "pg@example.com", "--tokens", "5"], { DATABASE_URL: url, DATA_DIR: mkdtempSync(path.join(tmpdir(), "adlab-cli-")) });
      expect(res.code).toBe(0);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query("SELECT u.email, o.token_balance FROM users u JOIN organizations o ON o.id = u.organization_id");
      await client.end();
      expect(rows).toEqual([{ email: "pg@example.com", token_balance: 5 }]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});

describe("the server's hand-off to the CLI", () => {
  it("is written on a first start, when DATA_DIR does not exist yet", async () => {
    const { writeOperatorHandoff, readOperatorHandoff } = await import("@/server/accounts/operator-commands");
    const previous = process.env.DATA_DIR;
    process.env.DATA_DIR = path.join(mkdtempSync(path.join(tmpdir(), "adlab-cli-")), "not", "yet", "there");
    try {
      writeOperatorHandoff(4321);
      expect(readOperatorHandoff()).toMatchObject({ pid: process.pid, port: 4321 });
    } finally {
      process.env.DATA_DIR = previous;
    }
  });
});
