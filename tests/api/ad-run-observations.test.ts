import { describe, expect, it } from "vitest";
import { itOnce } from "../helpers/engines";
import { api, call } from "../helpers/http";
import { createRun, lifecycle, setup } from "../helpers/ad-runs";

describe("observations", () => {
  it("projects status and dates from lifecycle events whatever order they arrive in", async () => {
    const { token, base } = await setup();
    const run = await createRun(token, base);
    const obs = `${base}/ad_runs/${run.id}/observations`;
    // True order: launched 1 Mar, paused 3 Mar, resumed 5 Mar, ended 9 Mar. Sent shuffled.
    for (const [event, at] of [
      ["resumed", "2026-03-05T08:00:00Z"],
      ["ended", "2026-03-09T18:00:00Z"],
      ["launched", "2026-03-01T09:00:00Z"],
      ["paused", "2026-03-03T10:00:00Z"],
    ]) {
      const res = await api.post(obs, lifecycle(event, at), { token });
      expect(res.status).toBe(201);
      expect(res.body.observation).toMatchObject({ kind: "lifecycle", event, occurred_at: new Date(at).toISOString(), ad_run_id: run.id });
    }
    const after = (await api.get(`${base}/ad_runs/${run.id}`, { token })).body.ad_run;
    expect(after).toMatchObject({
      current_status: "ended",
      first_live_at: "2026-03-01T09:00:00.000Z",
      last_live_at: "2026-03-05T08:00:00.000Z",
      ended_at: "2026-03-09T18:00:00.000Z",
      last_observed_at: "2026-03-09T18:00:00.000Z",
      observations_count: 4,
    });

    // A late-arriving event from before the end does not revive the run...
    await api.post(obs, lifecycle("paused", "2026-03-07T00:00:00Z"), { token });
    expect((await api.get(`${base}/ad_runs/${run.id}`, { token })).body.ad_run.current_status).toBe("ended");
    // ...but a later one does, and clears ended_at.
    await api.post(obs, lifecycle("resumed", "2026-03-10T00:00:00Z"), { token });
    const revived = (await api.get(`${base}/ad_runs/${run.id}`, { token })).body.ad_run;
    expect(revived).toMatchObject({ current_status: "live", ended_at: null, last_live_at: "2026-03-10T00:00:00.000Z", first_live_at: "2026-03-01T09:00:00.000Z" });

    const listed = await api.get(`${obs}?kind=lifecycle&limit=2`, { token });
    expect(listed.body.observations).toHaveLength(2);
    expect(listed.body.next_cursor).toEqual(expect.any(String));
    const one = await api.get(`${obs}/${listed.body.observations[0].id}`, { token });
    expect(one.body.observation).toEqual(listed.body.observations[0]);

    // The ad's distribution follows its runs.
    const distribution = (await api.get(`${base}/distribution`, { token })).body.distribution;
    expect(distribution).toMatchObject({ current_status: "live", total_runs_count: 1, active_runs_count: 1, platforms: ["meta"] });
  });

  it("replays an observation with the same idempotency key without counting it twice", async () => {
    const { token, base } = await setup();
    const run = await createRun(token, base);
    const obs = `${base}/ad_runs/${run.id}/observations`;
    const day = { kind: "metrics", window_start: "2026-04-01", currency: "USD", spend: "10.00", impressions: 1000, clicks: 20, idempotency_key: "meta:2026-04-01" };
    const first = await api.post(obs, { observation: day }, { token });
    expect(first.status).toBe(201);
    const replay = await api.post(obs, { observation: day }, { token });
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.observation).toEqual(first.body.observation);
    // The header works as the key too.
    const viaHeader = await call("POST", obs, { observation: { ...day, idempotency_key: undefined } }, { token, headers: { "Idempotency-Key": "meta:2026-04-01" } });
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body.observation.id).toBe(first.body.observation.id);
    // The same key for different facts is a conflict, not a silent overwrite.
    const conflict = await api.post(obs, { observation: { ...day, spend: "11.00" } }, { token });
    expect(conflict.status).toBe(422);
    expect(conflict.body.error.code).toBe("idempotency_key_reused");
    // Lifecycle replays too.
    const launch = lifecycle("launched", "2026-04-01T00:00:00Z", { idempotency_key: "launch" });
    expect((await api.post(obs, launch, { token })).status).toBe(201);
    expect((await api.post(obs, launch, { token })).status).toBe(200);

    const after = (await api.get(`${base}/ad_runs/${run.id}`, { token })).body.ad_run;
    expect(after.observations_count).toBe(2);
    expect(after.metrics_summary).toMatchObject({ spend: "10.00", impressions: 1000, clicks: 20, currency: "USD" });

    // Concurrent replays of a new key: one row, one 201.
    const key = { ...day, window_start: "2026-04-02", idempotency_key: "meta:2026-04-02" };
    const results = await Promise.all([1, 2, 3].map(() => api.post(obs, { observation: key }, { token })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.body.observation.id)).size).toBe(1);
    expect((await api.get(`${base}/ad_runs/${run.id}`, { token })).body.ad_run.metrics_summary.spend).toBe("20.00");
  });

  it("restates a window with a newer observation and refuses overlapping windows", async () => {
    const { token, base } = await setup();
    const run = await createRun(token, base);
    const obs = `${base}/ad_runs/${run.id}/observations`;
    const m = (extra: Record<string, unknown>) => ({ observation: { kind: "metrics", currency: "USD", ...extra } });
    expect((await api.post(obs, m({ window_start: "2026-05-01", spend: "5", impressions: 100, clicks: 1, occurred_at: "2026-05-02T00:00:00Z" }), { token })).status).toBe(201);
    expect((await api.post(obs, m({ window_start: "2026-05-01", spend: "7.5", impressions: 150, clicks: 2, occurred_at: "2026-05-03T00:00:00Z" }), { token })).status).toBe(201);
    // An older restatement arriving late does not win.
    expect((await api.post(obs, m({ window_start: "2026-05-01", spend: "1", impressions: 1, clicks: 0, occurred_at: "2026-05-01T12:00:00Z" }), { token })).status).toBe(201);
    const summary = (await api.get(`${base}/ad_runs/${run.id}`, { token })).body.ad_run.metrics_summary;
    expect(summary).toMatchObject({ spend: "7.50", impressions: 150, clicks: 2 });

    const overlap = await api.post(obs, m({ window_start: "2026-04-28", window_end: "2026-05-02", spend: "1" }), { token });
    expect(overlap.status).toBe(422);
    expect(overlap.body.error.details[0]).toMatch(/^observation\.window_start: the window 2026-04-28\.\.2026-05-02 overlaps 2026-05-01\.\.2026-05-01/);
  });

  it("records a batch all or nothing, each item idempotent by its own key", async () => {
    const { token, base } = await setup();
    const run = await createRun(token, base);
    const batch = `${base}/ad_runs/${run.id}/observations/batch`;
    const days = ["2026-07-01", "2026-07-02", "2026-07-03"].map((d) => ({
      kind: "metrics",
      window_start: d,
      currency: "USD",
      spend: "0.10",
      impressions: 100,
      clicks: 1,
      idempotency_key: `day:${d}`,
    }));
    const observations = [{ kind: "lifecycle", event: "launched", occurred_at: "2026-07-01T00:00:00Z", idempotency_key: "launch" }, ...days];
    const first = await api.post(batch, { observations }, { token });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ created_count: 4, replayed_count: 0 });
    expect(first.body.observations).toHaveLength(4);
    // The answer carries the run's health after the batch: three days are not yet two periods to compare.
    expect(first.body.health).toMatchObject({ trend: "insufficient_data", recent_impressions: 300, as_of: "2026-07-03" });
    expect(first.body.health.reason).toBe("Needs impressions in the 7 days before 2026-06-27 (2026-06-20 to 2026-06-26) to compare the last 7 days with.");
    // Replaying the day plus one new day: only the new one counts.
    const again = await api.post(batch, { observations: [...observations, { ...days[0], window_start: "2026-07-04", idempotency_key: "day:2026-07-04" }] }, { token });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ created_count: 1, replayed_count: 4 });
    expect(again.body.observations.slice(0, 4)).toEqual(first.body.observations);
    const all = await api.post(batch, { observations }, { token });
    expect(all.status).toBe(200);
    let json = (await api.get(`${base}/ad_runs/${run.id}`, { token })).body.ad_run;
    expect(json).toMatchObject({ current_status: "live", observations_count: 5, metrics_summary: { spend: "0.40", impressions: 400, clicks: 4 } });

    // One bad item: nothing stored, the detail names the item.
    const bad = await api.post(
      batch,
      { observations: [{ ...days[0], window_start: "2026-07-10", idempotency_key: "d10" }, { ...days[0], window_start: "2026-07-11", idempotency_key: "d11", currency: "EUR" }] },
      { token },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.error.details[0]).toMatch(/^observations\.1\.currency: must be USD/);
    const invalid = await api.post(batch, { observations: [{ kind: "metrics" }] }, { token });
    expect(invalid.body.error.details).toEqual([expect.stringMatching(/^observations\.0\.window_start: /)]);
    expect((await api.post(batch, { observations: [] }, { token })).body.error.details).toEqual(["observations: must contain at least one observation"]);
    expect((await api.post(batch, { observation: {} }, { token })).body.error.details).toEqual(["observations: is required and must be an array"]);
    json = (await api.get(`${base}/ad_runs/${run.id}`, { token })).body.ad_run;
    expect(json.observations_count).toBe(5);
  });

  itOnce("rejects bad observations with one detail per problem", async () => {
    const { token, base } = await setup();
    const run = await createRun(token, base);
    const obs = `${base}/ad_runs/${run.id}/observations`;
    const post = (observation: unknown) => api.post(obs, { observation }, { token });
    const details = async (observation: unknown) => {
      const res = await post(observation);
      expect(res.status).toBe(422);
      return res.body.error.details as string[];
    };
    expect(await details({ kind: "nope" })).toEqual([expect.stringMatching(/kind/)]);
    expect(await details({ kind: "lifecycle", event: "exploded", occurred_at: "yesterday" })).toEqual([
      expect.stringMatching(/^observation\.event: /),
      expect.stringMatching(/^observation\.occurred_at: /),
    ]);
    expect(await details({ kind: "lifecycle", event: "launched", occurred_at: "2099-01-01T00:00:00Z" })).toEqual([
      "observation.occurred_at: must not be in the future",
    ]);
    expect(await details({ kind: "metrics", window_start: "2026-05-01", spend: 0.1 })).toEqual(["observation.currency: is required with spend or revenue"]);
    expect(await details({ kind: "metrics", window_start: "2026-05-01", currency: "usd", spend: "-1", impressions: 1.5, clicks: 3 })).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^observation\.currency: /),
        expect.stringMatching(/^observation\.spend: /),
        expect.stringMatching(/^observation\.impressions: /),
      ]),
    );
    expect(await details({ kind: "metrics", window_start: "2026-05-02", window_end: "2026-05-01", impressions: 10, clicks: 11 })).toEqual([
      "observation.window_end: must not be before window_start",
      "observation.clicks: must not exceed impressions",
    ]);
    expect(await details({ kind: "metrics", window_start: "2026-05-01" })).toEqual([
      "observation: a metrics observation needs at least one of spend, impressions, clicks, conversions, revenue",
    ]);
    expect(await details({ kind: "metrics", window_start: "2026-05-01", spend: "1.23456", currency: "USD" })).toEqual([
      expect.stringMatching(/^observation\.spend: .*at most 4 decimals/),
    ]);
    // Observations are append-only: there is no update or delete.
    const first = await post({ kind: "metrics", window_start: "2026-05-01", impressions: 10 });
    expect((await call("PATCH", `${obs}/${first.body.observation.id}`, { observation: {} }, { token })).status).toBe(405);
    expect((await api.delete(`${obs}/${first.body.observation.id}`, { token })).status).toBe(405);
  });

  it("keeps the run's dates true to its figures: no launch after the first day of figures, last data on their last day", async () => {
    const { token, base } = await setup();
    const run = await createRun(token, base);
    const obs = `${base}/ad_runs/${run.id}/observations`;
    // Figures for 27 and 28 November, sent on the 29th (occurred_at is when they were reported).
    const days = { observations: ["2025-11-27", "2025-11-28"].map((day) => ({ kind: "metrics", window_start: day, impressions: 1000, clicks: 9, occurred_at: "2025-11-29T08:00:00Z" })) };
    expect((await api.post(`${obs}/batch`, days, { token })).status).toBe(201);
    expect((await api.get(`${base}/ad_runs/${run.id}`, { token })).body.ad_run).toMatchObject({ last_observed_at: "2025-11-28T00:00:00.000Z", first_live_at: null });

    // "First live 29 November" for figures from the 27th is refused, naming both days; nothing is stored.
    const late = await api.post(obs, lifecycle("launched", "2025-11-29T09:00:00Z"), { token });
    expect(late.status).toBe(422);
    expect(late.body.error.details).toEqual([
      "observation: the run first went live on 2025-11-29, but its figures start on 2025-11-27; record the launch on or before 2025-11-27, or correct the days of the figures",
    ]);
    expect((await api.get(`${base}/ad_runs/${run.id}`, { token })).body.ad_run).toMatchObject({ observations_count: 2, current_status: "draft" });
    // Figures before the launch are refused the same way, in a batch too.
    expect((await api.post(obs, lifecycle("launched", "2025-11-27T07:00:00Z"), { token })).status).toBe(201);
    const early = await api.post(`${obs}/batch`, { observations: [{ kind: "metrics", window_start: "2025-11-26", impressions: 500, clicks: 4 }] }, { token });
    expect(early.status).toBe(422);
    expect(early.body.error.details[0]).toMatch(/^observations: the run first went live on 2025-11-27, but its figures start on 2025-11-26/);
    // A lifecycle event after the figures is the latest fact.
    expect((await api.post(obs, lifecycle("paused", "2025-11-30T18:00:00Z"), { token })).status).toBe(201);
    expect((await api.get(`${base}/ad_runs/${run.id}`, { token })).body.ad_run).toMatchObject({
      first_live_at: "2025-11-27T07:00:00.000Z", last_observed_at: "2025-11-30T18:00:00.000Z", current_status: "paused", observations_count: 4,
    });
  });
});
