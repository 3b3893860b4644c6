import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createRun, lifecycle, setup } from "../helpers/ad-runs";

describe("ad runs", () => {
  it("creates, reads, lists, updates and deletes runs of an ad", async () => {
    const { token, project, ad, base, userId } = await setup();
    const created = await api.post(
      `${base}/ad_runs`,
      {
        ad_run: {
          platform: "meta",
          objective: "conversions",
          external_account_id: "act_1",
          external_campaign_id: "c1",
          external_ad_group_id: "as1",
          external_ad_id: "a1",
          external_url: "https://facebook.com/ads/a1",
          metadata: { placement: "feed" },
        },
      },
      { token },
    );
    expect(created.status).toBe(201);
    const run = created.body.ad_run;
    expect(run).toMatchObject({
      creative_composition_id: ad.id,
      project_id: project.id,
      user_id: userId,
      platform: "meta",
      channel: "paid_social",
      objective: "conversions",
      source: "api",
      current_status: "draft",
      first_live_at: null,
      last_live_at: null,
      ended_at: null,
      last_observed_at: null,
      external_ad_id: "a1",
      external_url: "https://facebook.com/ads/a1",
      metadata: { placement: "feed" },
      observations_count: 0,
      metrics_summary: { spend: null, currency: null, impressions: 0, clicks: 0, ctr: null },
      health: { trend: "insufficient_data", statistically_significant: false, z_score: null },
      delivery: { status: "no_data", availability: { available: false } },
      rank: { metric: "ctr", position: null },
    });

    // The ad slug works like its id.
    const bySlug = await api.get(`/api/v1/projects/${project.slug}/ads/${ad.slug}/ad_runs/${run.id}`, { token });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.ad_run).toEqual(run);

    const second = await createRun(token, base, { platform: "tiktok" });
    const list = await api.get(`${base}/ad_runs`, { token });
    expect(list.body.ad_runs.map((r: { id: string }) => r.id)).toEqual([second.id, run.id]);
    expect(list.body.next_cursor).toBeNull();
    const page = await api.get(`${base}/ad_runs?limit=1`, { token });
    expect(page.body.ad_runs).toHaveLength(1);
    const rest = await api.get(`${base}/ad_runs?limit=1&cursor=${page.body.next_cursor}`, { token });
    expect(rest.body.ad_runs[0].id).toBe(run.id);

    const patched = await api.patch(`${base}/ad_runs/${run.id}`, { ad_run: { objective: "traffic", external_url: "" } }, { token });
    expect(patched.status).toBe(200);
    expect(patched.body.ad_run).toMatchObject({ objective: "traffic", external_url: "", platform: "meta", current_status: "draft" });

    // Project-wide list with filters.
    const projectRuns = `/api/v1/projects/${project.slug}/ad_runs`;
    expect((await api.get(projectRuns, { token })).body.ad_runs.map((r: { id: string }) => r.id)).toEqual([second.id, run.id]);
    expect((await api.get(`${projectRuns}?platform=tiktok`, { token })).body.ad_runs.map((r: { id: string }) => r.id)).toEqual([second.id]);
    expect((await api.get(`${projectRuns}?external_ad_id=a1&status=draft`, { token })).body.ad_runs.map((r: { id: string }) => r.id)).toEqual([run.id]);
    expect((await api.get(`${projectRuns}?status=live`, { token })).body.ad_runs).toEqual([]);
    expect((await api.get(`${projectRuns}?status=bogus`, { token })).body.error.details).toEqual([expect.stringMatching(/^status: /)]);

    const deleted = await api.delete(`${base}/ad_runs/${run.id}`, { token });
    expect(deleted.status).toBe(204);
    expect((await api.get(`${base}/ad_runs/${run.id}`, { token })).status).toBe(404);
  });

  it("rejects bad run input with one detail per problem", async () => {
    const { token, base } = await setup();
    const res = await api.post(`${base}/ad_runs`, { ad_run: { platform: "Meta Ads", external_url: "ftp://x", metadata: [] } }, { token });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ad_run\.platform: /),
        expect.stringMatching(/^ad_run\.external_url: /),
        expect.stringMatching(/^ad_run\.metadata: /),
      ]),
    );
    expect((await api.post(`${base}/ad_runs`, { ad_run: {} }, { token })).body.error.details).toEqual([
      expect.stringMatching(/^ad_run\.platform: /),
    ]);
    expect((await api.post(`${base}/ad_runs`, "{oops", { token })).status).toBe(400);
    expect((await api.post(`${base}/ad_runs`, { ad_run: { platform: "meta/ads" } }, { token })).status).toBe(422);
    expect((await api.get(`${base}/ad_runs/not-a-uuid`, { token })).status).toBe(404);
  });

  it("takes platform names as people type them: case and surrounding spaces do not matter", async () => {
    const { token, project, base } = await setup();
    const created = await api.post(`${base}/ad_runs`, { ad_run: { platform: " Meta " } }, { token });
    expect(created.status).toBe(201);
    expect(created.body.ad_run.platform).toBe("meta");
    const patched = await api.patch(`${base}/ad_runs/${created.body.ad_run.id}`, { ad_run: { platform: "TikTok" } }, { token });
    expect(patched.body.ad_run.platform).toBe("tiktok");
    const listed = await api.get(`/api/v1/projects/${project.id}/ad_runs?platform=TIKTOK`, { token });
    expect(listed.body.ad_runs.map((r: { id: string }) => r.id)).toEqual([created.body.ad_run.id]);
  });
});

