import { describe, expect, it } from "vitest";
import { api, call } from "../helpers/http";
import { trpcAs } from "../helpers/fronts";
import { createAccount, createProject } from "../helpers/factories";

/** The tRPC procedures derived from the operation definitions (server/trpc/operations.ts): flat arguments, REST's JSON. */

const balanceOf = async (token: string) => (await api.get("/api/v1/account", { token })).body.account.token_balance as number;
type Refusal = { code: string; cause: { toBody(): { error: { code: string; details?: string[] } } } };
/** The tRPC error a call ends in (a call that succeeds fails the test). */
const refused = (call: Promise<unknown>) => call.then(() => { throw new Error("the call was accepted"); }, (error: unknown) => error as Refusal);

describe("tRPC from the operation definitions", () => {
  it("refuses unknown arguments with the closest known name, every problem at once, before any token is charged", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    const caller = await trpcAs(token);

    // A misspelt body field of an ad order: 422 naming it, nothing charged, no ad.
    const misspelt = await refused(caller.ads.createAds({ project_id: project.id, output: "image", placement: ["square"] } as never));
    expect(misspelt.code).toBe("UNPROCESSABLE_CONTENT");
    expect(misspelt.cause.toBody().error).toMatchObject({ code: "validation_failed", details: ["ad.placement: unknown field; did you mean placements?"] });

    // The old wrapper's argument names: the id is missing, the camelCase names get their flat names,
    // and the body's own problem comes in the same answer.
    const wrapped = await refused(caller.ads.createAds({ projectId: project.id, idempotencyKey: "k1", output: "gif" } as never));
    expect(wrapped.cause.toBody().error.details).toEqual([
      "project_id: is required",
      "projectId: unknown argument; did you mean project_id?",
      "idempotencyKey: unknown argument; did you mean idempotency_key?",
      expect.stringMatching(/^ad\.output: /),
    ]);

    // An operation without a body knows only its ids and query.
    const get = await refused(caller.projects.getProject({ project_id: project.id, id: project.id } as never));
    expect(get.cause.toBody().error.details).toEqual(["id: unknown argument"]);
    const list = await refused(caller.ads.listAds({ project_id: project.id, limt: 5 } as never));
    expect(list.cause.toBody().error.details).toEqual(["limt: unknown argument; did you mean limit?"]);

    // The web-only procedures are closed too (the old wrappers dropped a misspelt key).
    const ranked = await refused(caller.ads.ranked({ projectId: project.id, metrc: "cpa" } as never));
    expect(ranked.cause.toBody().error.details).toEqual(["metrc: unknown field; did you mean metric?"]);

    expect(await balanceOf(token)).toBe(1000);
    expect((await caller.ads.listAds({ project_id: project.slug })).ads).toEqual([]);
    // An infinite query's page bookkeeping (`direction`, beside `cursor`) is no unknown argument.
    expect((await caller.ads.listAllAds({ limit: 10, direction: "forward" } as never)).ads).toEqual([]);
    expect((await caller.ads.ranked({ projectId: project.id, direction: "forward" } as never)).ads).toEqual([]);

    // Over HTTP, as the web app calls it: the spec's error body under data.error.
    const res = await call("POST", "/api/trpc/ads.createAds", { project_id: project.slug, output: "image", variants: 2 }, { token });
    expect(res.status).toBe(422);
    expect(res.body.error.data.error).toMatchObject({ code: "validation_failed", details: ["ad.variants: unknown field; did you mean variant_count?"] });
    expect(await balanceOf(token)).toBe(1000);
  });

  it("answers REST's JSON for ids and slugs, and another account's project is NOT_FOUND, uncharged", async () => {
    const alice = await createAccount(1000);
    const project = await createProject(alice.token);
    const mine = await trpcAs(alice.token);
    expect(await mine.projects.getProject({ project_id: project.slug })).toEqual((await api.get(`/api/v1/projects/${project.id}`, { token: alice.token })).body);

    const bob = await createAccount(1000);
    const theirs = await trpcAs(bob.token);
    for (const attempt of [
      () => theirs.projects.getProject({ project_id: project.id }),
      () => theirs.projects.getProject({ project_id: project.slug }),
      () => theirs.ads.listAds({ project_id: project.id }),
      () => theirs.projects.updateProject({ project_id: project.id, tagline: "mine now" }),
      () => theirs.ads.createAds({ project_id: project.id, output: "image", placements: ["square"] }),
    ]) {
      const error = await refused(attempt());
      expect(error.code).toBe("NOT_FOUND");
      expect(error.cause.toBody().error.code).toBe("not_found");
    }
    expect(await balanceOf(bob.token)).toBe(1000);
    expect((await mine.projects.getProject({ project_id: project.id })).project.tagline).toBe(project.tagline);
  });
});
