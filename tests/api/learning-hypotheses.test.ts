import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { createFinding, createHypothesis, insertAudience, learningSetup, webCaller } from "../helpers/learning";

describe("hypotheses", () => {
  it("creates, reads, lists, updates and deletes a hypothesis; the author comes from the credential", async () => {
    const { token, project, organizationId, base } = await learningSetup();
    const created = await api.post(base, { hypothesis: { statement: "  Morning routines sell cold brew  " } }, { token });
    expect(created.status).toBe(201);
    const hypothesis = created.body.hypothesis;
    expect(hypothesis).toMatchObject({
      project_id: project.id,
      organization_id: organizationId,
      statement: "Morning routines sell cold brew",
      audience_id: null,
      audience_label: "All audiences",
      author: "default",
      agent_authored: true,
    });
    expect(hypothesis.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(hypothesis.created_at)).not.toBeNaN();

    // The project may be addressed by slug too.
    const bySlug = await api.get(`/api/v1/projects/${project.slug}/hypotheses/${hypothesis.id}`, { token });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.hypothesis).toEqual(hypothesis);

    const second = await createHypothesis(base, token, { statement: "Ice makes the product look fresh" });
    const list = await api.get(base, { token });
    expect(list.status).toBe(200);
    expect(list.body.hypotheses.map((h: { id: string }) => h.id)).toEqual([second.id, hypothesis.id]);
    expect(list.body.next_cursor).toBeNull();
    const page = await api.get(`${base}?limit=1`, { token });
    expect(page.body.hypotheses).toHaveLength(1);
    const rest = await api.get(`${base}?limit=1&cursor=${page.body.next_cursor}`, { token });
    expect(rest.body.hypotheses.map((h: { id: string }) => h.id)).toEqual([hypothesis.id]);

    const patched = await api.patch(`${base}/${hypothesis.id}`, { hypothesis: { statement: "Morning routines sell cold brew to commuters" } }, { token });
    expect(patched.status).toBe(200);
    expect(patched.body.hypothesis).toMatchObject({ id: hypothesis.id, statement: "Morning routines sell cold brew to commuters", author: "default" });

    const deleted = await api.delete(`${base}/${hypothesis.id}`, { token });
    expect(deleted.status).toBe(204);
    expect(deleted.bytes.length).toBe(0);
    expect((await api.get(`${base}/${hypothesis.id}`, { token })).status).toBe(404);
  });

  it("records a person (web session) as author, not an agent", async () => {
    const { email, project } = await learningSetup();
    const caller = await webCaller(email);
    const { hypothesis } = await caller.learning.createHypothesis({ project_id: project.id, statement: "Founders trust founder stories" });
    expect(hypothesis).toMatchObject({ author: email, agent_authored: false });
  });

  it("scopes a hypothesis to an audience of the project, fixed at creation", async () => {
    const { token, project, base } = await learningSetup();
    const audience = await insertAudience(project.id, "Night-shift nurses");
    const other = await insertAudience(project.id, "Students");
    const hypothesis = await createHypothesis(base, token, { statement: "Nurses want caffeine without jitters", audience_id: audience.id });
    expect(hypothesis).toMatchObject({ audience_id: audience.id, audience_label: "Night-shift nurses" });
    // By slug as well.
    const bySlug = await createHypothesis(base, token, { statement: "Students buy on price", audience_id: other.slug });
    expect(bySlug.audience_id).toBe(other.id);

    // An update that carries audience_id is refused and changes nothing.
    const refused = await api.patch(`${base}/${hypothesis.id}`, { hypothesis: { statement: "changed", audience_id: other.id } }, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("validation_failed");
    expect(refused.body.error.details).toEqual([
      "hypothesis.audience_id: cannot be changed: the audience scope is fixed at creation (create a new hypothesis for another audience)",
    ]);
    const unscope = await api.patch(`${base}/${hypothesis.id}`, { hypothesis: { audience_id: null } }, { token });
    expect(unscope.status).toBe(422);
    const after = (await api.get(`${base}/${hypothesis.id}`, { token })).body.hypothesis;
    expect(after).toMatchObject({ statement: "Nurses want caffeine without jitters", audience_id: audience.id });

    // Other read-only fields are refused the same way.
    const author = await api.patch(`${base}/${hypothesis.id}`, { hypothesis: { author: "someone else" } }, { token });
    expect(author.status).toBe(422);
    expect(author.body.error.details).toEqual(["hypothesis.author: cannot be changed: only statement can be updated"]);
  });

  it("refuses bad input with one detail per problem", async () => {
    const { token, project, base } = await learningSetup();
    const empty = await api.post(base, { hypothesis: { statement: "   " } }, { token });
    expect(empty.status).toBe(422);
    expect(empty.body.error.details).toEqual(["hypothesis.statement: is required"]);
    const missing = await api.post(base, { hypothesis: {} }, { token });
    expect(missing.body.error.details).toEqual([expect.stringMatching(/^hypothesis\.statement: /)]);
    const unwrapped = await api.post(base, { statement: "x" }, { token });
    expect(unwrapped.body.error.details).toEqual(["hypothesis: is required and must be an object"]);
    const badJson = await api.post(base, "{nope", { token });
    expect(badJson.status).toBe(400);

    // An audience of another project (even of the same account) is not an audience of this one.
    const otherProject = await createProject(token, { name: "Other" });
    const foreign = await insertAudience(otherProject.id);
    const wrongAudience = await api.post(base, { hypothesis: { statement: "x", audience_id: foreign.id } }, { token });
    expect(wrongAudience.status).toBe(422);
    expect(wrongAudience.body.error.details).toEqual(["hypothesis.audience_id: no such audience in this project"]);
    const unknownAudience = await api.post(base, { hypothesis: { statement: "x", audience_id: "00000000-0000-4000-8000-000000000000" } }, { token });
    expect(unknownAudience.status).toBe(422);
    expect((await api.get(`/api/v1/projects/${project.id}/hypotheses`, { token })).body.hypotheses).toEqual([]);
  });

  it("deletes only an untested hypothesis: one with findings answers 409 hypothesis_has_findings and stays", async () => {
    const { token, base } = await learningSetup();
    const hypothesis = await createHypothesis(base, token, { statement: "Cold brew is a summer product" });
    await createFinding(base, token, hypothesis.id, { body: "Winter ads did as well as summer ones.", signal: "negative" });
    const res = await api.delete(`${base}/${hypothesis.id}`, { token });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("hypothesis_has_findings");
    expect(res.body.error.message).toMatch(/learning record/);
    expect((await api.get(`${base}/${hypothesis.id}`, { token })).status).toBe(200);
  });

  it("deleting an untested hypothesis removes its experiments and subjects too", async () => {
    const { token, base } = await learningSetup();
    const hypothesis = await createHypothesis(base, token, { statement: "Loop videos hold attention" });
    const experiment = (await api.post(`${base}/${hypothesis.id}/experiments`, { experiment: { context: "c", window_start: "2026-05-01T00:00:00Z" } }, { token })).body.experiment;
    await api.post(`${base}/${hypothesis.id}/experiments/${experiment.id}/subjects`, { subject: { external_ref: "x" } }, { token });
    expect((await api.delete(`${base}/${hypothesis.id}`, { token })).status).toBe(204);
    const prisma = await db();
    expect(await prisma.experiment.count({ where: { id: experiment.id } })).toBe(0);
    expect(await prisma.subject.count({ where: { experimentId: experiment.id } })).toBe(0);
  });

  it("keeps other accounts' hypotheses invisible and answers unknown ids with 404", async () => {
    const alice = await learningSetup();
    const bob = await createAccount();
    const bobProject = await createProject(bob.token);
    const hypothesis = await createHypothesis(alice.base, alice.token, { statement: "Alice's secret angle" });
    // Through Alice's project path, and through Bob's own project.
    for (const path of [`${alice.base}/${hypothesis.id}`, `/api/v1/projects/${bobProject.id}/hypotheses/${hypothesis.id}`]) {
      expect((await api.get(path, { token: bob.token })).status).toBe(404);
      expect((await api.patch(path, { hypothesis: { statement: "mine" } }, { token: bob.token })).status).toBe(404);
      expect((await api.delete(path, { token: bob.token })).status).toBe(404);
    }
    expect((await api.get(alice.base, { token: bob.token })).status).toBe(404);
    expect((await api.post(alice.base, { hypothesis: { statement: "x" } }, { token: bob.token })).status).toBe(404);
    expect((await api.get(`/api/v1/projects/${bobProject.id}/hypotheses`, { token: bob.token })).body.hypotheses).toEqual([]);
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const res = await api.get(`${alice.base}/${id}`, { token: alice.token });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }
    expect((await api.get(alice.base)).status).toBe(401);
  });
});
