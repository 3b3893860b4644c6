import { afterEach, describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { form, upload } from "../helpers/asset-upload";
import { STUDIO_SVG } from "../helpers/products";
import sharp from "sharp";
import { drainJobs } from "@/server/jobs/runner";
import { generationHooks } from "@/server/generation/renderer";
import { checkDesign } from "@/server/render";

process.env.ADLAB_JOB_BACKOFF_MS = "0";

const adsOf = (projectId: string) => `/api/v1/projects/${projectId}/ads`;
const balanceOf = async (token: string) => (await api.get("/api/v1/account", { token })).body.account.token_balance as number;

afterEach(() => {
  generationHooks.renderer = undefined;
});

/**
 * Issue 46's two reported cases, through the API and the pipeline with the real render checks (the video's
 * encoding alone is skipped: the checks run on its still at rest, as in production). Each ends ready, or
 * as a 422 before any charge: never accepted, then failed and refunded.
 */
async function orderAndRun(token: string, projectId: string, ad: Record<string, unknown>) {
  const res = await api.post(adsOf(projectId), { ad }, { token });
  if (res.status === 422) return { refused: res.body.error.details as string[] };
  expect(res.status).toBe(202);
  await drainJobs({ adIds: [res.body.ad.id] });
  return { ad: (await api.get(`${adsOf(projectId)}/${res.body.ad.id}`, { token })).body.ad };
}

describe("one plan per ad (issue 46)", () => {
  it("split-panel's story video with the exact 29-character headline is planned, stored and rendered as planned", async () => {
    generationHooks.renderer = { renderVideo: async () => Buffer.from("mp4, not encoded"), checkDesign };
    const { token } = await createAccount(200);
    const project = await createProject(token);
    const headline = "Cold brew, ready when you are";
    expect(headline).toHaveLength(29);
    const result = await orderAndRun(token, project.id, { output: "video", placements: ["instagram_story"], template_key: "split-panel", copy: headline, copy_mode: "exact" });
    if (result.refused) {
      expect(result.refused.join("\n")).toMatch(/instagram_story.*cut \d+ character/);
      expect(await balanceOf(token)).toBe(200);
      return;
    }
    expect([result.ad.status, result.ad.failure_reason]).toEqual(["ready", null]);
    expect(result.ad.editable_copy.headline).toBe(headline);
  });

  it("split-panel's story with a product photo is ready (or refused before the charge), never failed by its own QA", async () => {
    const { token } = await createAccount(200);
    const project = await createProject(token);
    const bytes = await sharp(STUDIO_SVG).jpeg().toBuffer();
    expect((await upload(token, project.id, form({ "asset[file]": { bytes, filename: "jar.jpg", type: "image/jpeg" }, "asset[asset_type]": "product" }))).status).toBe(201);
    const result = await orderAndRun(token, project.id, { output: "image", placements: ["instagram_story"], template_key: "split-panel" });
    expect(result.refused).toBeUndefined();
    expect([result.ad.status, result.ad.failure_reason]).toEqual(["ready", null]);
    expect(await balanceOf(token)).toBe(200 - result.ad.token_cost);
  });

  it("a headline no layout holds whole is refused before the charge, naming the slot, the placement and how much to cut", async () => {
    const { token } = await createAccount(100);
    const project = await createProject(token);
    // Within the slot's 40 characters (the schema's budget check passes), but one word no line holds whole.
    const copy = "headline: Kaltbrühkaffeespezialitätenmanufaktur";
    const res = await api.post(adsOf(project.id), { ad: { output: "image", placements: ["square", "instagram_story"], template_key: "bold-statement", copy, copy_mode: "exact" } }, { token });
    expect(res.status).toBe(422);
    expect(res.body.error.details.join("\n")).toMatch(/^ad\.copy: the headline of template "bold-statement" does not fit whole in square even at the smallest legible size; cut \d+ characters \("Kaltbrühkaffeespezialitätenmanufaktur" does not fit\)$/m);
    expect(await balanceOf(token)).toBe(100);
  });
});
