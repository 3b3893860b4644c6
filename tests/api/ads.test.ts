import { describe, expect, it } from "vitest";
import { itOnce } from "../helpers/engines";
import { api } from "../helpers/http";
import { graphql, selectionOf, trpcAs } from "../helpers/fronts";
import { createAccount, createProject } from "../helpers/factories";
import { drainJobs } from "@/server/jobs/runner";
import { db } from "@/server/db/client";

const adsOf = (projectId: string) => `/api/v1/projects/${projectId}/ads`;

export function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

export function jpegSize(bytes: Buffer) {
  expect(bytes[0]).toBe(0xff);
  expect(bytes[1]).toBe(0xd8);
  let i = 2;
  while (i < bytes.length) {
    const marker = bytes[i + 1];
    const length = bytes.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return { width: bytes.readUInt16BE(i + 7), height: bytes.readUInt16BE(i + 5) };
    i += 2 + length;
  }
  throw new Error("no SOF marker");
}

/** These tests do not render: remove the jobs of their ads (the database may be shared with other files). */
async function dropJobs(adIds: string[]) {
  const prisma = await db();
  await prisma.$executeRawUnsafe(`DELETE FROM "jobs" WHERE ("payload"->>'adId') = ANY($1::text[])`, adIds);
}

async function balanceOf(token: string) {
  return (await api.get("/api/v1/account", { token })).body.account.token_balance as number;
}

