import { afterEach, describe, expect, it } from "vitest";
import { call, type TestResponse } from "../helpers/http";
import { useManualClock } from "../helpers/clock";
import { createAccount } from "../helpers/factories";
import { assetsPath, form, png } from "../helpers/asset-upload";
import { startWebhookReceiver } from "../helpers/webhook-receiver";
import { drainJobs } from "@/server/jobs/runner";
import { deliverDue } from "@/server/webhooks/worker";
import { generationHooks } from "@/server/generation/renderer";
import { checkDesign } from "@/server/render";

process.env.ADLAB_JOB_BACKOFF_MS = "0";

afterEach(() => {
  generationHooks.renderer = undefined;
});

const DESCRIPTION =
  "Trailflask makes insulated steel bottles for people outdoors. Keeps drinks ice cold for 24 hours on the trail. " +
  "Has a leak-proof one-hand lid for the commute. Made from recycled steel that shrugs off drops and dents. " +
  "Every bottle is tested in the mountains before it ships.";

/**
 * The campaign of issue 29 as an agent runs it from docs/agents.md, over HTTP, counting its calls (at most
 * 30; webhooks are the server's calls, not the agent's). The pipeline and the webhook worker run where the
 * test says (drainJobs, deliverDue); the clock is the test's, so the week of observations is a real week.
 */
