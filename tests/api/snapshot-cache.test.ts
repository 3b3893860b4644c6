import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { connectDb, db } from "@/server/db/client";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";

const names = async (token: string) => ((await api.get("/api/v1/projects", { token })).body.projects as { name: string }[]).map((p) => p.name).sort();

// GET /api/v1/projects is reused while the database is unchanged (server/db/snapshot-cache.ts): every
// write, through adlab or behind its back, must show in the next list.
describe("the projects list reused while the database is unchanged", () => {
  it("the data version moves on every write", async () => {
    const { token } = await createAccount();
    const project = await createProject(token, { name: "First" });
    const handle = await connectDb();
    const before = await handle.dataVersion();
    // On PGlite nothing else writes: reads leave the version as it was (on the shared PostgreSQL
    // database other test files write at the same time).
    if (process.env.ADLAB_TEST_DB !== "postgres") {
      await names(token);
      await (await db()).project.findMany({ take: 1 });
      expect(await handle.dataVersion()).toBe(before);
    }
    await (await db()).project.update({ where: { id: project.id }, data: { tagline: "Changed" } });
    expect(await handle.dataVersion()).not.toBe(before);
  });

  it("shows a project created, renamed, counted and deleted through the API at once", async () => {
    const { token } = await createAccount();
    const first = await createProject(token, { name: "First" });
    expect(await names(token)).toEqual(["First"]);
    const second = await createProject(token, { name: "Second" });
    expect(await names(token)).toEqual(["First", "Second"]);
    expect((await api.patch(`/api/v1/projects/${first.id}`, { project: { name: "Renamed" } }, { token })).status).toBe(200);
    expect(await names(token)).toEqual(["Renamed", "Second"]);
    const ad = await api.post(`/api/v1/projects/${second.id}/ads`, { ad: { output: "image", placements: ["square"] } }, { token });
    expect(ad.status).toBe(202);
    const listed = (await api.get("/api/v1/projects", { token })).body.projects as { id: string; creatives_count: number }[];
    expect(listed.find((p) => p.id === second.id)?.creatives_count).toBe(1);
    expect((await api.delete(`/api/v1/projects/${first.id}`, { token })).status).toBe(204);
    expect(await names(token)).toEqual(["Second"]);
  });

  it("shows a write made behind adlab's back (another instance, another connection) at once", async () => {
    const { token } = await createAccount();
    const project = await createProject(token, { name: "Before" });
    expect(await names(token)).toEqual(["Before"]);
    const sql = `UPDATE "projects" SET "name" = 'After' WHERE "id" = '${project.id}'`;
    if (process.env.ADLAB_TEST_DB === "postgres") {
      const other = new pg.Client({ connectionString: inject("postgresUrl") });
      await other.connect();
      await other.query(sql);
      await other.end();
    } else {
      await (await db()).$executeRawUnsafe(sql); // PGlite has one process: every write passes through it
    }
    expect(await names(token)).toEqual(["After"]);
  });
});