describe("isolation between accounts", () => {
  it("answers 404 for another account's ads, runs, observations and identifiers", async () => {
    const alice = await setup();
    const bob = await setup();
    const run = await createRun(alice.token, alice.base);
    const obs = `${alice.base}/ad_runs/${run.id}/observations`;
    const created = await api.post(obs, lifecycle("launched", "2026-01-01T00:00:00Z"), { token: alice.token });
    const t = { token: bob.token };
    expect((await api.get(`${alice.base}/ad_runs`, t)).status).toBe(404);
    expect((await api.get(`/api/v1/projects/${alice.project.id}/ad_runs`, t)).status).toBe(404);
    expect((await api.post(`${alice.base}/ad_runs`, { ad_run: { platform: "meta" } }, t)).status).toBe(404);
    expect((await api.get(`${alice.base}/ad_runs/${run.id}`, t)).status).toBe(404);
    expect((await api.patch(`${alice.base}/ad_runs/${run.id}`, { ad_run: { objective: "x" } }, t)).status).toBe(404);
    expect((await api.delete(`${alice.base}/ad_runs/${run.id}`, t)).status).toBe(404);
    expect((await api.get(obs, t)).status).toBe(404);
    expect((await api.post(obs, lifecycle("ended", "2026-01-02T00:00:00Z"), t)).status).toBe(404);
    expect((await api.get(`${obs}/${created.body.observation.id}`, t)).status).toBe(404);
    expect((await api.get(`${alice.base}/distribution`, t)).status).toBe(404);
    expect((await api.get(`${alice.base}/external_identifiers`, t)).status).toBe(404);
    // Bob's own ad with Alice's run id in the path is not a way in either.
    expect((await api.get(`${bob.base}/ad_runs/${run.id}`, t)).status).toBe(404);
    const res = await api.get(`${alice.base}/ad_runs/${run.id}`, t);
    expect(res.body.error.code).toBe("not_found");
    // Nothing changed for Alice.
    const mine = (await api.get(`${alice.base}/ad_runs/${run.id}`, { token: alice.token })).body.ad_run;
    expect(mine).toMatchObject({ current_status: "live", observations_count: 1 });
  });

  it("requires a bearer token", async () => {
    const { base } = await setup();
    expect((await api.get(`${base}/ad_runs`)).status).toBe(401);
  });
});
