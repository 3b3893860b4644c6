import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createRun, setup } from "../helpers/ad-runs";

const csv = (...lines: string[]) => ({ import: { csv: lines.join("\n") } });
const META_HEADER = "Reporting starts,Reporting ends,Ad name,Impressions,Link clicks,Amount spent (USD),Results";

describe("POST .../observations/import: daily metrics from a CSV export (issue 32)", () => {
  it("stores one metrics observation per day with the run's health; a file with problems names its rows and stores nothing", async () => {
    const { token, base } = await setup();
    const run = await createRun(token, base, { platform: "Meta" });
    const url = `${base}/ad_runs/${run.id}/observations/import`;
    const count = async () => (await api.get(`${base}/ad_runs/${run.id}/observations`, { token })).body.observations.length;

    const bad = await api.post(url, csv(META_HEADER, "2026-11-18,2026-11-18,Story,1000,x,12.50,2", "2026-11-19,2026-11-19,Story,900,2000,11,"), { token });
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe("validation_failed");
    expect(bad.body.error.details).toEqual(['row 2, clicks: "x" is not a number', "row 3, clicks: must not exceed impressions"]);
    expect(await count()).toBe(0);

    const days = Array.from({ length: 14 }, (_, i) => `2026-11-${String(i + 1).padStart(2, "0")}`);
    const good = await api.post(url, csv(META_HEADER, ...days.map((d, i) => `${d},${d},Story,1000,${i < 7 ? 20 : 8},10.00,1`)), { token });
    expect(good.status).toBe(201);
    expect(good.body).toMatchObject({ imported_rows: 14, created_count: 14, ignored_columns: ["Ad name"], columns: { clicks: "Link clicks", spend: "Amount spent (USD)" } });
    expect(good.body.observations[0]).toMatchObject({ kind: "metrics", window_start: "2026-11-01", currency: "USD", impressions: 1000, clicks: 20, spend: "10.00" });
    expect(good.body.health).toMatchObject({ trend: "declining", recent_impressions: 7000, previous_impressions: 7000 });
    expect(await count()).toBe(14);

    // A day imported again restates it; another currency on this run is refused with its row, nothing stored.
    const euro = await api.post(url, csv("Day,Currency code,Impr.,Clicks,Cost", "2026-11-14,EUR,1000,9,10"), { token });
    expect(euro.status).toBe(422);
    expect(euro.body.error.code).toBe("currency_mismatch");
    expect(euro.body.error.details[0]).toMatch(/^row 2, currency: must be USD/);
    const again = await api.post(url, csv("Day,Impr.,Clicks,Cost", "2026-11-14,1000,9,10"), { token });
    expect(again.status).toBe(422);
    expect(again.body.error.details).toEqual(["row 2, currency: is required with spend or revenue"]);
    expect((await api.post(url, { import: { csv: "Day,Impr.,Clicks,Cost\n2026-11-14,1000,9,10", currency: "USD" } }, { token })).status).toBe(201);
    expect(await count()).toBe(15);
  });
});
