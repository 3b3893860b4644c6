import { expect, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";

const DESCRIPTION =
  "Fjord Socks knits merino hiking socks in Bergen from wool bought directly from Norwegian farms, and repairs every pair for free for life. " +
  "Each pair is sized by foot length rather than shoe size, so blisters stay away on long walks in wet weather.";

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A project with a CPA target, one still ad (square unless `placements` says), and a Meta run with 13 days of metrics, all through the API. */
export async function seedDistributedAd(request: APIRequestContext, apiKey: string, placements = ["square"]) {
  const headers = { Authorization: `Bearer ${apiKey}` };
  const post = async (url: string, data: unknown) => {
    const res = await request.post(url, { headers, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
    return res.json();
  };
  const { project } = await post("/api/v1/projects", {
    project: { name: "Fjord Socks", description: DESCRIPTION, ad_health_monitored: true, target_cpa: "30.00", target_cpa_currency: "EUR" },
  });
  const { ad } = await post(`/api/v1/projects/${project.id}/ads`, { ad: { output: "image", placements } });
  await expect.poll(async () => (await (await request.get(`/api/v1/projects/${project.id}/ads/${ad.id}`, { headers })).json()).ad.status, { timeout: 120_000 }).toBe("ready");
  const base = `/api/v1/projects/${project.id}/ads/${ad.id}`;
  const { ad_run: run } = await post(`${base}/ad_runs`, { ad_run: { platform: "meta", external_campaign_id: "120210000001", external_ad_id: "120210000042" } });
  // Six days at 2.5% CTR, then seven at 1.2%: a significant drop. €45 a day for one conversion: CPA €45, above the €30 target.
  const observations = [
    { kind: "lifecycle", event: "launched", occurred_at: `${day(-14)}T09:00:00Z` },
    ...Array.from({ length: 13 }, (_, i) => ({
      kind: "metrics", window_start: day(i - 13), currency: "EUR", spend: "45.00", impressions: 10_000, clicks: i < 6 ? 250 : 120, conversions: 1,
    })),
  ];
  await post(`${base}/ad_runs/${run.id}/observations/batch`, { observations });
  return { project, ad };
}

/** A magenta jar with a green lid, shot on white (a JPEG): colours no design of the tests' projects uses. */
export const productPhoto = () => sharp(Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="700"><rect width="800" height="700" fill="#fbfbfb"/>
   <rect x="250" y="220" width="300" height="330" rx="40" fill="#d0107a"/><rect x="280" y="150" width="240" height="80" rx="10" fill="#1f9d3a"/></svg>`,
)).jpeg().toBuffer();

/** The share of a PNG's pixels that are the jar's magenta (productPhoto's). */
export async function magentaShare(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().resize(96, 96, { fit: "fill" }).raw().toBuffer({ resolveWithObject: true });
  let hits = 0;
  for (let i = 0; i < data.length; i += 3) if (data[i] > 150 && data[i + 1] < 80 && data[i + 2] > 70 && data[i + 2] < 170) hits++;
  return hits / (info.width * info.height);
}

/** A project with the Fjord Socks brief, through the API. */
export async function seedProject(request: APIRequestContext, apiKey: string) {
  const created = await request.post("/api/v1/projects", { headers: { Authorization: `Bearer ${apiKey}` }, data: { project: { name: "Fjord Socks", description: DESCRIPTION } } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).project as { id: string; slug: string };
}

/** A project and one ad of `ad` (a request body), waited for until ready, through the API. */
export async function seedReadyAd(request: APIRequestContext, apiKey: string, ad: Record<string, unknown>) {
  const headers = { Authorization: `Bearer ${apiKey}` };
  const project = await seedProject(request, apiKey);
  const generated = await request.post(`/api/v1/projects/${project.id}/ads`, { headers, data: { ad } });
  expect(generated.status(), await generated.text()).toBe(202);
  const { ad: first } = await generated.json();
  const url = `/api/v1/projects/${project.id}/ads/${first.id}`;
  await expect.poll(async () => (await (await request.get(url, { headers })).json()).ad.status, { timeout: 120_000 }).toBe("ready");
  return { project, ad: (await (await request.get(url, { headers })).json()).ad as { id: string; editable_copy: Record<string, string>; [k: string]: unknown } };
}
