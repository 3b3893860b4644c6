import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createFinding, createHypothesis, insertAd, insertAdRun, learningSetup } from "../helpers/learning";

async function openExperiment(base: string, token: string, hypothesisId: string, experiment: Record<string, unknown> = {}) {
  const res = await api.post(`${base}/${hypothesisId}/experiments`, { experiment: { context: "Two headlines on Meta", window_start: "2026-05-01T00:00:00Z", ...experiment } }, { token });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.experiment;
}

describe("findings", () => {
  it("records a finding with no experiment, reads and lists it; only signal can change", async () => {
    const { token, base } = await learningSetup();
    const h = await createHypothesis(base, token, { statement: "Price anchoring beats discounts" });
    const res = await api.post(`${base}/${h.id}/findings`, { finding: { body: "Anchored price ads had twice the CTR.", signal: "positive" } }, { token });
    expect(res.status).toBe(201);
    const finding = res.body.finding;
    expect(finding).toMatchObject({
      hypothesis_id: h.id,
      experiment_id: null,
      body: "Anchored price ads had twice the CTR.",
      signal: "positive",
      supersedes_finding_id: null,
      superseded: false,
      author: "default",
      agent_authored: true,
    });
    expect(Date.parse(finding.finding_at)).not.toBeNaN();
    expect(res.body.experiment).toBeNull();

    const dated = await createFinding(base, token, h.id, { body: "Held up a week later.", signal: "neutral", finding_at: "2026-04-01T10:00:00+02:00" });
    expect(dated.finding_at).toBe("2026-04-01T08:00:00.000Z");

    const one = await api.get(`${base}/${h.id}/findings/${finding.id}`, { token });
    expect(one.status).toBe(200);
    expect(one.body.finding).toEqual(finding);
    const list = await api.get(`${base}/${h.id}/findings`, { token });
    expect(list.body.findings.map((f: { id: string }) => f.id)).toEqual([dated.id, finding.id]);
    expect(list.body.next_cursor).toBeNull();

    const patched = await api.patch(`${base}/${h.id}/findings/${finding.id}`, { finding: { signal: "negative" } }, { token });
    expect(patched.status).toBe(200);
    expect(patched.body.finding).toMatchObject({ id: finding.id, signal: "negative", body: finding.body });

    // Any other field is refused, never applied.
    const body = await api.patch(`${base}/${h.id}/findings/${finding.id}`, { finding: { signal: "positive", body: "rewritten" } }, { token });
    expect(body.status).toBe(422);
    expect(body.body.error.details).toEqual([
      "finding.body: cannot be changed: findings are append-only and only signal can change; post a new finding with supersedes_finding_id to correct the prose",
    ]);
    for (const field of [{ experiment_id: null }, { finding_at: "2026-01-01T00:00:00Z" }, { supersedes_finding_id: dated.id }]) {
      expect((await api.patch(`${base}/${h.id}/findings/${finding.id}`, { finding: field }, { token })).status).toBe(422);
    }
    const invalid = await api.patch(`${base}/${h.id}/findings/${finding.id}`, { finding: { signal: "great" } }, { token });
    expect(invalid.body.error.details).toEqual(["finding.signal: must be one of positive, negative, neutral"]);
    const after = (await api.get(`${base}/${h.id}/findings/${finding.id}`, { token })).body.finding;
    expect(after).toMatchObject({ signal: "negative", body: "Anchored price ads had twice the CTR.", experiment_id: null });
  });

  it("refuses invalid signals, empty bodies and unknown fields' types with one detail each", async () => {
    const { token, base } = await learningSetup();
    const h = await createHypothesis(base, token, { statement: "x" });
    const res = await api.post(`${base}/${h.id}/findings`, { finding: { body: " ", signal: "awesome" } }, { token });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("validation_failed");
    expect(res.body.error.details).toEqual(["finding.body: is required", "finding.signal: must be one of positive, negative, neutral"]);
    const badDate = await api.post(`${base}/${h.id}/findings`, { finding: { body: "b", signal: "neutral", finding_at: "yesterday" } }, { token });
    expect(badDate.body.error.details).toEqual([expect.stringMatching(/^finding\.finding_at: must be an ISO 8601 date-time/)]);
    expect((await api.get(`${base}/${h.id}/findings`, { token })).body.findings).toEqual([]);
  });

  it("rule 2: experiment_id attaches the finding; with window_end it concludes the experiment in the same write", async () => {
    const { token, base } = await learningSetup();
    const h = await createHypothesis(base, token, { statement: "Short headlines win" });
    const experiment = await openExperiment(base, token, h.id);
    expect(experiment.state).toBe("ongoing");

    const interim = await createFinding(base, token, h.id, { body: "Early read: short is ahead.", signal: "positive", experiment_id: experiment.id });
    expect(interim.experiment_id).toBe(experiment.id);
    expect((await api.get(`${base}/${h.id}/experiments/${experiment.id}`, { token })).body.experiment).toMatchObject({ state: "ongoing", window_end: null });

    const final = await createFinding(base, token, h.id, {
      body: "Short headline won on CTR and CPA.",
      signal: "positive",
      experiment_id: experiment.id,
      window_end: "2026-05-15T00:00:00Z",
    });
    expect(final.experiment_id).toBe(experiment.id);
    const concluded = (await api.get(`${base}/${h.id}/experiments/${experiment.id}`, { token })).body.experiment;
    expect(concluded).toMatchObject({ state: "concluded", window_end: "2026-05-15T00:00:00.000Z" });
  });

  it("rule 2: the experiment must belong to this hypothesis and this account", async () => {
    const alice = await learningSetup();
    const bob = await learningSetup();
    const h = await createHypothesis(alice.base, alice.token, { statement: "A" });
    const sibling = await createHypothesis(alice.base, alice.token, { statement: "B" });
    const siblingExperiment = await openExperiment(alice.base, alice.token, sibling.id);
    const bobHypothesis = await createHypothesis(bob.base, bob.token, { statement: "Bob's" });
    const bobExperiment = await openExperiment(bob.base, bob.token, bobHypothesis.id);
    for (const experimentId of [siblingExperiment.id, bobExperiment.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await api.post(`${alice.base}/${h.id}/findings`, { finding: { body: "b", signal: "positive", experiment_id: experimentId, window_end: "2026-06-01T00:00:00Z" } }, { token: alice.token });
      expect(res.status).toBe(422);
      expect(res.body.error.details).toEqual(["finding.experiment_id: no such experiment under this hypothesis"]);
    }
    const notUuid = await api.post(`${alice.base}/${h.id}/findings`, { finding: { body: "b", signal: "positive", experiment_id: "exp-1" } }, { token: alice.token });
    expect(notUuid.body.error.details).toEqual(["finding.experiment_id: must be a UUID"]);
    // Nothing was concluded and nothing was written.
    expect((await api.get(`${bob.base}/${bobHypothesis.id}/experiments/${bobExperiment.id}`, { token: bob.token })).body.experiment.state).toBe("ongoing");
    expect((await api.get(`${alice.base}/${sibling.id}/experiments/${siblingExperiment.id}`, { token: alice.token })).body.experiment.state).toBe("ongoing");
    expect((await api.get(`${alice.base}/${h.id}/findings`, { token: alice.token })).body.findings).toEqual([]);
  });

  it("rule 2: window_end before the experiment's start is refused", async () => {
    const { token, base } = await learningSetup();
    const h = await createHypothesis(base, token, { statement: "x" });
    const experiment = await openExperiment(base, token, h.id);
    const res = await api.post(`${base}/${h.id}/findings`, { finding: { body: "b", signal: "neutral", experiment_id: experiment.id, window_end: "2026-04-01T00:00:00Z" } }, { token });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual(["finding.window_end: must not be before the experiment's window_start"]);
  });

  it("rule 3: subjects without experiment_id create the experiment and its subjects in the same write", async () => {
    const { token, project, base } = await learningSetup();
    const h = await createHypothesis(base, token, { statement: "UGC beats studio shots" });
    const ad = await insertAd(project.id, "UGC variant");
    const run = await insertAdRun(ad.id, "tiktok");
    const res = await api.post(
      `${base}/${h.id}/findings`,
      {
        finding: {
          body: "UGC variant converted better than the studio one.",
          signal: "positive",
          context: "UGC vs studio, TikTok, two weeks",
          window_start: "2026-05-01T00:00:00Z",
          window_end: "2026-05-14T00:00:00Z",
          subjects: [
            { creative_composition_id: ad.id },
            { name: "TikTok run", ad_run_id: run.id },
            { name: "Studio shot (agency)", external_ref: "meta:ad:123456" },
            { creative_composition_id: ad.slug, name: "By slug" },
          ],
        },
      },
      { token },
    );
    expect(res.status).toBe(201);
    const finding = res.body.finding;
    expect(finding.experiment_id).toMatch(/^[0-9a-f-]{36}$/);
    const experiment = (await api.get(`${base}/${h.id}/experiments/${finding.experiment_id}`, { token })).body.experiment;
    // The answer already carries the experiment it opened, with its subjects: no second call needed.
    expect(res.body.experiment).toEqual(experiment);
    expect(experiment).toMatchObject({
      hypothesis_id: h.id,
      context: "UGC vs studio, TikTok, two weeks",
      state: "concluded",
      window_start: "2026-05-01T00:00:00.000Z",
      window_end: "2026-05-14T00:00:00.000Z",
      author: "default",
      agent_authored: true,
    });
    expect(experiment.subjects.map((s: any) => [s.name, s.kind, s.creative_composition_id, s.ad_run_id, s.external_ref])).toEqual([
      ["UGC variant", "internal", ad.id, null, null],
      ["TikTok run", "internal", null, run.id, null],
      ["Studio shot (agency)", "external", null, null, "meta:ad:123456"],
      ["By slug", "internal", ad.id, null, null],
    ]);

    // Without window_end the implied experiment stays ongoing; context and start have defaults.
    const open = await createFinding(base, token, h.id, { body: "Second round started, UGC ahead so far.", signal: "positive", finding_at: "2026-06-01T00:00:00Z", subjects: [{ external_ref: "https://example.com/ad/9" }] });
    const implied = (await api.get(`${base}/${h.id}/experiments/${open.experiment_id}`, { token })).body.experiment;
    expect(implied).toMatchObject({
      state: "ongoing",
      window_start: "2026-06-01T00:00:00.000Z",
      window_end: null,
      context: "Recorded with a finding: Second round started, UGC ahead so far.",
    });
    expect(implied.subjects[0]).toMatchObject({ name: "https://example.com/ad/9", kind: "external" });
  });

  it("rules 3-5: subjects are checked (exactly one reference, this account's ads and runs) and nothing is written on error", async () => {
    const { token, base, project } = await learningSetup();
    const other = await learningSetup();
    const h = await createHypothesis(base, token, { statement: "x" });
    const ad = await insertAd(project.id);
    const foreignAd = await insertAd(other.project.id, "Someone else's ad");
    const foreignRun = await insertAdRun(foreignAd.id);
    const experiment = await openExperiment(base, token, h.id);
    const post = (finding: Record<string, unknown>) => api.post(`${base}/${h.id}/findings`, { finding: { body: "b", signal: "positive", ...finding } }, { token });

    const both = await post({ experiment_id: experiment.id, subjects: [{ external_ref: "x" }] });
    expect(both.status).toBe(422);
    expect(both.body.error.details).toEqual([
      "finding.subjects: cannot be sent together with experiment_id: add subjects to an existing experiment through its subjects endpoint",
    ]);
    const twoRefs = await post({ subjects: [{ external_ref: "x" }, { creative_composition_id: ad.id, external_ref: "y" }] });
    expect(twoRefs.body.error.details).toEqual([
      "finding.subjects.1: must carry exactly one of creative_composition_id, ad_run_id or external_ref (got creative_composition_id and external_ref)",
    ]);
    const noRef = await post({ subjects: [{ name: "nothing" }] });
    expect(noRef.body.error.details).toEqual(["finding.subjects.0: must carry exactly one of creative_composition_id, ad_run_id or external_ref (none given)"]);
    const emptyList = await post({ subjects: [] });
    expect(emptyList.body.error.details).toEqual(["finding.subjects: must list at least one subject"]);
    const foreign = await post({ subjects: [{ external_ref: "ok" }, { creative_composition_id: foreignAd.id }] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.details).toEqual(["finding.subjects.1.creative_composition_id: no such ad in this account"]);
    const foreignRunRes = await post({ subjects: [{ ad_run_id: foreignRun.id }] });
    expect(foreignRunRes.body.error.details).toEqual(["finding.subjects.0.ad_run_id: no such ad run in this account"]);
    const lonelyEnd = await post({ window_end: "2026-06-01T00:00:00Z" });
    expect(lonelyEnd.body.error.details).toEqual(["finding.window_end: needs experiment_id (to conclude that experiment) or subjects (to record a new one)"]);
    const lonelyContext = await post({ context: "c" });
    expect(lonelyContext.status).toBe(422);

    expect((await api.get(`${base}/${h.id}/findings`, { token })).body.findings).toEqual([]);
    expect((await api.get(`${base}/${h.id}/experiments`, { token })).body.experiments.map((e: { id: string }) => e.id)).toEqual([experiment.id]);
  });

  it("rule 6: a correction supersedes an earlier finding of the same hypothesis, once", async () => {
    const { token, base } = await learningSetup();
    const h = await createHypothesis(base, token, { statement: "Blue backgrounds lift CTR" });
    const sibling = await createHypothesis(base, token, { statement: "Red backgrounds lift CTR" });
    const original = await createFinding(base, token, h.id, { body: "Blue lifted CTR by 20%.", signal: "positive" });
    const siblingFinding = await createFinding(base, token, sibling.id, { body: "Red did nothing.", signal: "neutral" });

    const correction = await createFinding(base, token, h.id, { body: "Correction: the lift came from the new headline, not the color.", signal: "neutral", supersedes_finding_id: original.id });
    expect(correction).toMatchObject({ supersedes_finding_id: original.id, superseded: false });
    const older = (await api.get(`${base}/${h.id}/findings/${original.id}`, { token })).body.finding;
    expect(older).toMatchObject({ superseded: true, body: "Blue lifted CTR by 20%.", signal: "positive" });

    const twice = await api.post(`${base}/${h.id}/findings`, { finding: { body: "again", signal: "negative", supersedes_finding_id: original.id } }, { token });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("finding_already_superseded");
    // The newer one can be corrected in turn.
    const chained = await createFinding(base, token, h.id, { body: "Second correction.", signal: "negative", supersedes_finding_id: correction.id });
    expect(chained.supersedes_finding_id).toBe(correction.id);

    const across = await api.post(`${base}/${h.id}/findings`, { finding: { body: "x", signal: "negative", supersedes_finding_id: siblingFinding.id } }, { token });
    expect(across.status).toBe(422);
    expect(across.body.error.details).toEqual([
      "finding.supersedes_finding_id: no such finding under this hypothesis (a correction stays on the hypothesis of the finding it corrects)",
    ]);
    expect((await api.get(`${base}/${sibling.id}/findings/${siblingFinding.id}`, { token })).body.finding.superseded).toBe(false);
    const unknown = await api.post(`${base}/${h.id}/findings`, { finding: { body: "x", signal: "negative", supersedes_finding_id: "00000000-0000-4000-8000-000000000000" } }, { token });
    expect(unknown.status).toBe(422);
  });

  it("two simultaneous corrections of one finding: one wins, the other is 409", async () => {
    const { token, base } = await learningSetup();
    const h = await createHypothesis(base, token, { statement: "x" });
    const original = await createFinding(base, token, h.id, { body: "a", signal: "positive" });
    const results = await Promise.all(
      ["b", "c"].map((body) => api.post(`${base}/${h.id}/findings`, { finding: { body, signal: "negative", supersedes_finding_id: original.id } }, { token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe("finding_already_superseded");
    expect((await api.get(`${base}/${h.id}/findings`, { token })).body.findings).toHaveLength(2);
  });

  it("one transaction: a refused correction leaves the experiment it named ongoing", async () => {
    const { token, base } = await learningSetup();
    const h = await createHypothesis(base, token, { statement: "x" });
    const experiment = await openExperiment(base, token, h.id);
    const first = await createFinding(base, token, h.id, { body: "a", signal: "positive" });
    await createFinding(base, token, h.id, { body: "b", signal: "negative", supersedes_finding_id: first.id });
    const res = await api.post(
      `${base}/${h.id}/findings`,
      { finding: { body: "c", signal: "neutral", experiment_id: experiment.id, window_end: "2026-06-01T00:00:00Z", supersedes_finding_id: first.id } },
      { token },
    );
    expect(res.status).toBe(409);
    expect((await api.get(`${base}/${h.id}/experiments/${experiment.id}`, { token })).body.experiment).toMatchObject({ state: "ongoing", window_end: null });
    expect((await api.get(`${base}/${h.id}/findings`, { token })).body.findings).toHaveLength(2);
  });

  it("finds findings only through their own hypothesis and account", async () => {
    const alice = await learningSetup();
    const bob = await learningSetup();
    const h = await createHypothesis(alice.base, alice.token, { statement: "x" });
    const sibling = await createHypothesis(alice.base, alice.token, { statement: "y" });
    const finding = await createFinding(alice.base, alice.token, h.id, { body: "b", signal: "positive" });
    expect((await api.get(`${alice.base}/${sibling.id}/findings/${finding.id}`, { token: alice.token })).status).toBe(404);
    expect((await api.patch(`${alice.base}/${sibling.id}/findings/${finding.id}`, { finding: { signal: "negative" } }, { token: alice.token })).status).toBe(404);
    expect((await api.get(`${alice.base}/${h.id}/findings/${finding.id}`, { token: bob.token })).status).toBe(404);
    expect((await api.get(`${alice.base}/${h.id}/findings`, { token: bob.token })).status).toBe(404);
    expect((await api.post(`${alice.base}/${h.id}/findings`, { finding: { body: "b", signal: "positive" } }, { token: bob.token })).status).toBe(404);
    expect((await api.get(`${bob.base}/${h.id}/findings`, { token: bob.token })).status).toBe(404);
    expect((await api.get(`${alice.base}/${h.id}/findings/nope`, { token: alice.token })).status).toBe(404);
  });
});
