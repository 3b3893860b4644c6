import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { graphql } from "../helpers/fronts";
import { useManualClock } from "../helpers/clock";
import { adsOf, newAd } from "../helpers/ad-pipeline";
import { drainJobs } from "@/server/jobs/runner";
import { db } from "@/server/db/client";

process.env.ADLAB_JOB_BACKOFF_MS = "0";

describe("Prefer: wait on ads (issue 29)", () => {
  it("a GET waits for the ad's next state, answers 304 when the wait ends with nothing new, and the batch list waits too", async () => {
    const clock = useManualClock();
    const { token, project, ad } = await newAd(1000, { output: "image", placements: ["square"], variant_count: 2 });
    const url = `${adsOf(project.id)}/${ad.id}`;
    const batchUrl = `${adsOf(project.id)}?batch_id=${ad.batch_id}`;

    const first = await api.get(url, { token });
    expect(first.body.ad.status).toBe("generating");
    const tag = first.headers.get("etag")!;
    // A progress point alone leaves the ad's ETag as it was; its own answer at .../progress has a tag that moves.
    const progressBefore = await api.get(`${url}/progress`, { token });
    expect(progressBefore.body).toEqual({ ad_id: ad.id, status: "generating", progress: null });
    await (await db()).ad.update({ where: { id: ad.id }, data: { progress: { steps: [], percent: 5, estimated_seconds_left: null, updated_at: new Date().toISOString() } } });
    expect((await api.get(url, { token, headers: { "If-None-Match": tag } })).status).toBe(304);
    const progressAfter = await api.get(`${url}/progress`, { token, headers: { "If-None-Match": progressBefore.headers.get("etag")! } });
    expect(progressAfter.status).toBe(200);
    expect(progressAfter.body.progress.percent).toBe(5);
    const batchFirst = await api.get(batchUrl, { token });
    expect(batchFirst.body.ads).toHaveLength(2);
    expect(batchFirst.body.recommended_ad_id).toBeNull();

    // The agent holds `tag` and waits: the answer comes when the pipeline stores the file, not before.
    const waiting = api.get(url, { token, headers: { Prefer: "wait=30", "If-None-Match": tag } });
    const batchWaiting = api.get(batchUrl, { token, headers: { Prefer: "wait=30", "If-None-Match": batchFirst.headers.get("etag")! } });
    await clock.asleep(2);
    await drainJobs({ adIds: [ad.id] });
    const changed = await waiting;
    expect(changed.status).toBe(200);
    expect(changed.headers.get("preference-applied")).toBe("wait=30");
    expect(changed.headers.get("etag")).not.toBe(tag);
    expect(changed.body.ad.files[0].qa).not.toBeNull();
    const batchChanged = await batchWaiting;
    expect(batchChanged.status).toBe(200);
    expect(batchChanged.headers.get("preference-applied")).toBe("wait=30");

    // A copy already out of date is answered at once, whatever the wait asked.
    const stale = await api.get(url, { token, headers: { Prefer: "wait=60", "If-None-Match": tag } });
    expect(stale.status).toBe(200);
    expect(stale.body.ad.status).toBe("ready");
    const progressDone = await api.get(`${url}/progress`, { token });
    expect(progressDone.body.status).toBe("ready");
    expect((await api.get(`${url}/progress`, { token, headers: { "If-None-Match": progressDone.headers.get("etag")! } })).status).toBe(304);

    // Nothing changes any more: the wait runs out on the clock (capped to 60 s) and answers 304. (The naps
    // the earlier waits cut short are let out first, so `asleep` counts the new waiter's.)
    clock.advance(1000);
    const idle = api.get(url, { token, headers: { Prefer: "wait=600", "If-None-Match": stale.headers.get("etag")! } });
    await clock.asleep(1);
    clock.advance(60_000);
    const notModified = await idle;
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("preference-applied")).toBe("wait=60");

    // Both variants ready: the list of the batch names the best by QA score (ties to the earliest variant).
    await drainJobs();
    const done = await api.get(batchUrl, { token });
    const ads = done.body.ads as { id: string; qa_score: number; variant_index: number; status: string }[];
    expect(ads.every((a) => a.status === "ready")).toBe(true);
    const best = [...ads].sort((a, b) => b.qa_score - a.qa_score || a.variant_index - b.variant_index)[0];
    expect(done.body.recommended_ad_id).toBe(best.id);
    // GraphQL names it too, for the same batch.
    const gql = await graphql(token, "query($b: String) { ads(batchId: $b) { nodes { id } recommendedAdId } }", { b: ad.batch_id });
    expect(gql.data.ads).toEqual({ nodes: expect.arrayContaining(ads.map((a) => ({ id: a.id }))), recommendedAdId: best.id });

    // `fields`: only the named fields, on one ad and on the list; a typo is a 422 naming the closest field.
    const compact = await api.get(`${url}?fields=id,status,qa_score,files.placement,files.qa.score`, { token });
    expect(compact.body).toEqual({ ad: { id: ad.id, status: "ready", qa_score: expect.any(Number), files: [{ placement: "square", qa: { score: expect.any(Number) } }] } });
    const listed = await api.get(`${batchUrl}&fields=id,qa_score`, { token });
    expect(listed.body.ads.map((a: object) => Object.keys(a))).toEqual([["id", "qa_score"], ["id", "qa_score"]]);
    expect(listed.body.recommended_ad_id).toBe(best.id);
    const typo = await api.get(`${url}?fields=id,stauts,files.plcement,id.x`, { token });
    expect(typo.status).toBe(422);
    expect(typo.body.error.details).toEqual([
      'fields: unknown field "stauts"; did you mean status?',
      'fields: unknown field "files.plcement"; did you mean files.placement?',
      'fields: "id" has no fields under it ("id.x")',
    ]);

    const bad = await api.get(`${adsOf(project.id)}?batch_id=nope`, { token });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details).toEqual(["batch_id: must be the batch_id of an ad (a UUID)"]);
  });
});
