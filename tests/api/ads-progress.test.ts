import { afterEach, describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { drainJobs } from "@/server/jobs/runner";
import { generationHooks } from "@/server/generation/renderer";
import { flushProgress } from "@/server/generation/progress";
import { graphql, selectionOf } from "../helpers/fronts";

process.env.ADLAB_JOB_BACKOFF_MS = "0";

type Progress = {
  steps: { name: string; label: string; status: string; percent: number | null; started_at: string | null; finished_at: string | null }[];
  percent: number;
  estimated_seconds_left: number | null;
  updated_at: string;
};

const adsOf = (projectId: string) => `/api/v1/projects/${projectId}/ads`;

async function newAd(ad: Record<string, unknown>) {
  const { token } = await createAccount(1000);
  const project = await createProject(token);
  const res = await api.post(adsOf(project.id), { ad }, { token });
  expect(res.status).toBe(202);
  const id = res.body.ad.id as string;
  const read = async () => (await api.get(`${adsOf(project.id)}/${id}`, { token })).body.ad as { status: string; progress: Progress | null };
  return { id, token, projectId: project.id, read, created: res.body.ad as { progress: Progress | null } };
}

afterEach(() => {
  generationHooks.beforeRender = undefined;
  generationHooks.renderer = undefined;
});

describe("generation progress on the ad", () => {
  it("a still ad reports style, copy and each placement, rendered side by side; the last state stays once ready", async () => {
    const ad = await newAd({ output: "image", placements: ["square", "landscape"] });
    expect(ad.created.progress).toBeNull();
    let during: Progress | null = null;
    let landscapeLooked = () => {};
    const looked = new Promise<void>((resolve) => (landscapeLooked = resolve));
    // The square render waits until the landscape render has read the progress: both are under way then.
    generationHooks.beforeRender = async ({ adId, placement, format }) => {
      if (adId !== ad.id || format !== "png") return;
      if (placement === "square") return looked;
      during = (await ad.read()).progress;
      landscapeLooked();
    };
    await drainJobs({ adIds: [ad.id] });

    expect(during).not.toBeNull();
    const mid = during as unknown as Progress;
    expect(mid.steps.map((s) => [s.name, s.status])).toEqual([
      ["style", "done"],
      ["copy", "done"],
      ["render:square", "running"],
      ["render:landscape", "running"],
    ]);
    expect(mid.steps.map((s) => s.label)).toEqual(["Choosing the style", "Writing the words", "Making the Square image", "Making the Landscape image"]);
    expect(mid.percent).toBeGreaterThan(0);
    expect(mid.percent).toBeLessThan(100);
    expect(mid.estimated_seconds_left).toBeNull();

    const ready = await ad.read();
    expect(ready.status).toBe("ready");
    expect(ready.progress!.percent).toBe(100);
    expect(ready.progress!.steps.every((s) => s.status === "done" && s.started_at && s.finished_at)).toBe(true);
    // GraphQL answers the same progress (its type comes from the same zod shape).
    const gql = await graphql(ad.token, `query($id: String!, $p: String!) { ad(id: $id) { ${selectionOf("Ad", ["progress"])} } adProgress(projectId: $p, adId: $id) { ad_id status progress { percent } } }`, { id: ad.id, p: ad.projectId });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.ad.progress).toEqual(ready.progress);
    expect(gql.data.adProgress).toEqual({ ad_id: ad.id, status: "ready", progress: { percent: 100 } });
  });

  it("a video's encoding reports its percentage (written at most once a second) and an estimate", async () => {
    const ad = await newAd({ output: "video", placements: ["square"], music: "none" });
    const seen: Progress[] = [];
    generationHooks.renderer = {
      renderVideo: async (_props, _timings, onProgress) => {
        onProgress?.(0.5);
        await flushProgress(ad.id);
        seen.push((await ad.read()).progress!);
        onProgress?.(0.6); // within the second: not written
        await flushProgress(ad.id);
        seen.push((await ad.read()).progress!);
        return Buffer.from("not really an mp4");
      },
    };
    await drainJobs({ adIds: [ad.id] });

    expect(seen.map((p) => p.steps.map((s) => s.name))[0]).toEqual(["style", "copy", "music", "render:square"]);
    expect(seen.map((p) => p.steps.at(-1)!.percent)).toEqual([50, 50]);
    expect(seen[0].steps.at(-1)!.label).toBe("Making the Square video");
    expect(seen[0].estimated_seconds_left).toEqual(expect.any(Number));
    const ready = await ad.read();
    expect(ready.status).toBe("ready");
    expect(ready.progress).toMatchObject({ percent: 100, estimated_seconds_left: 0 });
    expect(ready.progress!.steps.at(-1)).toMatchObject({ status: "done", percent: 100 });
  });
});
