import { expect } from "vitest";
import { request } from "./server";

/** A brief of at least 30 words, as a project needs. */
export const DESCRIPTION =
  "Brewly makes cold brew coffee concentrate from single origin beans, steeped for twenty hours and bottled fresh every week. " +
  "It is smooth, low in acid and ready in seconds: pour over ice, add milk, and enjoy a cafe drink at home.";

/** A project made over REST. */
export async function newProject(key: string, fields: Record<string, unknown> = {}) {
  const res = await request("POST", "/api/v1/projects", { key, json: { project: { name: "Brewly Cold Brew", description: DESCRIPTION, ...fields } } });
  expect(res.status, res.text).toBe(201);
  return res.json.project as { id: string; slug: string; [k: string]: any };
}

/** Polls an ad as a client does until it is ready (a failed ad fails the test with its reason). */
export async function waitForReady(key: string, project: string, adId: string, timeoutMs = 300_000) {
  let ad: any;
  await expect
    .poll(async () => {
      ad = (await request("GET", `/api/v1/projects/${project}/ads/${adId}`, { key })).json.ad;
      if (ad.status === "failed") throw new Error(`ad ${adId} failed: ${JSON.stringify(ad)}`);
      return ad.status;
    }, { timeout: timeoutMs, interval: 250 })
    .toBe("ready");
  return ad;
}
