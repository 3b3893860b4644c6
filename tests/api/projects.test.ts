import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { LONG_DESCRIPTION, createAccount, createProject } from "../helpers/factories";

describe("projects", () => {
  it("creates, reads by id and slug, lists, updates and deletes a project", async () => {
    const { token } = await createAccount();
    const created = await api.post(
      "/api/v1/projects",
      {
        project: {
          name: "Brewly Cold Brew",
          description: LONG_DESCRIPTION,
          tagline: "Cafe cold brew at home",
          visual_direction: "warm, sunlit kitchen",
          target_cpa: "12.50",
          target_cpa_currency: "USD",
          ad_health_monitored: true,
          brand_kit: { colors: ["#1a2b3c", "#ffcc00"], font_preferences: { direction: "geometric sans" } },
          external_identifiers: { meta_campaign_id: "123" },
        },
      },
      { token },
    );
    expect(created.status).toBe(201);
    const project = created.body.project;
    expect(project).toMatchObject({
      slug: "brewly-cold-brew",
      name: "Brewly Cold Brew",
      tagline: "Cafe cold brew at home",
      visual_direction: "warm, sunlit kitchen",
      status: "active",
      assets_count: 0,
      creatives_count: 0,
      external_identifiers: { meta_campaign_id: "123" },
      brand_kit: { colors: ["#1a2b3c", "#ffcc00"], font_preferences: { direction: "geometric sans" }, logos: [], style_notes: null },
    });
    expect(project.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(project).not.toHaveProperty("target_cpa");

    const bySlug = await api.get(`/api/v1/projects/${project.slug}`, { token });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.project.id).toBe(project.id);

    const second = await createProject(token);
    expect(second.slug).toBe("brewly-cold-brew-2");

    const list = await api.get("/api/v1/projects", { token });
    expect(list.body.projects.map((p: { id: string }) => p.id)).toEqual([second.id, project.id]);

    const patched = await api.patch(`/api/v1/projects/${project.id}`, { project: { tagline: null, name: "Brewly" } }, { token });
    expect(patched.status).toBe(200);
    expect(patched.body.project).toMatchObject({ tagline: null, name: "Brewly", slug: "brewly-cold-brew" });

    const deleted = await api.delete(`/api/v1/projects/${project.id}`, { token });
    expect(deleted.status).toBe(204);
    expect(deleted.bytes.length).toBe(0);
    expect((await api.get(`/api/v1/projects/${project.id}`, { token })).status).toBe(404);
  });

  it("rejects a short description and missing fields with one detail per problem", async () => {
    const { token } = await createAccount();
    const res = await api.post("/api/v1/projects", { project: { description: "too short" } }, { token });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("validation_failed");
    expect(res.body.error.details).toEqual(
      expect.arrayContaining([expect.stringMatching(/^project\.name: /), "project.description: must contain at least 30 words"]),
    );
  });

  it("answers bad JSON and unwrapped bodies with a 4xx error body", async () => {
    const { token } = await createAccount();
    const bad = await api.post("/api/v1/projects", "{not json", { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("invalid_json");
    const unwrapped = await api.post("/api/v1/projects", { name: "x", description: LONG_DESCRIPTION }, { token });
    expect(unwrapped.status).toBe(422);
    expect(unwrapped.body.error).toMatchObject({ code: "validation_failed", details: ["project: is required and must be an object"] });
  });

  it("requires a valid bearer token", async () => {
    expect((await api.get("/api/v1/projects")).status).toBe(401);
    const res = await api.get("/api/v1/projects", { token: "adlab_not-a-real-key" });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("unauthorized");
  });

  it("keeps other accounts' projects invisible", async () => {
    const alice = await createAccount();
    const bob = await createAccount();
    const project = await createProject(alice.token);
    for (const ref of [project.id, project.slug]) {
      expect((await api.get(`/api/v1/projects/${ref}`, { token: bob.token })).status).toBe(404);
      expect((await api.patch(`/api/v1/projects/${ref}`, { project: { name: "x" } }, { token: bob.token })).status).toBe(404);
      expect((await api.delete(`/api/v1/projects/${ref}`, { token: bob.token })).status).toBe(404);
    }
    expect((await api.get("/api/v1/projects", { token: bob.token })).body.projects).toEqual([]);
  });

  it("pages newest first with an opaque cursor", async () => {
    const { token } = await createAccount();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.unshift((await createProject(token)).id);
    const first = await api.get("/api/v1/projects?limit=2", { token });
    expect(first.body.projects.map((p: { id: string }) => p.id)).toEqual(ids.slice(0, 2));
    const second = await api.get(`/api/v1/projects?limit=2&cursor=${first.body.next_cursor}`, { token });
    expect(second.body.projects.map((p: { id: string }) => p.id)).toEqual(ids.slice(2));
    expect(second.body.next_cursor).toBeNull();
    expect((await api.get("/api/v1/projects?limit=0", { token })).status).toBe(422);
  });
});