describe("ads: validation (one validator for every front)", () => {
  itOnce("rejects each invalid request with 422 validation_failed, one detail per problem, before charging", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    const other = await createProject(token, { name: "Other" });
    const audience = await api.post(`/api/v1/projects/${other.id}/audiences`, { audience: { name: "Elsewhere" } }, { token });
    expect(audience.status).toBe(201);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ placements: ["square"] }, /^ad\.output: is required/],
      [{ output: "image", requested_output: "video" }, /^ad\.output: conflicts with requested_output/],
      [{ output: "gif" }, /^ad\.output: /],
      [{ output: "video", meme_base: "two-buttons" }, /^ad\.meme_base: memes are still-only/],
      [{ output: "video", style_scope: "memes" }, /^ad\.style_scope: memes are still-only/],
      [{ output: "image", template_key: "bold-statement", meme_base: "two-buttons" }, /^ad\.meme_base: template_key and meme_base are mutually exclusive/],
      [{ output: "image", template_key: "no-such-template" }, /^ad\.template_key: unknown template/],
      [{ output: "image", meme_base: "no-such-meme" }, /^ad\.meme_base: unknown meme format/],
      [{ output: "video", template_key: "editorial-serif" }, /^ad\.template_key: template "editorial-serif" does not support video/],
      [{ output: "image", placements: ["square", "tiktok"] }, /^ad\.placements\.1: must be one of/],
      [{ output: "image", placements: [] }, /^ad\.placements: must name at least one placement/],
      [{ output: "image", audience_id: audience.body.audience.id }, /^ad\.audience_id: no audience with this id or slug in project/],
      [{ output: "image", audience_id: "no-such-audience" }, /^ad\.audience_id: no audience with this id or slug in project/],
      [{ output: "image", variant_count: 0 }, /^ad\.variant_count: must be from 1 to 10/],
      [{ output: "image", variant_count: 11 }, /^ad\.variant_count: must be from 1 to 10/],
      [{ output: "image", variant_count: 1.5 }, /^ad\.variant_count: must be an integer/],
      [{ output: "image", video_style: "live_scene" }, /^ad\.video_style: applies to video output only/],
      [{ output: "video", video_style: "slideshow" }, /^ad\.video_style: /],
      [{ output: "image", style_scope: "everything" }, /^ad\.style_scope: /],
      [{ output: "image", copy_mode: "exact" }, /^ad\.copy: is required when copy_mode is "exact"/],
      [{ output: "image", template_key: "bold-statement", style_scope: "memes" }, /^ad\.style_scope: "memes" conflicts/],
    ];
    for (const [ad, detail] of cases) {
      const res = await api.post(adsOf(project.id), { ad }, { token });
      expect(res.status, JSON.stringify(ad)).toBe(422);
      expect(res.body.error.code).toBe("validation_failed");
      expect(res.body.error.details, JSON.stringify(ad)).toEqual([expect.stringMatching(detail)]);
    }
    // Several problems at once: one detail each.
    const many = await api.post(
      adsOf(project.id),
      { ad: { output: "video", meme_base: "two-buttons", template_key: "bold-statement", variant_count: 99, placements: ["x"] } },
      { token },
    );
    expect(many.status).toBe(422);
    expect(many.body.error.details.length).toBeGreaterThanOrEqual(3);
    expect(await balanceOf(token)).toBe(1000);
    expect((await api.get(adsOf(project.id), { token })).body.ads).toEqual([]);

    // The same details through tRPC and GraphQL.
    const bad = { output: "video", meme_base: "two-buttons" };
    const rest = (await api.post(adsOf(project.id), { ad: bad }, { token })).body.error;
    const trpc = await (await trpcAs(token)).ads.createAds({ project_id: project.id, ...(bad as object) } as never).catch((e) => e);
    expect(trpc.cause.toBody().error).toEqual({ ...rest, request_id: undefined }); // request_id names the HTTP request
    const gql = await graphql(token, `mutation($p: String!, $a: CreateAdInput!) { createAds(projectId: $p, ad: $a) { ads { id } } }`, { p: project.id, a: bad });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: "validation_failed", details: rest.details });
  });

  itOnce("accepts the minimal body and applies the documented defaults", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    const image = await api.post(adsOf(project.id), { ad: { requested_output: "image", placements: ["square"] } }, { token });
    expect(image.status).toBe(202);
    expect(image.body.ad).toMatchObject({ status: "generating", generating: true, ready: false, failed: false, output: "image", requested_output: "image", video_style: null, placements: ["square"], token_cost: 25, platform_aspect: "1:1" });
    const video = await api.post(adsOf(project.id), { ad: { output: "video" } }, { token });
    expect(video.status).toBe(202);
    expect(video.body.ad).toMatchObject({ output: "video", video_style: "live_scene", video_style_label: "Live scene", placements: ["instagram_story"], token_cost: 163 });
    const still = await api.post(adsOf(project.id), { ad: { output: "image", requested_output: "image", video_style: null } }, { token });
    expect(still.body.ad.placements).toEqual(["feed_portrait", "instagram_story", "square"]);
    expect(await balanceOf(token)).toBe(1000 - 25 - 163 - 25);
    const audience = (await api.post(`/api/v1/projects/${project.id}/audiences`, { audience: { name: "Commuters", rules: "Talk about mornings." } }, { token })).body.audience;
    const forAudience = await api.post(adsOf(project.id), { ad: { output: "image", audience_id: audience.id.toUpperCase() } }, { token });
    expect(forAudience.status).toBe(202);
    expect(forAudience.body.ad.audience_id).toBe(audience.id);
    await dropJobs([image.body.ad.id, video.body.ad.id, still.body.ad.id, forAudience.body.ad.id]);
  });
});

