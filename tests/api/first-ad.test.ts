import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { drainJobs } from "@/server/jobs/runner";
import { FIRST_AD_BRIEFS } from "../helpers/first-ad-briefs";

/**
 * A first ad worth running with nothing but a brief (issue 27), through the service: successive default
 * requests of one project vary their style and stay templates for a brand that asked for no jokes, and a
 * style the brief cannot fill is refused before any charge with what is missing (docs/generation.md,
 * "Choosing a style"). tests/unit/first-ad.test.ts covers the ten briefs without the service.
 */
process.env.ADLAB_JOB_BACKOFF_MS = "0";

const adsOf = (projectId: string) => `/api/v1/projects/${projectId}/ads`;
const balanceOf = async (token: string) => (await api.get("/api/v1/account", { token })).body.account.token_balance as number;
const olive = FIRST_AD_BRIEFS["olive oil"];

async function generate(token: string, projectId: string, ad: Record<string, unknown> = {}) {
  const res = await api.post(adsOf(projectId), { ad: { output: "image", placements: ["square"], ...ad } }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const ids = (res.body.ads as { id: string }[]).map((a) => a.id);
  await drainJobs({ adIds: ids });
  return Promise.all(ids.map(async (id) => (await api.get(`${adsOf(projectId)}/${id}`, { token })).body.ad));
}

describe("the first ads of a project with nothing but a brief", () => {
  it("three default requests: three templates, each with its CTA, no repeated style", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token, { name: olive.name, tagline: olive.tagline, description: olive.description });
    const ads = [];
    for (let i = 0; i < 3; i++) ads.push(...(await generate(token, project.id)));
    expect(ads.map((a) => a.status)).toEqual(["ready", "ready", "ready"]);
    expect(ads.map((a) => a.style.category)).toEqual(["template", "template", "template"]);
    expect(new Set(ads.map((a) => a.style.template_key)).size).toBe(3);
    for (const ad of ads) {
      expect(ad.editable_copy.cta).toBeTruthy();
      expect(["offer-badge", "event-ticket", "testimonial-quote"]).not.toContain(ad.style.template_key);
    }
  });

  it("a pinned style the brief cannot fill is a 422 saying what is missing, before any charge; given it, the style is made", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token, { name: olive.name, tagline: olive.tagline, description: olive.description });
    const before = await balanceOf(token);
    for (const [template_key, need] of [["offer-badge", /needs an offer.*offer: /], ["event-ticket", /needs an event date.*date: /]] as const) {
      const res = await api.post(adsOf(project.id), { ad: { output: "image", template_key } }, { token });
      expect(res.status).toBe(422);
      expect(res.body.error.details).toEqual([expect.stringMatching(new RegExp(`^ad\\.template_key: template "${template_key}" ${need.source}`))]);
    }
    expect(await balanceOf(token)).toBe(before);
    const [offer] = await generate(token, project.id, { template_key: "offer-badge", copy: "offer: 20% off" });
    expect(offer.editable_copy.offer).toBe("20% off");
    const [ticket] = await generate(token, project.id, { template_key: "event-ticket", copy: "date: 12 March" });
    expect(ticket.editable_copy.date).toBe("12 March");
  });

  it("memes in \"any\" only for a playful brief; the memes scope always offers them", async () => {
    const { token } = await createAccount(1000);
    const game = FIRST_AD_BRIEFS.game;
    const playful = await createProject(token, { name: game.name, tagline: game.tagline, description: game.description });
    const ads = await generate(token, playful.id, { variant_count: 3 });
    expect(ads.map((a) => a.style.category)).toContain("meme");
    const project = await createProject(token, { name: olive.name, tagline: olive.tagline, description: olive.description });
    const [meme] = await generate(token, project.id, { style_scope: "memes" });
    expect(meme.style.category).toBe("meme");
  });
});
