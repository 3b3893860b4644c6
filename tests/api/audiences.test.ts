import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";

const base = (project: string) => `/api/v1/projects/${project}/audiences`;

async function createAudience(token: string, project: string, fields: Record<string, unknown> = {}) {
  const res = await api.post(base(project), { audience: { name: "Busy Parents", ...fields } }, { token });
  if (res.status !== 201) throw new Error(`audience create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.audience as { id: string; slug: string; [k: string]: any };
}

/** The ads API is built elsewhere: an ad row that references the audience is inserted directly. */
async function insertAdUsing(organizationId: string, projectId: string, audienceId: string) {
  const prisma = await db();
  await prisma.ad.create({
    data: { organizationId, projectId, audienceId, batchId: randomUUID(), slug: `ad-${randomUUID()}`, name: "Test ad", output: "image" },
  });
}

describe("audiences", () => {
  it("creates, reads by id and slug, lists, updates and deletes an audience", async () => {
    const { token, userId } = await createAccount();
    const project = await createProject(token);
    const created = await api.post(
      base(project.slug),
      { audience: { name: "Busy Parents!", description: "Parents with toddlers", rules: "No caffeine jokes", metadata: { age: "30-45", tier: 2 } } },
      { token },
    );
    expect(created.status).toBe(201);
    const audience = created.body.audience;
    expect(audience).toMatchObject({
      slug: "busy-parents",
      project_id: project.id,
      creator_user_id: userId,
      name: "Busy Parents!",
      description: "Parents with toddlers",
      rules: "No caffeine jokes",
      metadata: { age: "30-45", tier: 2 },
      used_by_ads: false,
    });
    expect(audience.organization_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(audience).sort()).toEqual(
      ["created_at", "creator_user_id", "description", "id", "metadata", "name", "organization_id", "project_id", "rules", "slug", "updated_at", "used_by_ads"].sort(),
    );

    const minimal = await createAudience(token, project.id);
    expect(minimal).toMatchObject({ slug: "busy-parents-2", description: null, rules: null, metadata: {} });

    for (const ref of [audience.id, audience.slug, audience.id.toUpperCase()]) {
      const got = await api.get(`${base(project.id)}/${ref}`, { token });
      expect(got.status).toBe(200);
      expect(got.body.audience).toEqual(audience);
    }

    const list = await api.get(base(project.id), { token });
    expect(list.status).toBe(200);
    expect(list.body.audiences.map((a: { id: string }) => a.id)).toEqual([minimal.id, audience.id]);
    expect(list.body.next_cursor).toBeNull();

    const page = await api.get(`${base(project.id)}?limit=1`, { token });
    expect(page.body.audiences).toHaveLength(1);
    const rest = await api.get(`${base(project.id)}?limit=1&cursor=${page.body.next_cursor}`, { token });
    expect(rest.body.audiences.map((a: { id: string }) => a.id)).toEqual([audience.id]);

    const patched = await api.patch(`${base(project.id)}/${audience.slug}`, { audience: { name: "Parents", rules: null, metadata: {} } }, { token });
    expect(patched.status).toBe(200);
    expect(patched.body.audience).toMatchObject({ name: "Parents", slug: "busy-parents", rules: null, metadata: {}, description: "Parents with toddlers" });

    const deleted = await api.delete(`${base(project.id)}/${audience.id}`, { token });
    expect(deleted.status).toBe(204);
    expect(deleted.bytes.length).toBe(0);
    expect((await api.get(`${base(project.id)}/${audience.id}`, { token })).status).toBe(404);
  });

  it("keeps slugs unique per project, not per account", async () => {
    const { token } = await createAccount();
    const one = await createProject(token);
    const two = await createProject(token, { name: "Other" });
    const a = await createAudience(token, one.id, { name: "Café Lovers" });
    const b = await createAudience(token, two.id, { name: "Café Lovers" });
    expect(a.slug).toBe("cafe-lovers");
    expect(b.slug).toBe("cafe-lovers");
    // A slug resolves only inside its own project.
    const got = await api.get(`${base(two.id)}/cafe-lovers`, { token });
    expect(got.body.audience.id).toBe(b.id);
    expect((await api.get(`${base(two.id)}/${a.id}`, { token })).status).toBe(404);
  });

  it("reports used_by_ads and refuses to delete a used audience with 409 audience_in_use", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const audience = await createAudience(token, project.id);
    await insertAdUsing(audience.organization_id, project.id, audience.id);

    const got = await api.get(`${base(project.id)}/${audience.id}`, { token });
    expect(got.body.audience.used_by_ads).toBe(true);
    expect((await api.get(base(project.id), { token })).body.audiences[0].used_by_ads).toBe(true);

    const res = await api.delete(`${base(project.id)}/${audience.slug}`, { token });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("audience_in_use");
    expect(res.body.error.message).toMatch(/used by ads and cannot be deleted/);
    expect((await api.get(`${base(project.id)}/${audience.id}`, { token })).status).toBe(200);

    // The race the service maps to the same 409: the database itself refuses to delete a used audience.
    const prisma = await db();
    await expect(prisma.audience.delete({ where: { id: audience.id } })).rejects.toMatchObject({ code: "P2003" });
  });

  it("validates input with one detail per problem", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const missing = await api.post(base(project.id), { audience: { description: 5, metadata: "x" } }, { token });
    expect(missing.status).toBe(422);
    expect(missing.body.error.code).toBe("validation_failed");
    expect(missing.body.error.details).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^audience\.name: /),
        expect.stringMatching(/^audience\.description: /),
        expect.stringMatching(/^audience\.metadata: /),
      ]),
    );
    expect(missing.body.error.details).toHaveLength(3);

    const blank = await api.post(base(project.id), { audience: { name: "   " } }, { token });
    expect(blank.body.error.details).toEqual(["audience.name: is required"]);

    const bad = await api.post(base(project.id), "{nope", { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("invalid_json");

    const form = await api.post(base(project.id), "name=x", { token, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(400);
    expect(form.body.error.code).toBe("invalid_json");

    const unwrapped = await api.post(base(project.id), { name: "x" }, { token });
    expect(unwrapped.status).toBe(422);
    expect(unwrapped.body.error.details).toEqual(["audience: is required and must be an object"]);

    const audience = await createAudience(token, project.id);
    const patch = await api.patch(`${base(project.id)}/${audience.id}`, { audience: { name: "" } }, { token });
    expect(patch.status).toBe(422);
    expect(patch.body.error.details).toEqual(["audience.name: is required"]);
  });

  it("answers 404 for unknown ids, unknown projects and another account's audiences", async () => {
    const alice = await createAccount();
    const bob = await createAccount();
    const project = await createProject(alice.token);
    const audience = await createAudience(alice.token, project.id);
    const bobProject = await createProject(bob.token);

    for (const ref of [audience.id, audience.slug]) {
      // Through Alice's project path: the project itself is invisible to Bob.
      for (const res of [
        await api.get(`${base(project.id)}/${ref}`, { token: bob.token }),
        await api.patch(`${base(project.id)}/${ref}`, { audience: { name: "x" } }, { token: bob.token }),
        await api.delete(`${base(project.id)}/${ref}`, { token: bob.token }),
        // Through Bob's own project: the audience is not in it.
        await api.get(`${base(bobProject.id)}/${ref}`, { token: bob.token }),
        await api.delete(`${base(bobProject.slug)}/${ref}`, { token: bob.token }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe("not_found");
      }
    }
    expect((await api.get(base(project.id), { token: bob.token })).status).toBe(404);
    expect((await api.post(base(project.id), { audience: { name: "x" } }, { token: bob.token })).status).toBe(404);
    expect((await api.get(`${base(project.id)}/${randomUUID()}`, { token: alice.token })).status).toBe(404);
    expect((await api.get(`${base(project.id)}/no-such-slug`, { token: alice.token })).status).toBe(404);
    expect((await api.get(`${base(randomUUID())}`, { token: alice.token })).status).toBe(404);
    expect((await api.get(base(project.id))).status).toBe(401);
    expect((await api.get(`${base(project.id)}/${audience.id}`, { token: alice.token })).body.audience.name).toBe("Busy Parents");
  });
});
