import { describe, expect, it } from "vitest";
import { itOnce } from "../helpers/engines";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { insertAd } from "../helpers/ad-factory";
import { distributionForAds, distributionForAdsIn } from "@/server/distribution/ad-summary";
import { db } from "@/server/db/client";
import { twoProportionZTest } from "@/server/distribution/health";
import { money } from "@/server/money";
import { Prisma } from "@/server/db/generated/client";

type Ctx = { token: string; userId: string; project: { id: string } };

async function newAd(ctx: Ctx) {
  const ad = await insertAd(ctx.userId, ctx.project.id);
  return { ad, base: `/api/v1/projects/${ctx.project.id}/ads/${ad.id}` };
}

async function newRun(ctx: Ctx, base: string, fields: Record<string, unknown> = {}) {
  const res = await api.post(`${base}/ad_runs`, { ad_run: { platform: "meta", ...fields } }, { token: ctx.token });
  expect(res.status).toBe(201);
  return res.body.ad_run as { id: string; [k: string]: any };
}

async function metrics(ctx: Ctx, base: string, runId: string, observation: Record<string, unknown>) {
  const res = await api.post(`${base}/ad_runs/${runId}/observations`, { observation: { kind: "metrics", ...observation } }, { token: ctx.token });
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.observation;
}

