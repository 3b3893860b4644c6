import { describe, expect, it } from "vitest";
import { api, call } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { insertAd } from "../helpers/ad-factory";

const put = (path: string, json: unknown, token: string) => call("PUT", path, json, { token });

describe("external identifiers", () => {
  it("sets, reads, merges and removes identifiers of a project through PATCH and dedicated endpoints", async () => {
    const { token } = await createAccount();
    const project = await createProject(token, { external_identifiers: { meta_campaign_id: "111" } });
    const base = `/api/v1/projects/${project.slug}/external_identifiers`;
    expect((await api.get(base, { token })).body).toEqual({ external_identifiers: { meta_campaign_id: "111" } });

    // The project PATCH replaces the whole set.
    const patched = await api.patch(`/api/v1/projects/${project.id}`, { project: { external_identifiers: { google_ads_campaign_id: "g-1" } } }, { token });
    expect(patched.body.project.external_identifiers).toEqual({ google_ads_campaign_id: "g-1" });

    // PUT on the collection replaces, PATCH merges (null removes).
    expect((await put(base, { external_identifiers: { a_key: "1", b_key: "2" } }, token)).body.external_identifiers).toEqual({ a_key: "1", b_key: "2" });
    const merged = await api.patch(base, { external_identifiers: { a_key: null, c_key: "3", b_key: "22" } }, { token });
    expect(merged.body.external_identifiers).toEqual({ b_key: "22", c_key: "3" });

    // One key at a time.
    const set = await put(`${base}/meta_campaign_id`, { external_identifier: { value: "999" } }, token);
    expect(set.status).toBe(200);
    expect(set.body.external_identifier).toEqual({ key: "meta_campaign_id", value: "999" });
    expect((await api.get(`${base}/meta_campaign_id`, { token })).body.external_identifier).toEqual({ key: "meta_campaign_id", value: "999" });
    expect((await api.delete(`${base}/meta_campaign_id`, { token })).status).toBe(204);
    expect((await api.get(`${base}/meta_campaign_id`, { token })).status).toBe(404);
    expect((await api.delete(`${base}/meta_campaign_id`, { token })).status).toBe(404);
    expect((await api.get(`/api/v1/projects/${project.id}`, { token })).body.project.external_identifiers).toEqual({ b_key: "22", c_key: "3" });
  });

  it("validates keys and values everywhere with the same rules", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const base = `/api/v1/projects/${project.id}/external_identifiers`;
    const create = await api.post(
      "/api/v1/projects",
      { project: { name: "X", description: project.description, external_identifiers: { "Meta Campaign": "1", ok_key: "", "9lives": "x" } } },
      { token },
    );
    expect(create.status).toBe(422);
    expect(create.body.error.details).toEqual(
      expect.arrayContaining([
        "project.external_identifiers.ok_key: must be a non-empty string",
        expect.stringMatching(/^project\.external_identifiers\.Meta Campaign: key must start with a lowercase letter/),
        expect.stringMatching(/^project\.external_identifiers\.9lives: key must start/),
      ]),
    );
    const long = "k".repeat(65);
    expect((await api.patch(`/api/v1/projects/${project.id}`, { project: { external_identifiers: { [long]: "1" } } }, { token })).body.error.details).toEqual([
      `project.external_identifiers.${long}: key must be at most 64 characters`,
    ]);
    expect((await api.patch(`/api/v1/projects/${project.id}`, { project: { external_identifiers: { a: 5 } } }, { token })).status).toBe(422);
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, "v"]));
    expect((await put(base, { external_identifiers: tooMany }, token)).body.error.details).toEqual(["external_identifiers: must have at most 50 keys"]);
    expect((await put(`${base}/Bad%20Key`, { external_identifier: { value: "1" } }, token)).body.error.details).toEqual([
      "key: must start with a lowercase letter and contain only a-z, 0-9, _ . : -",
    ]);
    expect((await put(`${base}/good`, { external_identifier: { value: "   " } }, token)).body.error.details).toEqual([
      "external_identifier.value: must be a non-empty string",
    ]);
    expect((await api.patch(base, { external_identifiers: { "Bad!": "1" } }, { token })).status).toBe(422);
  });

  it("manages identifiers of ads and finds projects, ads and runs by an identifier, within the account only", async () => {
    const alice = await createAccount();
    const bob = await createAccount();
    const project = await createProject(alice.token, { external_identifiers: { meta_campaign_id: "c-42" } });
    const ad = await insertAd(alice.userId, project.id);
    const other = await insertAd(alice.userId, project.id);
    const adBase = `/api/v1/projects/${project.id}/ads/${ad.slug}/external_identifiers`;
    expect((await put(adBase, { external_identifiers: { meta_ad_id: "X-1", meta_campaign_id: "c-42" } }, alice.token)).status).toBe(200);
    expect((await put(`/api/v1/projects/${project.id}/ads/${other.id}/external_identifiers/meta_ad_id`, { external_identifier: { value: "X-2" } }, alice.token)).status).toBe(200);
    const run = await api.post(`/api/v1/projects/${project.id}/ads/${ad.id}/ad_runs`, { ad_run: { platform: "meta", external_ad_id: "X-1" } }, { token: alice.token });

    // Bob declares the same value on his own project: never part of Alice's answers.
    const bobProject = await createProject(bob.token);
    const bobAd = await insertAd(bob.userId, bobProject.id);
    await put(`/api/v1/projects/${bobProject.id}/ads/${bobAd.id}/external_identifiers/meta_ad_id`, { external_identifier: { value: "X-1" } }, bob.token);

    const found = await api.get("/api/v1/external_identifiers/lookup?key=meta_ad_id&value=X-1", { token: alice.token });
    expect(found.status).toBe(200);
    expect(found.body.matches).toEqual([{ type: "ad", project_id: project.id, ad_id: ad.id, ad_run_id: null, key: "meta_ad_id", value: "X-1" }]);
    const campaign = await api.get("/api/v1/external_identifiers/lookup?key=meta_campaign_id&value=c-42", { token: alice.token });
    expect(campaign.body.matches.map((m: { type: string }) => m.type).sort()).toEqual(["ad", "project"]);
    const byRun = await api.get("/api/v1/external_identifiers/lookup?key=external_ad_id&value=X-1", { token: alice.token });
    expect(byRun.body.matches).toEqual([{ type: "ad_run", project_id: project.id, ad_id: ad.id, ad_run_id: run.body.ad_run.id, key: "external_ad_id", value: "X-1" }]);
    expect((await api.get("/api/v1/external_identifiers/lookup?key=meta_ad_id&value=nope", { token: alice.token })).body.matches).toEqual([]);
    expect((await api.get("/api/v1/external_identifiers/lookup?key=meta_ad_id", { token: alice.token })).body.error.details).toEqual(["value: is required"]);

    const bobFound = await api.get("/api/v1/external_identifiers/lookup?key=meta_ad_id&value=X-1", { token: bob.token });
    expect(bobFound.body.matches).toEqual([expect.objectContaining({ ad_id: bobAd.id })]);
    // Bob cannot read or write Alice's ad identifiers.
    expect((await api.get(adBase, { token: bob.token })).status).toBe(404);
    expect((await put(`${adBase}/meta_ad_id`, { external_identifier: { value: "hijack" } }, bob.token)).status).toBe(404);
    expect((await api.delete(`${adBase}/meta_ad_id`, { token: bob.token })).status).toBe(404);
    expect((await api.get(adBase, { token: alice.token })).body.external_identifiers).toEqual({ meta_ad_id: "X-1", meta_campaign_id: "c-42" });
  });
});
