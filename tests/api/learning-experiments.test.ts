import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createFinding, createHypothesis, insertAd, insertAdRun, learningSetup } from "../helpers/learning";

describe("experiments and subjects", () => {
  it("opens an experiment (ongoing), updates it, concludes it with window_end and deletes it", async () => {
    const { token, base } = await learningSetup();
    const h = await createHypothesis(base, token, { statement: "Testimonials beat feature lists" });
    const created = await api.post(`${base}/${h.id}/experiments`, { experiment: { context: "Meta, two ad sets", window_start: "2026-05-01T00:00:00Z" } }, { token });
    expect(created.status).toBe(201);
    const experiment = created.body.experiment;
    expect(experiment).toMatchObject({
      hypothesis_id: h.id,
      context: "Meta, two ad sets",
      state: "ongoing",
      window_start: "2026-05-01T00:00:00.000Z",
      window_end: null,
      author: "default",
      agent_authored: true,
      subjects: [],
    });

    const list = await api.get(`${base}/${h.id}/experiments`, { token });
    expect(list.body).toEqual({ experiments: [experiment], next_cursor: null });

    const renamed = await api.patch(`${base}/${h.id}/experiments/${experiment.id}`, { experiment: { context: "Meta, three ad sets" } }, { token });
    expect(renamed.status).toBe(200);
    expect(renamed.body.experiment).toMatchObject({ context: "Meta, three ad sets", state: "ongoing" });

    const concluded = await api.patch(`${base}/${h.id}/experiments/${experiment.id}`, { experiment: { window_end: "2026-05-20T00:00:00Z" } }, { token });
    expect(concluded.body.experiment).toMatchObject({ state: "concluded", window_end: "2026-05-20T00:00:00.000Z" });
    // The window of a concluded experiment may be corrected; it cannot be reopened.
    const corrected = await api.patch(`${base}/${h.id}/experiments/${experiment.id}`, { experiment: { window_end: "2026-05-21T00:00:00Z" } }, { token });
    expect(corrected.body.experiment).toMatchObject({ state: "concluded", window_end: "2026-05-21T00:00:00.000Z" });
    const reopen = await api.patch(`${base}/${h.id}/experiments/${experiment.id}`, { experiment: { window_end: null } }, { token });
    expect(reopen.status).toBe(409);
    expect(reopen.body.error.code).toBe("experiment_concluded");

    const deleted = await api.delete(`${base}/${h.id}/experiments/${experiment.id}`, { token });
    expect(deleted.status).toBe(204);
    expect((await api.get(`${base}/${h.id}/experiments/${experiment.id}`, { token })).status).toBe(404);
  });

  it("creates a concluded experiment when window_end is given, and validates windows and fields", async () => {
    const { token, base } = await learningSetup();
    const h = await createHypothesis(base, token, { statement: "x" });
    const done = await api.post(`${base}/${h.id}/experiments`, { experiment: { context: "c", window_start: "2026-05-01T00:00:00Z", window_end: "2026-05-02T00:00:00Z" } }, { token });
    expect(done.body.experiment.state).toBe("concluded");

    const missing = await api.post(`${base}/${h.id}/experiments`, { experiment: {} }, { token });
    expect(missing.status).toBe(422);
    expect(missing.body.error.details).toEqual([expect.stringMatching(/^experiment\.context: /), expect.stringMatching(/^experiment\.window_start: /)]);
    const backwards = await api.post(`${base}/${h.id}/experiments`, { experiment: { context: "c", window_start: "2026-05-02T00:00:00Z", window_end: "2026-05-01T00:00:00Z" } }, { token });
    expect(backwards.body.error.details).toEqual(["experiment.window_end: must not be before window_start"]);
    const open = (await api.post(`${base}/${h.id}/experiments`, { experiment: { context: "c", window_start: "2026-05-02T00:00:00Z" } }, { token })).body.experiment;
    const patchBackwards = await api.patch(`${base}/${h.id}/experiments/${open.id}`, { experiment: { window_end: "2026-04-01T00:00:00Z" } }, { token });
    expect(patchBackwards.status).toBe(422);
    const moveHypothesis = await api.patch(`${base}/${h.id}/experiments/${open.id}`, { experiment: { hypothesis_id: h.id, state: "concluded" } }, { token });
    expect(moveHypothesis.status).toBe(422);
    expect(moveHypothesis.body.error.details).toEqual([
      "experiment.hypothesis_id: cannot be changed: only context, window_start and window_end can be updated",
      "experiment.state: cannot be changed: only context, window_start and window_end can be updated",
    ]);
    expect((await api.get(`${base}/${h.id}/experiments/${open.id}`, { token })).body.experiment.state).toBe("ongoing");
  });

  it("keeps an experiment that findings refer to (409 experiment_has_findings)", async () => {
    const { token, base } = await learningSetup();
    const h = await createHypothesis(base, token, { statement: "x" });
    const finding = await createFinding(base, token, h.id, { body: "b", signal: "positive", subjects: [{ external_ref: "x" }] });
    const res = await api.delete(`${base}/${h.id}/experiments/${finding.experiment_id}`, { token });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("experiment_has_findings");
  });

  it("adds, lists and deletes subjects with exactly one reference; kind follows from it", async () => {
    const { token, project, base } = await learningSetup();
    const h = await createHypothesis(base, token, { statement: "x" });
    const experiment = (await api.post(`${base}/${h.id}/experiments`, { experiment: { context: "c", window_start: "2026-05-01T00:00:00Z" } }, { token })).body.experiment;
    const subjects = `${base}/${h.id}/experiments/${experiment.id}/subjects`;
    const ad = await insertAd(project.id, "Hero still");
    const run = await insertAdRun(ad.id, "google");

    const byAd = await api.post(subjects, { subject: { name: "Hero", creative_composition_id: ad.id } }, { token });
    expect(byAd.status).toBe(201);
    expect(byAd.body.subject).toMatchObject({ experiment_id: experiment.id, name: "Hero", kind: "internal", creative_composition_id: ad.id, ad_run_id: null, external_ref: null });
    const byRun = (await api.post(subjects, { subject: { ad_run_id: run.id } }, { token })).body.subject;
    expect(byRun).toMatchObject({ name: "Hero still on google", kind: "internal", creative_composition_id: null, ad_run_id: run.id, external_ref: null });
    const external = (await api.post(subjects, { subject: { name: "Competitor ad", external_ref: "https://adlibrary.example/123" } }, { token })).body.subject;
    expect(external).toMatchObject({ kind: "external", creative_composition_id: null, ad_run_id: null, external_ref: "https://adlibrary.example/123" });

    const list = await api.get(subjects, { token });
    expect(list.body.subjects.map((s: { id: string }) => s.id)).toEqual([external.id, byRun.id, byAd.body.subject.id]);
    const withSubjects = (await api.get(`${base}/${h.id}/experiments/${experiment.id}`, { token })).body.experiment;
    expect(withSubjects.subjects.map((s: { id: string }) => s.id)).toEqual([byAd.body.subject.id, byRun.id, external.id]);

    expect((await api.delete(`${subjects}/${byRun.id}`, { token })).status).toBe(204);
    expect((await api.delete(`${subjects}/${byRun.id}`, { token })).status).toBe(404);
    expect((await api.get(subjects, { token })).body.subjects).toHaveLength(2);
  });

  it("refuses subjects with zero or two references, or pointing outside the account", async () => {
    const { token, project, base } = await learningSetup();
    const other = await learningSetup();
    const h = await createHypothesis(base, token, { statement: "x" });
    const experiment = (await api.post(`${base}/${h.id}/experiments`, { experiment: { context: "c", window_start: "2026-05-01T00:00:00Z" } }, { token })).body.experiment;
    const subjects = `${base}/${h.id}/experiments/${experiment.id}/subjects`;
    const ad = await insertAd(project.id);
    const run = await insertAdRun(ad.id);
    const foreignAd = await insertAd(other.project.id);
    const foreignRun = await insertAdRun(foreignAd.id);

    const none = await api.post(subjects, { subject: { name: "n" } }, { token });
    expect(none.status).toBe(422);
    expect(none.body.error.details).toEqual(["subject: must carry exactly one of creative_composition_id, ad_run_id or external_ref (none given)"]);
    const nulls = await api.post(subjects, { subject: { name: "n", creative_composition_id: null, external_ref: null } }, { token });
    expect(nulls.status).toBe(422);
    const two = await api.post(subjects, { subject: { creative_composition_id: ad.id, ad_run_id: run.id } }, { token });
    expect(two.body.error.details).toEqual(["subject: must carry exactly one of creative_composition_id, ad_run_id or external_ref (got creative_composition_id and ad_run_id)"]);
    const foreign = await api.post(subjects, { subject: { creative_composition_id: foreignAd.id } }, { token });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.details).toEqual(["subject.creative_composition_id: no such ad in this account"]);
    const foreignSlug = await api.post(subjects, { subject: { creative_composition_id: foreignAd.slug } }, { token });
    expect(foreignSlug.status).toBe(422);
    const foreignRunRes = await api.post(subjects, { subject: { ad_run_id: foreignRun.id } }, { token });
    expect(foreignRunRes.body.error.details).toEqual(["subject.ad_run_id: no such ad run in this account"]);
    const badRun = await api.post(subjects, { subject: { ad_run_id: "run-1" } }, { token });
    expect(badRun.body.error.details).toEqual(["subject.ad_run_id: must be a UUID"]);
    expect((await api.get(subjects, { token })).body.subjects).toEqual([]);
  });

  it("keeps other accounts' and other hypotheses' experiments out of reach", async () => {
    const alice = await learningSetup();
    const bob = await learningSetup();
    const h = await createHypothesis(alice.base, alice.token, { statement: "x" });
    const sibling = await createHypothesis(alice.base, alice.token, { statement: "y" });
    const experiment = (await api.post(`${alice.base}/${h.id}/experiments`, { experiment: { context: "c", window_start: "2026-05-01T00:00:00Z" } }, { token: alice.token })).body.experiment;
    const subject = (await api.post(`${alice.base}/${h.id}/experiments/${experiment.id}/subjects`, { subject: { external_ref: "x" } }, { token: alice.token })).body.subject;
    const path = `${alice.base}/${h.id}/experiments/${experiment.id}`;
    for (const [p, token] of [
      [path, bob.token],
      [`${alice.base}/${sibling.id}/experiments/${experiment.id}`, alice.token],
    ] as const) {
      expect((await api.get(p, { token })).status).toBe(404);
      expect((await api.patch(p, { experiment: { window_end: "2026-06-01T00:00:00Z" } }, { token })).status).toBe(404);
      expect((await api.delete(p, { token })).status).toBe(404);
      expect((await api.get(`${p}/subjects`, { token })).status).toBe(404);
      expect((await api.post(`${p}/subjects`, { subject: { external_ref: "y" } }, { token })).status).toBe(404);
      expect((await api.delete(`${p}/subjects/${subject.id}`, { token })).status).toBe(404);
    }
    expect((await api.post(`${alice.base}/${h.id}/experiments`, { experiment: { context: "c", window_start: "2026-05-01T00:00:00Z" } }, { token: bob.token })).status).toBe(404);
    const still = (await api.get(path, { token: alice.token })).body.experiment;
    expect(still).toMatchObject({ state: "ongoing", subjects: [{ id: subject.id }] });
  });
});