describe("an agent's campaign in at most 30 calls (issue 29)", () => {
  const receiver = startWebhookReceiver();

  it("project, assets, audiences, hypotheses, variants, a video, webhooks, runs, findings and a follow-up ad the finding steers", async () => {
    const clock = useManualClock();
    // The video's encoding alone is skipped (most of this file's CPU; the render tier encodes videos): its
    // still at rest is checked as in production (its QA below), and it ends ready as any other ad.
    generationHooks.renderer = { renderVideo: async () => Buffer.from("mp4, not encoded"), checkDesign };
    const { token } = await createAccount(5000);
    let calls = 0;
    const agent = async (method: string, path: string, json?: unknown, headers: Record<string, string> = {}, body?: FormData): Promise<TestResponse> => {
      calls++;
      return call(method, path, json, { token, headers, ...(body ? { body } : {}) });
    };

    const project = (await agent("POST", "/api/v1/projects", { project: { name: "Trailflask", description: DESCRIPTION, target_cpa: "4.00", target_cpa_currency: "USD" } })).body.project;
    const base = `/api/v1/projects/${project.id}`;
    for (const [asset_type, filename] of [["logo", "logo.png"], ["product", "bottle.png"]]) {
      const res = await agent("POST", assetsPath(project.id), undefined, {}, form({ "asset[file]": { bytes: await png(), filename, type: "image/png" }, "asset[asset_type]": asset_type }));
      expect(res.status).toBe(201);
    }
    const hook = await agent("POST", "/api/v1/webhooks", { webhook: { url: receiver.urlOf("/adlab"), events: ["ad.ready"] } });
    expect(hook.status).toBe(201);
    const hikers = (await agent("POST", `${base}/audiences`, { audience: { name: "Hikers", description: "Day hikers who carry water all day" } })).body.audience;
    const commuters = (await agent("POST", `${base}/audiences`, { audience: { name: "Commuters", description: "Office workers on the train" } })).body.audience;
    const cold = (await agent("POST", `${base}/hypotheses`, { hypothesis: { statement: "Hikers respond to drinks that stay cold for 24 hours", audience_id: hikers.id } })).body.hypothesis;
    const lid = (await agent("POST", `${base}/hypotheses`, { hypothesis: { statement: "Hikers care about the leak-proof lid", audience_id: hikers.id } })).body.hypothesis;

    // The variants in the smallest placement (a 600x500 medium rectangle): fewer pixels to render. Video is social only.
    const order = (ad: Record<string, unknown>) => agent("POST", `${base}/ads`, { ad: { output: "image", placements: ["medium_rectangle"], ...ad } });
    const hikerAds = (await order({ audience_id: hikers.id, variant_count: 2 })).body.ads as { id: string; batch_id: string }[];
    const commuterAds = (await order({ audience_id: commuters.id, variant_count: 2 })).body.ads as { id: string; batch_id: string }[];
    const video = (await order({ output: "video", duration_seconds: 5, placements: ["square"], audience_id: hikers.id })).body.ad as { id: string };
    const batchOf = (ads: { batch_id: string }[]) => `${base}/ads?batch_id=${ads[0].batch_id}&fields=id,status,qa_score,variant_index`;

    // One call that waits: it answers when the pipeline stores the first hiker file.
    const waiting = agent("GET", batchOf(hikerAds), undefined, { Prefer: "wait=60" });
    await clock.asleep(1);
    await drainJobs({ adIds: [hikerAds[0].id] });
    const moved = await waiting;
    expect(moved.status).toBe(200);
    expect(moved.headers.get("preference-applied")).toBe("wait=60");
    await drainJobs();

    // The agent's copy is stale: answered at once, every variant ready, with the one to use.
    const hikerBatch = await agent("GET", batchOf(hikerAds), undefined, { Prefer: "wait=60", "If-None-Match": moved.headers.get("etag")! });
    expect(hikerBatch.status).toBe(200);
    expect(hikerBatch.body.ads.map((a: { status: string }) => a.status)).toEqual(["ready", "ready"]);
    const best = [...hikerBatch.body.ads].sort((a, b) => b.qa_score - a.qa_score || a.variant_index - b.variant_index)[0];
    expect(hikerBatch.body.recommended_ad_id).toBe(best.id);
    // Nothing new since: 304, no body.
    const same = await agent("GET", batchOf(hikerAds), undefined, { "If-None-Match": hikerBatch.headers.get("etag")! });
    expect(same.status).toBe(304);
    const commuterBatch = (await agent("GET", batchOf(commuterAds))).body;
    expect(commuterBatch.recommended_ad_id).toEqual(expect.any(String));
    const videoAd = (await agent("GET", `${base}/ads/${video.id}?fields=status,files.qa`)).body.ad;
    expect(videoAd.status).toBe("ready");
    expect(videoAd.files[0].qa).toMatchObject({ passed: true, score: expect.any(Number) });

    // Runs for the two recommended ads, and a week of daily metrics each: the hikers' CTR falls.
    const today = new Date(clock.now());
    const day = (back: number) => new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10);
    const runFor = async (adId: string) => (await agent("POST", `${base}/ads/${adId}/ad_runs`, { ad_run: { platform: "meta", channel: "paid_social", objective: "traffic" } })).body.ad_run;
    const runs = [await runFor(hikerBatch.body.recommended_ad_id), await runFor(commuterBatch.recommended_ad_id)];
    const week = (ctr: (k: number) => number) =>
      Array.from({ length: 7 }, (_, k) => ({ kind: "metrics", window_start: day(7 - k), currency: "USD", spend: "2.00", impressions: 1000, clicks: Math.round(ctr(k) * 10), idempotency_key: `day:${day(7 - k)}` }));
    const recorded = await agent("POST", `${base}/ads/${runs[0].creative_composition_id}/ad_runs/${runs[0].id}/observations/batch`, { observations: week((k) => 2 - k * 0.2) });
    expect(recorded.status).toBe(201);
    expect(recorded.body.health).toMatchObject({ trend: "insufficient_data", availability: { trend: false } });
    expect(recorded.body.health.reason).toMatch(/^Needs impressions in the 7 days before \d{4}-\d{2}-\d{2}/);
    await agent("POST", `${base}/ads/${runs[1].creative_composition_id}/ad_runs/${runs[1].id}/observations/batch`, { observations: week(() => 1) });

    // Findings: the cold claim won for hikers, the lid lost; the first opens an experiment with its subjects.
    const won = await agent("POST", `${base}/hypotheses/${cold.id}/findings`, {
      finding: { body: "The cold claim held a 2 % CTR.", signal: "positive", subjects: [{ ad_run_id: runs[0].id }] },
    });
    expect(won.status).toBe(201);
    expect(won.body.experiment.subjects).toHaveLength(1);
    await agent("POST", `${base}/hypotheses/${lid.id}/findings`, { finding: { body: "The lid did nothing for hikers.", signal: "negative" } });

    // The brief says what the next ad for hikers will lead with, and why (issue 41).
    const told = (await agent("GET", `${base}/hypotheses/brief?audience_id=${hikers.id}`)).body.brief;
    expect(told.next_ad).toMatchObject({ claim: expect.stringMatching(/cold for 24 hours/), by: "finding" });
    expect(told.material.find((m: { text: string }) => /leak-proof/.test(m.text))).toMatchObject({ role: expect.any(String) });

    // The follow-up ad for hikers: the winning claim leads its copy, and informed_by says so.
    const followUp = (await order({ audience_id: hikers.id, placements: ["square"] })).body.ad as { id: string };
    await drainJobs({ adIds: [followUp.id] });
    const next = (await agent("GET", `${base}/ads/${followUp.id}?fields=status,editable_copy,informed_by,angle`)).body.ad;
    expect(next.status).toBe("ready");
    expect(Object.values(next.editable_copy).join(" ")).toMatch(/cold for 24 hours/);
    // It leads with that claim (issue 41): the angle names the claim its main slot says, and the finding as why.
    expect(next.angle).toMatchObject({ claim: expect.stringMatching(/cold for 24 hours/), by: "finding" });
    expect(Object.values(next.editable_copy)).toContain(next.angle.claim);
    // Exactly what was applied: the won claim leads, the lost one (the lid) goes last.
    expect([...next.informed_by].sort()).toEqual([cold.id, lid.id].sort());
    expect(Object.values(next.editable_copy).join(" ")).not.toMatch(/leak-proof/i);

    // The webhook told the agent about every ready ad (the server's calls, not the agent's).
    // Deliveries are stamped by the database's clock, ahead of the test's manual one: send every one due by the real now.
    await deliverDue({ max: 50, now: new Date(Date.now() + 60_000) });
    expect(receiver.at("/adlab").length).toBeGreaterThanOrEqual(6);
    expect(calls).toBeLessThanOrEqual(30);
  }, 600_000);
});