describe("ads: create, charge, read, update", () => {
  itOnce("creates variants sharing a batch, renders them, and serves them on every front", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token, { tagline: "Cafe cold brew at home", brand_kit: { colors: ["#0b3d2e", "#f4c430"] } });
    const res = await api.post(
      adsOf(project.slug),
      { ad: { output: "image", style_scope: "templates", placements: ["square", "instagram_story"], variant_count: 2, tags: ["launch"], cta: "Order now", prompt: "ready in seconds" } },
      { token },
    );
    expect(res.status).toBe(202);
    const { ad, ads } = res.body;
    expect(ads).toHaveLength(2);
    expect(ad.id).toBe(ads[0].id);
    expect(ads[1].batch_id).toBe(ad.batch_id);
    expect(ads.map((a: any) => a.variant_index)).toEqual([0, 1]);
    expect(ad.poll_url).toBe(`http://adlab.test/api/v1/projects/${project.id}/ads/${ad.id}`);
    expect(ad.url).toBe(`http://adlab.test/projects/${project.slug}/ads/${ad.slug}`);
    expect(ad.slug).toMatch(/^[a-z0-9_-]+$/);
    expect(await balanceOf(token)).toBe(950);

    // Generating: the file endpoint answers 409.
    const early = await api.get(`${adsOf(project.id)}/${ad.id}/file`, { token });
    expect(early.status).toBe(409);

    await drainJobs({ adIds: ads.map((a: any) => a.id) });
    const ready = (await api.get(`${adsOf(project.id)}/${ad.slug}`, { token })).body.ad;
    expect(ready).toMatchObject({ status: "ready", ready: true, generating: false, tags: ["launch"], style: { category: "template" } });
    expect(ready.files).toHaveLength(2);
    expect(ready.files[0]).toMatchObject({ placement: "square", label: "Square", width: 1080, height: 1080 });
    expect(ready.files[0].document_url).toContain("format=html");
    expect(ready.files[0].asset_url).toContain("format=png");
    expect(Object.keys(ready.editable_copy).length).toBeGreaterThan(0);
    // The CTA the request gave is on every ad; editable_copy holds what is on the ad (a slot the brief had
    // nothing for is left out), remix.elements every slot the style can edit, in the style's order.
    expect(ready.editable_copy.cta).toBe("Order now");
    expect(ready.remix.elements.filter((slot: string) => slot in ready.editable_copy)).toEqual(Object.keys(ready.editable_copy));
    expect(ready.distribution).toMatchObject({ total_runs_count: 0 });
    expect(ready.ad_runs).toEqual([]);
    const second = (await api.get(`${adsOf(project.id)}/${ads[1].id}`, { token })).body.ad;
    expect(second.style.template_key).not.toBe(ready.style.template_key);

    // Lists: the project's and the account's.
    const listed = (await api.get(adsOf(project.id), { token })).body;
    expect(listed.ads.map((a: any) => a.id).sort()).toEqual(ads.map((a: any) => a.id).sort());
    expect((await api.get("/api/v1/ads?limit=1", { token })).body.next_cursor).toEqual(expect.any(String));

    // PATCH: name, tags, external identifiers.
    const patched = await api.patch(`${adsOf(project.id)}/${ad.id}`, { ad: { name: "Launch A", tags: ["a", "b"], external_identifiers: { meta_ad_id: "123" } } }, { token });
    expect(patched.status).toBe(200);
    expect(patched.body.ad).toMatchObject({ name: "Launch A", tags: ["a", "b"], external_identifiers: { meta_ad_id: "123" } });
    expect((await api.patch(`${adsOf(project.id)}/${ad.id}`, { ad: { name: "" } }, { token })).status).toBe(422);

    // tRPC and GraphQL answer the same JSON.
    const rest = (await api.get(`${adsOf(project.id)}/${ad.id}`, { token })).body.ad;
    const caller = await trpcAs(token);
    expect((await caller.ads.getAd({ project_id: project.id, ad_id: ad.slug })).ad).toEqual(rest);
    expect((await caller.ads.listAds({ project_id: project.id })).ads).toEqual((await api.get(adsOf(project.id), { token })).body.ads);
    const fields = selectionOf("Ad", Object.keys(rest));
    const gql = await graphql(token, `query($id: String!) { ad(id: $id) { ${fields} } }`, { id: ad.id });
    expect(gql.errors).toBeUndefined();
    // REST's ad answer leaves out the distribution blocks that say nothing yet (issue 29); GraphQL selects them all.
    const { distribution: gqlDistribution, ...gqlAd } = gql.data.ad;
    const { distribution: restDistribution, ...restAd } = rest;
    expect(gqlAd).toEqual(restAd);
    expect(gqlDistribution).toMatchObject(restDistribution);
    const nested = await graphql(token, `query($id: String!) { project(id: $id) { ads { nodes { id } } } }`, { id: project.id });
    expect(nested.data.project.ads.nodes).toHaveLength(2);

    // Another account sees none of it.
    const bob = await createAccount(0);
    expect((await api.get(`${adsOf(project.id)}/${ad.id}`, { token: bob.token })).status).toBe(404);
    expect((await api.get(`${adsOf(project.id)}/${ad.id}/file`, { token: bob.token })).status).toBe(404);
    expect((await api.get("/api/v1/ads", { token: bob.token })).body.ads).toEqual([]);
    expect((await api.post(adsOf(project.id), { ad: { output: "image" } }, { token: bob.token })).status).toBe(404);
    expect((await api.get("/api/v1/ads")).status).toBe(401);
  });

  it("10 parallel requests on a balance covering 4: exactly 4 accepted, 6 insufficient_tokens", async () => {
    const { token } = await createAccount(100);
    const project = await createProject(token);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api.post(adsOf(project.id), { ad: { output: "image", placements: ["square"] } }, { token })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 202)).toHaveLength(4);
    expect(statuses.filter((s) => s === 422)).toHaveLength(6);
    for (const r of results.filter((r) => r.status === 422)) expect(r.body.error.code).toBe("insufficient_tokens");
    // In words, with who to ask on this installation (no ADLAB_TOKENS_HELP here: the built-in sentence).
    expect(results.find((r) => r.status === 422)!.body.error.message).toBe(
      "The token balance (0) does not cover this ad (25 tokens). Tokens are added by whoever runs this adlab installation; there is no payment in the app. Ask them for more, with the e-mail address of your account.",
    );
    expect(await balanceOf(token)).toBe(0);
    expect((await api.get(adsOf(project.id), { token })).body.ads).toHaveLength(4);
    await dropJobs(results.filter((r) => r.status === 202).map((r) => r.body.ad.id));
  });

  it("Idempotency-Key: same body replays without charging (sequential and concurrent); different body is refused", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    const body = { ad: { output: "image", placements: ["square"], variant_count: 2 } };
    const headers = { "idempotency-key": "retry-1" };
    const first = await api.post(adsOf(project.id), body, { token, headers });
    expect(first.status).toBe(202);
    const again = await api.post(adsOf(project.id), body, { token, headers });
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    // The same request spelled with the synonym is the same request.
    const synonym = await api.post(adsOf(project.id), { ad: { requested_output: "image", placements: ["square"], variant_count: 2 } }, { token, headers });
    expect(synonym.body.ad.id).toBe(first.body.ad.id);
    expect(await balanceOf(token)).toBe(950);

    const different = await api.post(adsOf(project.id), { ad: { output: "image", placements: ["landscape"] } }, { token, headers });
    expect(different.status).toBe(422);
    expect(different.body.error.code).toBe("idempotency_key_reused");

    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => api.post(adsOf(project.id), { ad: { output: "image", placements: ["landscape"] } }, { token, headers: { "idempotency-key": "retry-2" } })),
    );
    expect(concurrent.map((r) => r.status)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(concurrent.map((r) => r.body.ad.id)).size).toBe(1);
    expect(await balanceOf(token)).toBe(925);
    expect((await api.get(adsOf(project.id), { token })).body.ads).toHaveLength(3);

    // tRPC takes the key as an argument, with the same semantics.
    const caller = await trpcAs(token);
    const viaTrpc = await caller.ads.createAds({ project_id: project.id, output: "image", placements: ["landscape"], idempotency_key: "retry-2" });
    expect(viaTrpc.ad.id).toBe(concurrent[0].body.ad.id);
    // Keys live 24 hours: after that the same key starts a new request.
    const prisma = await db();
    await prisma.idempotencyKey.updateMany({
      where: { key: "retry-1", organization: { ads: { some: { id: first.body.ad.id } } } },
      data: { createdAt: new Date(Date.now() - 25 * 3600 * 1000) },
    });
    const fresh = await api.post(adsOf(project.id), { ad: { output: "image", placements: ["landscape"] } }, { token, headers });
    expect(fresh.status).toBe(202);
    expect(fresh.body.ad.id).not.toBe(first.body.ad.id);
    expect(await balanceOf(token)).toBe(900);
    await dropJobs([first.body.ads[0].id, first.body.ads[1].id, concurrent[0].body.ad.id, fresh.body.ad.id]);
  });
});

