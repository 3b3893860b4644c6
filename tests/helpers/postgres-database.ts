import pg from "pg";
import type { TestProject } from "vitest/node";

const ADMIN_URL = process.env.ADLAB_TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

/** A fresh database per test run on the PostgreSQL server, dropped afterwards. */
export default async function setup(project: TestProject) {
  const name = `adlab_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  project.provide("postgresUrl", url.toString());
  return async () => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
