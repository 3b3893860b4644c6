import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { graphql, trpcAs } from "../helpers/fronts";
import { createFinding, createHypothesis, insertAd, insertAudience, learningSetup } from "../helpers/learning";

const HYPOTHESIS = "id project_id organization_id statement audience_id audience_label author agent_authored created_at updated_at";
const FINDING = "id hypothesis_id experiment_id body signal finding_at supersedes_finding_id superseded author agent_authored created_at updated_at";
const SUBJECT = "id experiment_id name kind creative_composition_id ad_run_id external_ref created_at updated_at";
const EXPERIMENT = `id hypothesis_id context state window_start window_end author agent_authored created_at updated_at subjects { ${SUBJECT} }`;
const BRIEF = `project_id scope { audience_id audience { id slug name } }
  hypotheses { id statement audience_id audience_label findings_count signal_counts { positive negative neutral } untested contested
    latest_signal latest_finding_at ongoing_experiments { id context window_start window_end subjects { id name kind creative_composition_id ad_run_id external_ref } } }
  precedent { id statement audience_id audience_label latest_signal related_hypothesis_id shared_words }
  material { text role rank } next_ad { role claim by }`;

describe("learning loop: REST, tRPC and GraphQL return the same data", () => {
  it("hypotheses, findings, experiments, subjects and the brief", async () => {
    const { token, project, base } = await learningSetup();
    const audience = await insertAudience(project.id, "Commuters");
    const ad = await insertAd(project.id, "Train platform still");
    const h = await createHypothesis(base, token, { statement: "Commuters want coffee they can carry", audience_id: audience.id });
    const other = await createHypothesis(base, token, { statement: "Coffee gift boxes sell in December" });
    const first = await createFinding(base, token, h.id, { body: "Carry-cup visuals won.", signal: "positive", subjects: [{ creative_composition_id: ad.id }, { external_ref: "meta:1" }] });
    await createFinding(base, token, h.id, { body: "Correction: tie.", signal: "neutral", supersedes_finding_id: first.id });
    await createFinding(base, token, other.id, { body: "Gift boxes flopped.", signal: "negative" });
    const experiment = (await api.post(`${base}/${h.id}/experiments`, { experiment: { context: "Round two", window_start: "2026-05-01T00:00:00Z" } }, { token })).body.experiment;
    await api.post(`${base}/${h.id}/experiments/${experiment.id}/subjects`, { subject: { external_ref: "tiktok:2" } }, { token });

    const caller = await trpcAs(token);
    const P = { project_id: project.slug };

    const hypotheses = (await api.get(base, { token })).body.hypotheses;
    expect((await caller.learning.listHypotheses(P)).hypotheses).toEqual(hypotheses);
    expect((await graphql(token, `query($p: String!) { hypotheses(projectId: $p) { nodes { ${HYPOTHESIS} } } }`, { p: project.slug })).data.hypotheses.nodes).toEqual(hypotheses);
    const one = (await api.get(`${base}/${h.id}`, { token })).body.hypothesis;
    expect((await caller.learning.getHypothesis({ ...P, hypothesis_id: h.id })).hypothesis).toEqual(one);

    const findings = (await api.get(`${base}/${h.id}/findings`, { token })).body.findings;
    expect((await caller.learning.listFindings({ ...P, hypothesis_id: h.id })).findings).toEqual(findings);
    const gqlFindings = await graphql(token, `query($p: String!, $h: String!) { findings(projectId: $p, hypothesisId: $h) { nodes { ${FINDING} } } }`, { p: project.id, h: h.id });
    expect(gqlFindings.data.findings.nodes).toEqual(findings);
    expect((await caller.learning.getFinding({ ...P, hypothesis_id: h.id, finding_id: first.id })).finding).toEqual(findings[1]);

    const experiments = (await api.get(`${base}/${h.id}/experiments`, { token })).body.experiments;
    expect(experiments).toHaveLength(2);
    expect((await caller.learning.listExperiments({ ...P, hypothesis_id: h.id })).experiments).toEqual(experiments);
    const gqlExperiments = await graphql(token, `query($p: String!, $h: String!) { experiments(projectId: $p, hypothesisId: $h) { nodes { ${EXPERIMENT} } } }`, { p: project.id, h: h.id });
    expect(gqlExperiments.data.experiments.nodes).toEqual(experiments);

    const subjects = (await api.get(`${base}/${h.id}/experiments/${first.experiment_id}/subjects`, { token })).body.subjects;
    expect((await caller.learning.listSubjects({ ...P, hypothesis_id: h.id, experiment_id: first.experiment_id! })).subjects).toEqual(subjects);
    const gqlSubjects = await graphql(token, `query($p: String!, $h: String!, $e: String!) { subjects(projectId: $p, hypothesisId: $h, experimentId: $e) { nodes { ${SUBJECT} } } }`, { p: project.id, h: h.id, e: first.experiment_id });
    expect(gqlSubjects.data.subjects.nodes).toEqual(subjects);

    // Relations: hypothesis -> findings and experiments, experiment -> subjects.
    const nested = await graphql(token, `query($p: String!, $id: String!) { hypothesis(projectId: $p, id: $id) { ${HYPOTHESIS} findings { nodes { ${FINDING} } } experiments(limit: 1) { nodes { ${EXPERIMENT} } pageInfo { endCursor hasNextPage } } } }`, { p: project.id, id: h.id });
    expect(nested.errors).toBeUndefined();
    const { findings: nestedFindings, experiments: nestedExperiments, ...nestedHypothesis } = nested.data.hypothesis;
    expect(nestedHypothesis).toEqual(one);
    expect(nestedFindings.nodes).toEqual(findings);
    // Experiments page like GET .../experiments?limit=1.
    expect(nestedExperiments.nodes).toEqual([experiments[0]]);
    expect(nestedExperiments.pageInfo.hasNextPage).toBe(true);
    const rest = (await api.get(`${base}/${h.id}/experiments?limit=1`, { token })).body;
    expect(nestedExperiments.pageInfo.endCursor).toBe(rest.next_cursor);

    for (const audienceId of [undefined, audience.id]) {
      const rest = (await api.get(`${base}/brief${audienceId ? `?audience_id=${audienceId}` : ""}`, { token })).body.brief;
      expect((await caller.learning.getBrief({ ...P, audience_id: audienceId })).brief).toEqual(rest);
      const gql = await graphql(token, `query($p: String!, $a: String) { brief(projectId: $p, audienceId: $a) { ${BRIEF} } }`, { p: project.id, a: audienceId ?? null });
      expect(gql.errors).toBeUndefined();
      expect(gql.data.brief).toEqual(rest);
    }
  });

  it("writes through every front with the same rules and the same errors", async () => {
    const { token, project, base } = await learningSetup();
    const caller = await trpcAs(token);
    const viaGql = await graphql(token, `mutation($p: String!, $h: CreateHypothesisInput!) { createHypothesis(projectId: $p, hypothesis: $h) { ${HYPOTHESIS} } }`, {
      p: project.id,
      h: { statement: "Made with GraphQL" },
    });
    const h = viaGql.data.createHypothesis;
    expect(h).toEqual((await api.get(`${base}/${h.id}`, { token })).body.hypothesis);

    const finding = await graphql(token, `mutation($p: String!, $h: String!, $f: CreateFindingInput!) { createFinding(projectId: $p, hypothesisId: $h, finding: $f) { finding { ${FINDING} } experiment { id subjects { external_ref } } } }`, {
      p: project.id,
      h: h.id,
      f: { body: "From GraphQL", signal: "positive", subjects: [{ external_ref: "x" }], window_end: "2099-01-01T00:00:00Z" },
    });
    // REST's answer: the finding beside the experiment its subjects opened.
    const { finding: created, experiment } = finding.data.createFinding;
    expect(created).toEqual((await api.get(`${base}/${h.id}/findings/${created.id}`, { token })).body.finding);
    expect(experiment).toEqual({ id: created.experiment_id, subjects: [{ external_ref: "x" }] });
    const { finding: patched } = await caller.learning.updateFinding({ project_id: project.id, hypothesis_id: h.id, finding_id: created.id, signal: "negative" });
    expect(patched.signal).toBe("negative");

    // The same validation, with the same details, on every front.
    const bad = { body: "", signal: "great", experiment_id: "00000000-0000-4000-8000-000000000000", subjects: [{ external_ref: "x" }] };
    const restError = (await api.post(`${base}/${h.id}/findings`, { finding: bad }, { token })).body.error;
    expect(restError.code).toBe("validation_failed");
    const trpcError = await caller.learning.createFinding({ project_id: project.id, hypothesis_id: h.id, ...(bad as object) } as never).catch((e) => e);
    expect(trpcError.cause.toBody().error).toEqual({ ...restError, request_id: undefined }); // request_id names the HTTP request
    const gqlError = await graphql(token, `mutation($p: String!, $h: String!, $f: CreateFindingInput!) { createFinding(projectId: $p, hypothesisId: $h, finding: $f) { finding { id } } }`, { p: project.id, h: h.id, f: bad });
    expect(gqlError.errors?.[0].extensions).toMatchObject({ code: "validation_failed", details: restError.details });

    // 409 on every front.
    const restConflict = await api.delete(`${base}/${h.id}`, { token });
    expect(restConflict.status).toBe(409);
    const trpcConflict = await caller.learning.deleteHypothesis({ project_id: project.id, hypothesis_id: h.id }).catch((e) => e);
    expect(trpcConflict.cause.toBody().error).toEqual({ ...restConflict.body.error, request_id: undefined });
    const gqlConflict = await graphql(token, `mutation($p: String!, $id: String!) { deleteHypothesis(projectId: $p, id: $id) }`, { p: project.id, id: h.id });
    expect(gqlConflict.errors?.[0].extensions).toMatchObject({ code: "hypothesis_has_findings", status: 409 });

    // Another account sees nothing through GraphQL either.
    const other = await learningSetup();
    const hidden = await graphql(other.token, `query($p: String!, $id: String!) { hypothesis(projectId: $p, id: $id) { id } }`, { p: project.id, id: h.id });
    expect(hidden.errors?.[0].extensions).toMatchObject({ code: "not_found", status: 404 });
  });
});