const day = (start: string, offset: number) => new Date(Date.parse(`${start}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** 7 previous days then 7 recent days, each day with `impressions` and the given clicks per period. */
async function twoWeeks(ctx: Ctx, base: string, runId: string, p: { impressions: number; previousClicks: number; recentClicks: number; spend?: string; conversions?: string; currency?: string }) {
  for (let i = 0; i < 14; i++) {
    const recent = i >= 7;
    await metrics(ctx, base, runId, {
      window_start: day("2026-06-01", i),
      impressions: p.impressions,
      clicks: recent ? p.recentClicks : p.previousClicks,
      ...(p.spend ? { spend: p.spend, currency: p.currency ?? "USD" } : {}),
      ...(p.conversions ? { conversions: p.conversions } : {}),
    });
  }
}

describe("two-proportion z-test", () => {
  itOnce("matches hand-computed values", () => {
    // p1 = 150/10000, p2 = 200/10000, pooled p = 350/20000 = 0.0175,
    // se = sqrt(0.0175 * 0.9825 * (1/10000 + 1/10000)) = 0.00185440, z = -0.005 / 0.00185440 = -2.6963
    expect(twoProportionZTest({ impressions: 10_000, clicks: 150 }, { impressions: 10_000, clicks: 200 })).toEqual({
      z_score: -2.6963,
      statistically_significant: true,
      change_pct: -25,
    });
    // 130/7000 vs 140/7000: pooled 0.0192857, se = 0.0023268, z = -0.6145: not significant at 95%
    expect(twoProportionZTest({ impressions: 7000, clicks: 130 }, { impressions: 7000, clicks: 140 })).toEqual({
      z_score: -0.6145,
      statistically_significant: false,
      change_pct: -7.14,
    });
    // |z| = 1.6133 < 1.96 even with +20%
    expect(twoProportionZTest({ impressions: 7000, clicks: 168 }, { impressions: 7000, clicks: 140 })).toMatchObject({ z_score: 1.6133, statistically_significant: false, change_pct: 20 });
    expect(twoProportionZTest({ impressions: 0, clicks: 0 }, { impressions: 100, clicks: 1 })).toEqual({ z_score: null, statistically_significant: false, change_pct: null });
    expect(twoProportionZTest({ impressions: 100, clicks: 0 }, { impressions: 100, clicks: 0 })).toEqual({ z_score: null, statistically_significant: false, change_pct: null });
  });
});

describe("roll-ups", () => {
  it("adds money as decimals: 0.1 + 0.2 is 0.30 and 3 x 0.1 is 0.30, never 0.30000000000000004", async () => {
    const ctx = await createAccount().then(async (a) => ({ ...a, project: await createProject(a.token) }));
    const { base } = await newAd(ctx);
    const run = await newRun(ctx, base);
    await metrics(ctx, base, run.id, { window_start: "2026-02-01", spend: 0.1, currency: "USD", impressions: 1000, clicks: 1 });
    await metrics(ctx, base, run.id, { window_start: "2026-02-02", spend: "0.2", currency: "USD", impressions: 2000, clicks: 2 });
    let json = (await api.get(`${base}/ad_runs/${run.id}`, { token: ctx.token })).body.ad_run;
    expect(json.metrics_summary).toEqual({
      spend: "0.30",
      currency: "USD",
      impressions: 3000,
      clicks: 3,
      ctr: "0.001000",
      cpc: "0.10",
      cpm: "0.10",
      conversions: 0,
      cpa: null,
      revenue: null,
      roas: null,
    });
    expect(json.cost).toEqual({ cpc: "0.10", cpm: "0.10", currency: "USD" });

    const other = await newRun(ctx, base);
    for (const d of ["2026-02-01", "2026-02-02", "2026-02-03"]) {
      await metrics(ctx, base, other.id, { window_start: d, spend: "0.1", currency: "USD", clicks: 0, impressions: 3, conversions: "0.1", revenue: "0.1" });
    }
    json = (await api.get(`${base}/ad_runs/${other.id}`, { token: ctx.token })).body.ad_run;
    expect(json.metrics_summary).toMatchObject({ spend: "0.30", revenue: "0.30", roas: "1.0000", conversions: 0.3, cpa: "1.00", cpc: null, cpm: "33.3333" });

    // The ad's summary: 0.30 + 0.30 = 0.60, conversions 0.3, cpa 0.60 / 0.3 = 2.00, roas 0.30 / 0.60 = 0.5
    const distribution = (await api.get(`${base}/distribution`, { token: ctx.token })).body.distribution;
    expect(distribution.metrics_summary).toMatchObject({
      spend: "0.60",
      currency: "USD",
      impressions: 3009,
      clicks: 3,
      conversions: 0.3,
      cpa: "2.00",
      revenue: "0.30",
      roas: "0.5000",
      mixed_currencies: false,
    });
    expect(money(new Prisma.Decimal("1.23456"))).toBe("1.2346");
    expect(money(new Prisma.Decimal("5"))).toBe("5.00");
    expect(money(new Prisma.Decimal("5.1230"))).toBe("5.123");
  });

  it("refuses a second currency on one run and keeps currencies apart across an ad's runs", async () => {
    const ctx = await createAccount().then(async (a) => ({ ...a, project: await createProject(a.token) }));
    const { base } = await newAd(ctx);
    const usd = await newRun(ctx, base, { platform: "meta" });
    const eur = await newRun(ctx, base, { platform: "google_ads" });
    await metrics(ctx, base, usd.id, { window_start: "2026-02-01", spend: "10.00", currency: "USD", impressions: 1000, clicks: 10, conversions: "2" });
    const mixed = await api.post(
      `${base}/ad_runs/${usd.id}/observations`,
      { observation: { kind: "metrics", window_start: "2026-02-02", spend: "5", currency: "EUR" } },
      { token: ctx.token },
    );
    expect(mixed.status).toBe(422);
    expect(mixed.body.error.code).toBe("currency_mismatch");
    expect(mixed.body.error.details[0]).toMatch(/^observation\.currency: must be USD/);

    await metrics(ctx, base, eur.id, { window_start: "2026-02-01", spend: "8.00", currency: "EUR", impressions: 1000, clicks: 30, conversions: "4" });
    const summary = (await api.get(`${base}/distribution`, { token: ctx.token })).body.distribution.metrics_summary;
    expect(summary).toMatchObject({
      mixed_currencies: true,
      currency: null,
      spend: null,
      cpc: null,
      cpm: null,
      cpa: null,
      revenue: null,
      roas: null,
      impressions: 2000,
      clicks: 40,
      ctr: "0.020000",
      conversions: 6,
    });
    expect(summary.by_currency).toEqual([
      expect.objectContaining({ currency: "EUR", spend: "8.00", cpc: "0.2667", cpa: "2.00", impressions: 1000, clicks: 30 }),
      expect.objectContaining({ currency: "USD", spend: "10.00", cpc: "1.00", cpa: "5.00", impressions: 1000, clicks: 10 }),
    ]);
  });

  it("reports CTR health over the last 7 days against the 7 before, ranks and shares delivery within an ad group", async () => {
    const ctx = await createAccount().then(async (a) => ({ ...a, project: await createProject(a.token) }));
    const first = await newAd(ctx);
    const second = await newAd(ctx);
    const a = await newRun(ctx, first.base, { external_ad_group_id: "as-1" });
    const b = await newRun(ctx, second.base, { external_ad_group_id: "as-1" });
    for (const [run, base] of [[a, first.base], [b, second.base]] as const) {
      await api.post(`${base}/ad_runs/${run.id}/observations`, { observation: { kind: "lifecycle", event: "launched", occurred_at: "2026-06-01T00:00:00Z" } }, { token: ctx.token });
    }
    await twoWeeks(ctx, first.base, a.id, { impressions: 1000, previousClicks: 20, recentClicks: 14 });
    await twoWeeks(ctx, second.base, b.id, { impressions: 3000, previousClicks: 30, recentClicks: 30 });

    const runA = (await api.get(`${first.base}/ad_runs/${a.id}`, { token: ctx.token })).body.ad_run;
    // 98/7000 vs 140/7000: z = -2.7459, -30%
    expect(runA.health).toEqual({
      trend: "declining",
      recent_ctr: "0.014000",
      previous_ctr: "0.020000",
      change_pct: -30,
      z_score: -2.7459,
      statistically_significant: true,
      recent_impressions: 7000,
      previous_impressions: 7000,
      window_days: 7,
      as_of: "2026-06-14",
      availability: { ctr: true, previous_ctr: true, trend: true, frequency: false },
      reason: expect.stringMatching(/^CTR 1\.4% in the 7 days to 2026-06-14 against 2% the 7 days before \(-30%\): statistically significant/),
    });
    // Lifetime CTR: a = 238/14000 = 1.7%, b = 420/42000 = 1%: a ranks first of two.
    expect(runA.rank).toEqual({ metric: "ctr", position: 1, group_size: 2, percentile: 100 });
    expect(runA.delivery).toEqual({
      status: "delivering",
      share_pct: 25,
      impressions: 7000,
      ad_group_impressions: 28000,
      as_of: "2026-06-14",
      window_start: "2026-06-08",
      window_end: "2026-06-14",
      availability: { available: true },
    });
    const runB = (await api.get(`${second.base}/ad_runs/${b.id}`, { token: ctx.token })).body.ad_run;
    expect(runB.health).toMatchObject({ trend: "stable", change_pct: 0, z_score: 0, statistically_significant: false });
    expect(runB.rank).toEqual({ metric: "ctr", position: 2, group_size: 2, percentile: 0 });
    expect(runB.delivery).toMatchObject({ share_pct: 75, impressions: 21000, ad_group_impressions: 28000 });

    // Batched summaries for several ads at once, including an ad without runs.
    const { ad: empty } = await newAd(ctx);
    const map = await distributionForAds([first.ad.id, second.ad.id, empty.id]);
    expect(map.get(empty.id)).toMatchObject({
      distribution: { current_status: "not_distributed", total_runs_count: 0, active_runs_count: 0, platforms: [] },
      ad_runs: [],
    });
    expect(map.get(first.ad.id)!.ad_runs).toEqual([runA]);
    // Calls in the same tick (GraphQL resolving each ad of a list) share one batch and agree with it.
    const separate = await Promise.all([first.ad.id, second.ad.id, empty.id].map((id) => distributionForAds([id])));
    expect(separate.map((m, i) => m.get([first.ad.id, second.ad.id, empty.id][i]))).toEqual([...map.values()]);
    expect([...separate[0].keys()]).toEqual([first.ad.id]);
    expect(map.get(first.ad.id)!.distribution).toMatchObject({
      current_status: "live",
      total_runs_count: 1,
      active_runs_count: 1,
      platforms: ["meta"],
      health: { trend: "declining", z_score: -2.7459 },
      health_alert: { monitored: false, flagged: false, ctr_drop_significant: true },
    });
  });

  it("flags ads of monitored projects whose CTR drops significantly and whose CPA exceeds the target", async () => {
    const account = await createAccount();
    const monitored = { ...account, project: await createProject(account.token, { ad_health_monitored: true, target_cpa: "5.00", target_cpa_currency: "USD" }) };
    const unmonitored = { ...account, project: await createProject(account.token, { target_cpa: "5.00", target_cpa_currency: "USD" }) };

    // Declining CTR, CPA 140 / 7 = 20.00 > 5.00: flagged.
    const bad = await newAd(monitored);
    const badRun = await newRun(monitored, bad.base);
    await twoWeeks(monitored, bad.base, badRun.id, { impressions: 1000, previousClicks: 20, recentClicks: 14, spend: "10", conversions: "0.5" });
    // Declining CTR but CPA 140 / 70 = 2.00 under target: not flagged.
    const cheap = await newAd(monitored);
    const cheapRun = await newRun(monitored, cheap.base);
    await twoWeeks(monitored, cheap.base, cheapRun.id, { impressions: 1000, previousClicks: 20, recentClicks: 14, spend: "10", conversions: "5" });
    // Same numbers as `bad` in a project that is not monitored.
    const off = await newAd(unmonitored);
    const offRun = await newRun(unmonitored, off.base);
    await twoWeeks(unmonitored, off.base, offRun.id, { impressions: 1000, previousClicks: 20, recentClicks: 14, spend: "10", conversions: "0.5" });

    const alert = async (ctx: Ctx, base: string) => (await api.get(`${base}/distribution`, { token: ctx.token })).body.distribution.health_alert;
    expect(await alert(monitored, bad.base)).toEqual({
      monitored: true,
      flagged: true,
      ctr_drop_significant: true,
      cpa_above_target: true,
      cpa: "20.00",
      target_cpa: "5.00",
      currency: "USD",
    });
    expect(await alert(monitored, cheap.base)).toMatchObject({ monitored: true, flagged: false, ctr_drop_significant: true, cpa_above_target: false, cpa: "2.00" });
    expect(await alert(unmonitored, off.base)).toMatchObject({ monitored: false, flagged: false, cpa_above_target: true });
  });

  it("summarizes any number of ads with the same number of queries (no N+1)", async () => {
    const ctx = await createAccount().then(async (a) => ({ ...a, project: await createProject(a.token) }));
    const ads = [];
    for (let i = 0; i < 4; i++) {
      const { ad, base } = await newAd(ctx);
      ads.push(ad.id);
      for (const group of ["g1", "g2"]) {
        const run = await newRun(ctx, base, { external_ad_group_id: group });
        await metrics(ctx, base, run.id, { window_start: "2026-03-01", impressions: 100 + i, clicks: i });
      }
    }
    const prisma = await db();
    const counted = () => {
      let calls = 0;
      const wrap = <T extends object>(target: T): T =>
        new Proxy(target, {
          get(t, prop) {
            const value = Reflect.get(t, prop);
            if (typeof value === "function") {
              return (...args: unknown[]) => {
                calls++;
                return value.apply(t, args);
              };
            }
            return typeof prop === "string" && ["ad", "adRun", "observation", "project"].includes(prop) ? wrap(value as object) : value;
          },
        });
      return { client: wrap(prisma), calls: () => calls };
    };
    const one = counted();
    const single = await distributionForAdsIn(one.client, [ads[0]]);
    const many = counted();
    const all = await distributionForAdsIn(many.client, ads);
    expect(many.calls()).toBe(one.calls());
    expect(many.calls()).toBe(4); // runs, their ads' projects, ad-group mates, one aggregate statement
    expect(all.get(ads[0])).toEqual(single.get(ads[0]));
    expect(all.get(ads[3])!.ad_runs[0].rank).toEqual({ metric: "ctr", position: 1, group_size: 4, percentile: 100 });
  });
});
