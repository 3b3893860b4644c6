import { describe, expect, it } from "vitest";
import { createAccount, request, server } from "./server";
import { newProject, waitForReady } from "./journey";

const FIVE_PLACEMENTS = ["instagram_story", "instagram_reels", "feed_portrait", "square", "landscape"];
type Step = { name: string; status: string };

const health = () => fetch(new URL("/api/health", server.url)).then((res) => res.status, () => 0);
/** The serving process's pid, as its DATA_DIR/operator.json names it (absent between a death and the next boot). */
const servingPid = () => {
  try {
    return server.servingPid();
  } catch {
    return 0;
  }
};

// Issue 39, "a crash is not an outage": `npm start` supervises the serving process (scripts/supervise.mjs).
// Killed with SIGKILL in the middle of a generation, it is started again, and the new process finishes the
// ad the dead one held (its job's lock names a dead pid: claimable at once), without charging again.
// Runs alone, after every other vitest file (the `blackbox-restart` project), and leaves the server serving.
describe("npm start when its serving process is killed", () => {
  // Its waits are bounded one by one (the step polled for, the 5 s, waitForReady): the test as a whole only
  // outlives them, on a loaded machine too (CI timed it out at the default 90 s while an ad was generating).
  it("answers again within 5 s, and the ad being generated reaches ready, charged once", { timeout: 600_000 }, async () => {
    const { key } = await createAccount(1000);
    const account = (await request("GET", "/api/v1/account", { key })).json.account;
    const cost = account.output_options.find((o: { id: string }) => o.id === "image").token_cost;
    const project = await newProject(key);
    const ordered = await request("POST", `/api/v1/projects/${project.slug}/ads`, { key, json: { ad: { requested_output: "image", placements: FIVE_PLACEMENTS } } });
    expect(ordered.status, ordered.text).toBe(202);
    const adId = ordered.json.ad.id;

    // The middle of the generation: a step done, the ad not ready yet.
    let progress: { status: string; progress: { steps: Step[] } } = ordered.json.ad;
    await expect
      .poll(async () => {
        progress = (await request("GET", `/api/v1/projects/${project.slug}/ads/${adId}/progress`, { key })).json;
        return progress.status !== "generating" || progress.progress.steps.some((step) => step.status === "done");
      }, { timeout: 120_000, interval: 20 })
      .toBe(true);
    expect(progress.status, "the ad was finished before the kill: nothing was interrupted").toBe("generating");
    const done = progress.progress.steps.filter((step) => step.status === "done").length;
    expect(done).toBeLessThan(progress.progress.steps.length);

    const dead = server.servingPid();
    process.kill(dead, "SIGKILL");
    // Within 5 s of the kill, a new process serves (the bound; the supervisor restarts it after 0.5 s).
    await expect.poll(async () => (await health()) === 200 && ![0, dead].includes(servingPid()), { timeout: 5_000, interval: 100 }).toBe(true);

    const ad = await waitForReady(key, project.slug, adId);
    expect(ad.placements).toEqual(FIVE_PLACEMENTS);
    expect((await request("GET", "/api/v1/account", { key })).json.account.token_balance).toBe(1000 - cost);
    const ledger = await request("POST", "/api/graphql", { key, json: { query: "{ ledger { nodes { delta reason ad_id } } }" } });
    expect(ledger.json.data.ledger.nodes.filter((entry: { ad_id: string | null }) => entry.ad_id === adId)).toEqual([{ delta: -cost, reason: "charge", ad_id: adId }]);
  });
});
