import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { graphql, selectionOf, trpcAs } from "../helpers/fronts";
import { createAccount, createProject } from "../helpers/factories";
import { insertAd } from "../helpers/ad-factory";

const RUN_FIELDS = selectionOf("AdRun");
const OBSERVATION_FIELDS = selectionOf("Observation");

describe("distribution: REST, tRPC and GraphQL agree", () => {
  it("runs, observations, distribution and identifiers", async () => {
    const { token, userId } = await createAccount();
    const project = await createProject(token);
    const ad = await insertAd(userId, project.id);
    const base = `/api/v1/projects/${project.id}/ads/${ad.id}`;
    const caller = await trpcAs(token);

    const { ad_run: viaTrpc } = await caller.distribution.createAdRun({ project_id: project.id, ad_id: ad.id, platform: "meta", external_ad_group_id: "g" });
    const viaGql = await graphql(token, `mutation($p: String!, $a: String!, $r: CreateAdRunInput!) { createAdRun(projectId: $p, adId: $a, adRun: $r) { ${RUN_FIELDS} } }`, {
      p: project.slug,
      a: ad.slug,
      r: { platform: "tiktok" },
    });
    expect(viaGql.errors).toBeUndefined();
    const run = viaTrpc;
    const obs = await caller.distribution.recordObservation({
      project_id: project.id,
      ad_id: ad.id,
      run_id: run.id,
      kind: "metrics", window_start: "2026-01-01", spend: "1.50", currency: "EUR", impressions: 100, clicks: 3,
    });
    expect(obs.observation).toMatchObject({ kind: "metrics", impressions: 100 });
    const gqlObs = await graphql(
      token,
      `mutation($p: String!, $a: String!, $r: String!, $o: ObservationInput!) { recordObservation(projectId: $p, adId: $a, runId: $r, observation: $o) { ${OBSERVATION_FIELDS} } }`,
      { p: project.id, a: ad.id, r: run.id, o: { kind: "lifecycle", event: "launched", occurred_at: "2026-01-01T00:00:00Z" } },
    );
    expect(gqlObs.errors).toBeUndefined();

    const rest = (await api.get(`${base}/ad_runs`, { token })).body.ad_runs;
    expect((await caller.distribution.listAdRuns({ project_id: project.id, ad_id: ad.id })).ad_runs).toEqual(rest);
    const gqlRuns = await graphql(token, `query($p: String!, $a: String!) { adRuns(projectId: $p, adId: $a) { nodes { ${RUN_FIELDS} } } }`, { p: project.id, a: ad.id });
    expect(gqlRuns.data.adRuns.nodes).toEqual(rest);
    expect(rest.find((r: { id: string }) => r.id === viaGql.data.createAdRun.id)).toEqual(viaGql.data.createAdRun);
    const gqlOne = await graphql(token, `query($p: String!, $a: String!, $id: String!) { adRun(projectId: $p, adId: $a, id: $id) { ${RUN_FIELDS} } }`, {
      p: project.id,
      a: ad.id,
      id: run.id,
    });
    expect(gqlOne.data.adRun).toEqual((await api.get(`${base}/ad_runs/${run.id}`, { token })).body.ad_run);

    const restObs = (await api.get(`${base}/ad_runs/${run.id}/observations`, { token })).body.observations;
    expect(restObs.map((o: { id: string }) => o.id)).toEqual([gqlObs.data.recordObservation.id, obs.observation.id]);
    expect((await caller.distribution.listObservations({ project_id: project.id, ad_id: ad.id, run_id: run.id })).observations).toEqual(restObs);
    const gqlList = await graphql(
      token,
      `query($p: String!, $a: String!, $r: String!) { observations(projectId: $p, adId: $a, runId: $r) { nodes { ${OBSERVATION_FIELDS} } } }`,
      { p: project.id, a: ad.id, r: run.id },
    );
    expect(gqlList.data.observations.nodes).toEqual(restObs);

    const restDistribution = (await api.get(`${base}/distribution`, { token })).body.distribution;
    expect((await caller.distribution.getAdDistribution({ project_id: project.id, ad_id: ad.id })).distribution).toEqual(restDistribution);
    const gqlDistribution = await graphql(token, `query($p: String!, $a: String!) { adDistribution(projectId: $p, adId: $a) { ${selectionOf("AdDistribution")} } }`, { p: project.id, a: ad.id });
    expect(gqlDistribution.data.adDistribution).toEqual(restDistribution);
    expect(restDistribution).toMatchObject({ current_status: "live", total_runs_count: 2, platforms: ["meta", "tiktok"], metrics_summary: { spend: "1.50", currency: "EUR" } });

    // A batch of observations answers the run's new health, whose reason says why in words (issue 29).
    const gqlBatch = await graphql(
      token,
      `mutation($p: String!, $a: String!, $r: String!, $b: RecordObservationsInput!) { recordObservations(projectId: $p, adId: $a, runId: $r, input: $b) { created_count health { trend reason } } }`,
      { p: project.id, a: ad.id, r: run.id, b: { observations: [{ kind: "metrics", window_start: "2026-01-02", spend: "0.50", currency: "EUR", impressions: 50, clicks: 1 }] } },
    );
    expect(gqlBatch.errors).toBeUndefined();
    const { trend, reason } = (await api.get(`${base}/ad_runs/${run.id}`, { token })).body.ad_run.health;
    expect(gqlBatch.data.recordObservations).toEqual({ created_count: 1, health: { trend, reason } });
    expect(reason).toEqual(expect.any(String));

    // Identifiers and lookup.
    await caller.distribution.setAdExternalIdentifier({ project_id: project.id, ad_id: ad.id, key: "meta_ad_id", value: "M1" });
    const gqlSet = await graphql(token, `mutation($p: String!) { setExternalIdentifier(projectId: $p, key: "meta_campaign_id", externalIdentifier: { value: "C1" }) { key value } }`, { p: project.id });
    expect(gqlSet.data.setExternalIdentifier).toEqual({ key: "meta_campaign_id", value: "C1" });
    const restIds = (await api.get(`${base}/external_identifiers`, { token })).body.external_identifiers;
    expect(restIds).toEqual({ meta_ad_id: "M1" });
    const gqlIds = await graphql(token, `query($p: String!, $a: String) { externalIdentifiers(projectId: $p, adId: $a) }`, { p: project.id, a: ad.id });
    expect(gqlIds.data.externalIdentifiers).toEqual(restIds);
    const restLookup = (await api.get(`/api/v1/external_identifiers/lookup?key=meta_ad_id&value=M1`, { token })).body.matches;
    expect((await caller.distribution.lookupExternalIdentifiers({ key: "meta_ad_id", value: "M1" })).matches).toEqual(restLookup);
    const gqlLookup = await graphql(token, `{ externalIdentifierLookup(key: "meta_ad_id", value: "M1") { matches { type project_id ad_id ad_run_id key value } } }`);
    expect(gqlLookup.data.externalIdentifierLookup.matches).toEqual(restLookup);

    // The same validation details on every front.
    const bad = { platform: "Not Valid" };
    const restError = (await api.post(`${base}/ad_runs`, { ad_run: bad }, { token })).body.error;
    const trpcError = await caller.distribution.createAdRun({ project_id: project.id, ad_id: ad.id, ...bad }).catch((e) => e);
    expect(trpcError.cause.toBody().error).toEqual({ ...restError, request_id: undefined }); // request_id names the HTTP request
    const gqlError = await graphql(token, `mutation($p: String!, $a: String!, $r: CreateAdRunInput!) { createAdRun(projectId: $p, adId: $a, adRun: $r) { id } }`, {
      p: project.id,
      a: ad.id,
      r: bad,
    });
    expect(gqlError.errors?.[0].extensions).toMatchObject({ code: "validation_failed", details: restError.details });

    // Another account sees nothing.
    const other = await createAccount();
    const hidden = await graphql(other.token, `query($p: String!, $a: String!) { adRuns(projectId: $p, adId: $a) { nodes { id } } }`, { p: project.id, a: ad.id });
    expect(hidden.errors?.[0].extensions).toMatchObject({ code: "not_found", status: 404 });
  });

  it("the ad's own JSON embeds the same distribution and ad_runs", async () => {
    const { token, userId } = await createAccount();
    const project = await createProject(token);
    const ad = await insertAd(userId, project.id);
    const base = `/api/v1/projects/${project.id}/ads/${ad.id}`;
    const run = (await api.post(`${base}/ad_runs`, { ad_run: { platform: "meta" } }, { token })).body.ad_run;
    await api.post(`${base}/ad_runs/${run.id}/observations`, { observation: { kind: "lifecycle", event: "launched", occurred_at: "2026-01-01T00:00:00Z" } }, { token });
    const adJson = await api.get(base, { token });
    expect(adJson.status).toBe(200);
    // The ad's answer leaves out the blocks that say nothing yet (issue 29); GET .../distribution has them all.
    expect((await api.get(`${base}/distribution`, { token })).body.distribution).toMatchObject(adJson.body.ad.distribution);
    expect(adJson.body.ad.ad_runs).toEqual((await api.get(`${base}/ad_runs`, { token })).body.ad_runs);
    expect(adJson.body.ad.distribution).toMatchObject({ current_status: "live", total_runs_count: 1, active_runs_count: 1 });
  });
});
