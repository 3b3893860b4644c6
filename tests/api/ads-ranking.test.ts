import { describe, expect, it } from "vitest";
import { insertAd } from "../helpers/ad-factory";
import { createRun } from "../helpers/ad-runs";
import { createAccount, createProject } from "../helpers/factories";
import { trpcAs } from "../helpers/fronts";
import { api } from "../helpers/http";

/** An ad with one run that reported one day of metrics (or none: a run without data yet). */
async function distributedAd(token: string, userId: string, projectId: string, name: string, metrics?: { spend: string; impressions: number; clicks: number; conversions: number }) {
  const ad = await insertAd(userId, projectId, { name });
  const base = `/api/v1/projects/${projectId}/ads/${ad.id}`;
  const run = await createRun(token, base);
  if (metrics) {
    const res = await api.post(`${base}/ad_runs/${run.id}/observations`, { observation: { kind: "metrics", window_start: "2026-04-01", currency: "USD", ...metrics } }, { token });
    expect(res.status).toBe(201);
  }
  return ad;
}

async function rankedProject() {
  const account = await createAccount();
  const project = await createProject(account.token);
  // Created oldest first: the best CTR is the oldest ad, so recency cannot explain the order.
  await distributedAd(account.token, account.userId, project.id, "Best CTR", { spend: "40.00", impressions: 1000, clicks: 50, conversions: 4 });
  await distributedAd(account.token, account.userId, project.id, "Cheapest conversions", { spend: "20.00", impressions: 1000, clicks: 20, conversions: 5 });
  await distributedAd(account.token, account.userId, project.id, "No data yet");
  await insertAd(account.userId, project.id, { name: "Never distributed" });
  const other = await createProject(account.token, { name: "Other project" });
  await distributedAd(account.token, account.userId, other.id, "Other project's ad", { spend: "1.00", impressions: 100, clicks: 90, conversions: 9 });
  return { trpc: await trpcAs(account.token), project };
}

const names = (page: { ads: { name: string }[] }) => page.ads.map((ad) => ad.name);

describe("ads ranked by performance (the performance page's data)", () => {
  it("ranks the project's distributed ads on the server, best first by the chosen metric, with the page's counts", async () => {
    const { trpc, project } = await rankedProject();
    const byCtr = await trpc.ads.ranked({ projectId: project.id });
    expect(byCtr).toMatchObject({ metric: "ctr", total_count: 4, distributed_count: 3, next_cursor: null });
    expect(names(byCtr)).toEqual(["Best CTR", "Cheapest conversions", "No data yet"]);
    expect(byCtr.ads[0].distribution.metrics_summary).toMatchObject({ ctr: "0.050000", impressions: 1000 });

    const byCpa = await trpc.ads.ranked({ projectId: project.id, metric: "cpa" });
    expect(names(byCpa)).toEqual(["Cheapest conversions", "Best CTR", "No data yet"]);
  });

  it("pages through the whole ranking, so a later page continues where the first stopped", async () => {
    const { trpc, project } = await rankedProject();
    const first = await trpc.ads.ranked({ projectId: project.id, limit: 1 });
    const second = await trpc.ads.ranked({ projectId: project.id, limit: 1, cursor: first.next_cursor! });
    const third = await trpc.ads.ranked({ projectId: project.id, limit: 1, cursor: second.next_cursor! });
    expect([...names(first), ...names(second), ...names(third)]).toEqual(["Best CTR", "Cheapest conversions", "No data yet"]);
    expect(third.next_cursor).toBeNull();
    expect(first.distributed_count).toBe(3);
  });

  it("counts ads that need attention only when the project monitors ad health", async () => {
    const account = await createAccount();
    const project = await createProject(account.token, { ad_health_monitored: true, target_cpa: "5.00", target_cpa_currency: "USD" });
    // $40 for 4 conversions: a $10 CPA against a $5 target.
    await distributedAd(account.token, account.userId, project.id, "Over target", { spend: "40.00", impressions: 1000, clicks: 50, conversions: 4 });
    const trpc = await trpcAs(account.token);
    expect((await trpc.ads.ranked({ projectId: project.id })).attention_count).toBe(1);
    const off = await api.patch(`/api/v1/projects/${project.id}`, { project: { ad_health_monitored: false } }, { token: account.token });
    expect(off.status).toBe(200);
    const ranked = await trpc.ads.ranked({ projectId: project.id });
    expect(ranked.attention_count).toBe(0);
    expect(ranked.ads[0].distribution.health_alert).toMatchObject({ monitored: false, flagged: false, cpa_above_target: true });
  });

  it("refuses a metric it cannot rank by and a cursor it did not issue", async () => {
    const { trpc, project } = await rankedProject();
    await expect(trpc.ads.ranked({ projectId: project.id, metric: "likes" })).rejects.toThrow(/metric/);
    await expect(trpc.ads.ranked({ projectId: project.id, cursor: "bm90LWEtY3Vyc29y" })).rejects.toThrow(/cursor: is not a cursor this API issued/);
  });
});
