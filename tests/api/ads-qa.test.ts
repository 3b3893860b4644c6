import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { drainJobs } from "@/server/jobs/runner";
import { generationHooks } from "@/server/generation/renderer";
import { checkDesign } from "@/server/render/qa";
import { qaVerdict } from "@/server/ads/qa-verdict";

process.env.ADLAB_JOB_BACKOFF_MS = "0";

const adsOf = (projectId: string) => `/api/v1/projects/${projectId}/ads`;
const balanceOf = async (token: string) => (await api.get("/api/v1/account", { token })).body.account.token_balance as number;

afterEach(() => {
  generationHooks.renderer = undefined;
});

/** Every rendered file carries the render checks' report (issue 19), measured from its own pixels. */
describe("files[].qa", () => {
  it("a generated ad reports its QA per placement, measured from the file it serves", async () => {
    const { token } = await createAccount(200);
    const project = await createProject(token, { brand_kit: { colors: ["#ffff00", "#ffffff"] } });
    const created = await api.post(adsOf(project.id), { ad: { output: "image", placements: ["square", "instagram_story"], template_key: "product-hero" } }, { token });
    expect(created.status).toBe(202);
    expect(created.body.ad.files.map((f: { qa: unknown }) => f.qa)).toEqual([null, null]);
    await drainJobs({ adIds: [created.body.ad.id] });
    const ad = (await api.get(`${adsOf(project.id)}/${created.body.ad.id}`, { token })).body.ad;
    expect(ad.status).toBe("ready");
    for (const file of ad.files) {
      expect(file.qa, file.placement).toMatchObject({ text_fits: true, missing_glyphs: [], safe_zone_clear: true, logo_min_px: null, passed: true });
      expect(file.qa.min_text_contrast, file.placement).toBeGreaterThanOrEqual(3);
      // The verdict to rank by is the weighted share of the measures the file reports (docs/rendering.md, "The verdict").
      expect(file.qa.score, file.placement).toBe(qaVerdict(file.qa, file.placement).score);
      expect(file.qa.score, file.placement).toBeGreaterThanOrEqual(60);
      const png = await api.get(`${adsOf(project.id)}/${ad.id}/file.png?placement=${file.placement}`, { token });
      expect(png.status).toBe(200);
      expect((await sharp(png.bytes).metadata()).width).toBe(file.width);
    }
    expect(ad.qa_score).toBe(Math.min(...ad.files.map((f: { qa: { score: number } }) => f.qa.score)));
    expect(created.body.ad.qa_score).toBeNull();
  });

  it("a placement that fails the floor after re-layout fails the ad with the reason, and refunds", async () => {
    const { token } = await createAccount(100);
    const project = await createProject(token);
    // The real checks, with the measured contrast pushed under the floor.
    generationHooks.renderer = {
      checkDesign: async (props) => {
        const checked = await checkDesign(props);
        const qa = { ...checked.qa, min_text_contrast: 1.07 };
        return { ...checked, qa, failures: ["text contrast 1.07:1 is under 3:1"] };
      },
    };
    const created = await api.post(adsOf(project.id), { ad: { output: "image", placements: ["square"] } }, { token });
    expect(await balanceOf(token)).toBe(75);
    await drainJobs({ adIds: [created.body.ad.id] });
    const ad = (await api.get(`${adsOf(project.id)}/${created.body.ad.id}`, { token })).body.ad;
    expect(ad.status).toBe("failed");
    expect(ad.failure_reason).toBe("the square render failed its quality checks (text contrast 1.07:1 is under 3:1); the tokens were refunded");
    expect(await balanceOf(token)).toBe(100);
  });
});