describe("ads: file endpoint (spec 4.9)", () => {
  itOnce("serves each format and placement with the right status", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    const created = await api.post(adsOf(project.id), { ad: { output: "image", template_key: "bold-statement", placements: ["feed_portrait", "landscape"] } }, { token });
    const ad = created.body.ad;
    const base = `${adsOf(project.id)}/${ad.id}/file`;
    expect((await api.get(base, { token })).status).toBe(409);
    await drainJobs({ adIds: [ad.id] });

    // Default: the natural raster (png) of the active (first) placement.
    const png = await api.get(base, { token });
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(pngSize(png.bytes)).toEqual({ width: 1080, height: 1350 });
    const landscape = await api.get(`${base}.png?placement=landscape`, { token });
    expect(pngSize(landscape.bytes)).toEqual({ width: 1920, height: 1080 });

    const html = await api.get(`${base}?format=html&placement=landscape`, { token });
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toContain("text/html");
    expect(html.bytes.toString()).toMatch(/<html/i);
    // Issue 14.9: the ad's HTML cannot run script or reach adlab's origin, on REST as on the web route.
    for (const res of [html, png]) {
      expect(res.headers.get("content-security-policy")).toMatch(/^sandbox;/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }

    // jpg was not pre-rendered: 202 + Retry-After, rendered in the background, then 200.
    const pending = await api.get(`${base}.jpg?placement=feed_portrait`, { token });
    expect(pending.status).toBe(202);
    expect(Number(pending.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(pending.body).toEqual({ status: "rendering", format: "jpg", placement: "feed_portrait", poll_url: expect.stringContaining("format=jpg") });
    expect((await api.get(`${base}?format=jpg`, { token })).status).toBe(202);
    expect(await drainJobs({ adIds: [ad.id] })).toBe(1);
    const jpg = await api.get(`${base}?format=jpg`, { token });
    expect(jpg.status).toBe(200);
    expect(jpg.headers.get("content-type")).toBe("image/jpeg");
    expect(jpegSize(jpg.bytes)).toEqual({ width: 1080, height: 1350 });
    const withSnapshot = (await api.get(`${adsOf(project.id)}/${ad.id}`, { token })).body.ad;
    expect(withSnapshot.snapshots.map((s: any) => `${s.placement}.${s.format}`)).toEqual(["feed_portrait.jpg", "feed_portrait.png", "landscape.png"]);

    // 422s: unknown format or placement, a placement the ad lacks, mp4 of an image ad, disagreeing format.
    for (const path of [`${base}?format=gif`, `${base}.webp`, `${base}?placement=billboard`, `${base}?placement=square`, `${base}.mp4`, `${base}.png?format=jpg`]) {
      const res = await api.get(path, { token });
      expect(res.status, path).toBe(422);
      expect(res.body.error.code).toBe("validation_failed");
    }
    expect((await api.get(`${adsOf(project.id)}/${ad.id}/files`, { token })).status).toBe(404);
    expect((await api.get(`${adsOf(project.id)}/00000000-0000-0000-0000-000000000000/file`, { token })).status).toBe(404);
  });
});
