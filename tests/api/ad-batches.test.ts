import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { unzipSync } from "fflate";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { itOnce } from "../helpers/engines";
import { db } from "@/server/db/client";
import { drainJobs } from "@/server/jobs/runner";
import { generationHooks } from "@/server/generation/renderer";
import { deliverDue } from "@/server/webhooks/worker";
import { HTML_README } from "@/server/ads/archive";
import { api, call } from "../helpers/http";
import { graphql, selectionOf } from "../helpers/fronts";
import { createAccount, createProject } from "../helpers/factories";
import { verified } from "../helpers/webhook-receiver";

// Issue 31: a catalog becomes one ad per item, charged once, each in its item's words and photo, one zip.
process.env.ADLAB_JOB_BACKOFF_MS = "0";

/** What an archive holds per ad of two sizes: PNG and JPG per size, the HTML apart with its README. */
const SIZE_FILES = ["html/README.txt", "html/instagram_story.html", "html/square.html", "instagram_story.jpg", "instagram_story.png", "square.jpg", "square.png"];
const batches = (project: string) => `/api/v1/projects/${project}/ad_batches`;
const balanceOf = async (token: string) => (await api.get("/api/v1/account", { token })).body.account.token_balance as number;

// Three products, each photographed on white in a colour of its own (no kit colour of the project is near them).
const PRODUCTS = [
  { item_id: "FIG-250", title: "Fig jam", price: "4.9", printed: "4,90\u00a0€", rgb: [208, 16, 122] },
  { item_id: "PLUM/500", title: "Plum butter", price: "12", printed: "12,00\u00a0€", rgb: [16, 150, 60] },
  { item_id: "QUINCE", title: "Quince paste", price: "7.25", printed: "7,25\u00a0€", rgb: [230, 150, 0] },
];
const hex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
const photoOf = (rgb: number[]) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#fbfbfb"/><rect x="170" y="120" width="260" height="360" rx="30" fill="${hex(rgb)}"/></svg>`))
    .jpeg({ quality: 92 })
    .toBuffer();

// A loopback shop: the product photos (GET) and the webhook receiver (POST).
let server: Server;
let origin: string;
const hooks: { headers: Record<string, string>; body: string }[] = [];
beforeAll(async () => {
  const photos = await Promise.all(PRODUCTS.map((p) => photoOf(p.rgb)));
  server = createServer((req, res) => {
    if (req.method === "POST") {
      const chunks: Buffer[] = [];
      req.on("data", (c) => chunks.push(c));
      req.on("end", () => {
        hooks.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString() });
        res.writeHead(204).end();
      });
      return;
    }
    const index = Number(req.url?.match(/^\/photo-(\d)\.jpg$/)?.[1] ?? -1);
    if (photos[index]) return res.writeHead(200, { "content-type": "image/jpeg" }).end(photos[index]);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.ADLAB_FETCH_ALLOW_HOSTS = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  delete process.env.ADLAB_FETCH_ALLOW_HOSTS;
  return new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  generationHooks.beforeRender = undefined;
});

/** An account with `tokens`, a German project and a catalog of the three products with their photos. */
async function shop(tokens: number) {
  const { token } = await createAccount(tokens);
  const project = await createProject(token, { language: "de" });
  const items = PRODUCTS.map((p, i) => ({ item_id: p.item_id, title: p.title, price: p.price, currency: "EUR", image_url: `${origin}/photo-${i}.jpg`, landing_url: `https://shop.example/${i}` }));
  const created = await api.post(`/api/v1/projects/${project.id}/catalogs`, { catalog: { name: "Jams", items } }, { token });
  expect(created.status).toBe(201);
  return { token, project, catalog: created.body.catalog as { id: string; slug: string } };
}

const adIdsOf = (batch: { ads: { id: string }[] }) => batch.ads.map((a) => a.id);

/** Share of the raster's pixels within a small distance of `rgb`. */
async function shareOf(png: Buffer, rgb: number[]): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let near = 0;
  for (let i = 0; i < data.length; i += 3) if (Math.abs(data[i] - rgb[0]) + Math.abs(data[i + 1] - rgb[1]) + Math.abs(data[i + 2] - rgb[2]) < 45) near++;
  return near / (info.width * info.height);
}

describe("ad batches: one ad per catalog item", () => {
  it("makes 3 ads in 2 placements, each with its item's title, price and photo, charged once; the archive and the webhook", async () => {
    const { token, project, catalog } = await shop(1000);
    const hook = await api.post("/api/v1/webhooks", { webhook: { url: `${origin}/hooks`, events: ["ad_batch.completed"] } }, { token });
    expect(hook.status).toBe(201);

    const res = await api.post(batches(project.slug), { ad_batch: { catalog_id: catalog.slug, ad: { output: "image", placements: ["square", "instagram_story"], template_key: "product-hero" } } }, { token });
    expect(res.status).toBe(202);
    const batch = res.body.ad_batch;
    expect(batch).toMatchObject({ status: "generating", total_count: 3, ready_count: 0, failed_count: 0, token_cost: 75, catalog_id: catalog.id, placements: ["square", "instagram_story"] });
    expect(batch.ads.map((a: { item_id: string }) => a.item_id)).toEqual(PRODUCTS.map((p) => p.item_id));
    // Charged once, up front, for the whole batch.
    expect(await balanceOf(token)).toBe(925);
    const prisma = await db();
    const { organizationId } = await prisma.adBatch.findUniqueOrThrow({ where: { id: batch.id } });
    const charges = await prisma.tokenLedgerEntry.findMany({ where: { organizationId, reason: "charge" } });
    expect(charges.map((c) => c.delta)).toEqual([-75]);

    await drainJobs({ adIds: adIdsOf(batch) });
    const done = (await api.get(`${batches(project.id)}/${batch.id}`, { token })).body.ad_batch;
    expect(done).toMatchObject({ status: "completed", ready_count: 3, failed_count: 0, generating_count: 0, refunded_tokens: 0 });
    expect((await api.get(batches(project.id), { token })).body.ad_batches.map((b: { id: string }) => b.id)).toEqual([batch.id]);
    // GraphQL (derived from the same definitions) answers the same batch, and its ads with their item, verdict and score.
    const viaGql = await graphql(
      token,
      `query($p: String!, $id: String!, $ad: String!) {
        adBatch(projectId: $p, id: $id) { ${selectionOf("AdBatchWithAds")} }
        adBatches(projectId: $p) { nodes { id total_count ready_count failed_count token_cost } pageInfo { hasNextPage } }
        ad(id: $ad) { catalog_item { id item_id title } qa_score files { placement qa { passed score } } }
      }`,
      { p: project.slug, id: batch.id, ad: done.ads[0].id },
    );
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data.adBatch).toEqual(done);
    expect(viaGql.data.adBatches).toEqual({ nodes: [{ id: batch.id, total_count: 3, ready_count: 3, failed_count: 0, token_cost: 75 }], pageInfo: { hasNextPage: false } });
    const firstAd = (await api.get(`/api/v1/projects/${project.id}/ads/${done.ads[0].id}`, { token })).body.ad;
    expect(viaGql.data.ad).toEqual({
      catalog_item: firstAd.catalog_item,
      qa_score: firstAd.qa_score,
      files: firstAd.files.map((f: { placement: string; qa: { passed: boolean; score: number } }) => ({ placement: f.placement, qa: { passed: f.qa.passed, score: f.qa.score } })),
    });

    for (const [i, product] of PRODUCTS.entries()) {
      const ad = (await api.get(`/api/v1/projects/${project.id}/ads/${done.ads[i].id}`, { token })).body.ad;
      expect(ad).toMatchObject({ status: "ready", ad_batch_id: batch.id, landing_url: `https://shop.example/${i}`, catalog_item: { item_id: product.item_id, title: product.title } });
      // The title leads the copy; the price is printed as German writes euros.
      expect(ad.editable_copy.headline).toBe(product.title);
      expect(Object.values(ad.editable_copy)).toContain(product.printed);
      // The document as text, entities and no-break spaces made plain: it names the product and its price.
      const html = (await call("GET", `/api/v1/projects/${project.id}/ads/${ad.id}/file?placement=square&format=html`, undefined, { token })).bytes.toString();
      const plain = (text: string) => text.replace(/&nbsp;|&#160;|&#xa0;|\u00a0/gi, " ").replace(/&euro;|&#8364;/gi, "€");
      expect(html).toContain(`>${product.title}<`);
      expect(plain(html)).toContain(plain(product.printed));
      // Its photo is the hero: its colour covers a good part of the square, the other products' none.
      const png = (await call("GET", `/api/v1/projects/${project.id}/ads/${ad.id}/file?placement=square`, undefined, { token })).bytes;
      expect(await shareOf(png, product.rgb)).toBeGreaterThan(0.03);
      for (const other of PRODUCTS.filter((p) => p !== product)) expect(await shareOf(png, other.rgb)).toBeLessThan(0.002);
    }

    // The archive: every file of every ready ad, <item_id>/<placement>.<ext> (a slash in an item_id made safe):
    // a PNG and a JPG per size, the HTML documents apart in html/ with a README saying what they are for.
    const zip = await call("GET", `${batches(project.id)}/${batch.id}/archive`, undefined, { token });
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const entries = unzipSync(new Uint8Array(zip.bytes));
    expect(Object.keys(entries).sort()).toEqual(
      ["FIG-250", "PLUM_500", "QUINCE"].flatMap((folder) => SIZE_FILES.map((f) => `${folder}/${f}`)).sort(),
    );
    expect((await sharp(Buffer.from(entries["QUINCE/square.png"])).metadata()).width).toBe(1080);
    expect(await sharp(Buffer.from(entries["QUINCE/square.jpg"])).metadata()).toMatchObject({ format: "jpeg", width: 1080 });
    expect(Buffer.from(entries["QUINCE/html/README.txt"]).toString()).toBe(HTML_README);
    // The ad's own "download all sizes".
    const one = await call("GET", `/api/v1/projects/${project.id}/ads/${done.ads[0].id}/archive`, undefined, { token });
    expect(Object.keys(unzipSync(new Uint8Array(one.bytes))).sort()).toEqual([...SIZE_FILES].sort());

    // ad_batch.completed, signed, once.
    const webhookId = hook.body.webhook.id;
    expect(await deliverDue({ webhookIds: [webhookId] })).toBe(1);
    const event = verified(hook.body.webhook.secret, { path: "/hooks", ...hooks[0] });
    expect(event).toMatchObject({ type: "ad_batch.completed", data: { id: batch.id, status: "completed", ready_count: 3, total_count: 3 } });

    // Another account sees none of it.
    const stranger = await createAccount(1000);
    expect((await api.get(`${batches(project.id)}/${batch.id}`, { token: stranger.token })).status).toBe(404);
    expect((await call("GET", `${batches(project.id)}/${batch.id}/archive`, undefined, { token: stranger.token })).status).toBe(404);
    expect((await call("GET", `/api/v1/projects/${project.id}/ads/${done.ads[0].id}/archive`, undefined, { token: stranger.token })).status).toBe(404);
    expect((await api.post(batches(project.id), { ad_batch: { catalog_id: catalog.id, ad: { output: "image" } } }, { token: stranger.token })).status).toBe(404);
  }, 300_000); // a guard against a hang, not a speed check: six real renders on a loaded machine

  // On both engines: it ends on two batches at once that the balance covers once (a concurrent debit).
  it("refuses a batch the balance cannot cover, or a bad one, naming every problem, and charges nothing", async () => {
    const { token, project, catalog } = await shop(60);
    const poor = await api.post(batches(project.id), { ad_batch: { catalog_id: catalog.id, ad: { output: "image", placements: ["square"] } } }, { token });
    expect(poor.status).toBe(422);
    expect(poor.body.error.code).toBe("insufficient_tokens");
    // The balance is checked before the items' ads are planned: this batch, which planning would refuse
    // (no item gives the event ticket a date), costs no planning.
    const unplanned = await api.post(batches(project.id), { ad_batch: { catalog_id: catalog.id, ad: { output: "image", placements: ["square"], template_key: "event-ticket" } } }, { token });
    expect(unplanned.body.error.code).toBe("insufficient_tokens");
    const bad = await api.post(batches(project.id), { ad_batch: { catalog_id: catalog.id, item_ids: ["FIG-250", "NOPE"], ad: { output: "image", placement: ["square"], variant_count: 2 } } }, { token });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details).toEqual(
      expect.arrayContaining([
        'ad_batch.item_ids.1: no item "NOPE" in catalog "jams"',
        "ad_batch.ad.variant_count: a batch makes one ad per item; omit it",
        "ad_batch.ad.placement: unknown field; did you mean placements?",
      ]),
    );
    const missing = await api.post(batches(project.id), { ad_batch: { catalog_id: "nope", ad: { output: "image" } } }, { token });
    expect(missing.body.error.details).toEqual([`ad_batch.catalog_id: no catalog with this id or slug in project "${project.slug}"`]);
    expect(await balanceOf(token)).toBe(60);
    const prisma = await db();
    expect(await prisma.adBatch.count({ where: { projectId: project.id } })).toBe(0);
    expect(await prisma.ad.count({ where: { projectId: project.id } })).toBe(0);

    // The up-front charge is one conditional debit: two batches at once, of which the balance covers one, charge once.
    const order = () => api.post(batches(project.id), { ad_batch: { catalog_id: catalog.id, item_ids: ["FIG-250", "QUINCE"], ad: { output: "image", placements: ["square"] } } }, { token });
    const racing = await Promise.all([order(), order()]);
    expect(racing.map((r) => r.status).sort()).toEqual([202, 422]);
    expect(racing.find((r) => r.status === 422)!.body.error.code).toBe("insufficient_tokens");
    expect(await balanceOf(token)).toBe(10);
    expect(await prisma.adBatch.count({ where: { projectId: project.id } })).toBe(1);
  });

  // The bound is validation and planning, whatever the engine: once, on PGlite (planning 200 layouts is its cost).
  itOnce("bounds what one request plans: a catalog of 1,000 items in two placements, or 201 in one, is refused by name before any planning or charge; 200 in one is a batch", async () => {
    const { token } = await createAccount(100_000);
    const project = await createProject(token, {});
    const items = Array.from({ length: 1000 }, (_, i) => ({ item_id: `J${i}`, title: `Jam ${i}` }));
    const created = await api.post(`/api/v1/projects/${project.id}/catalogs`, { catalog: { name: "Jams", items } }, { token });
    expect(created.status).toBe(201);
    const whole = await api.post(batches(project.id), { ad_batch: { catalog_id: created.body.catalog.id, ad: { output: "image", placements: ["square", "instagram_story"] } } }, { token });
    expect(whole.status).toBe(422);
    expect(whole.body.error).toMatchObject({
      code: "validation_failed",
      details: ["ad_batch.item_ids: 1000 items in 2 placements are 2000 layouts to plan before the charge; a batch plans at most 200: name at most 100 items per batch in item_ids, or ask for fewer placements"],
    });
    const oneTooMany = Array.from({ length: 201 }, (_, i) => `J${i}`);
    const square = await api.post(batches(project.id), { ad_batch: { catalog_id: created.body.catalog.id, item_ids: oneTooMany, ad: { output: "image", placements: ["square"] } } }, { token });
    expect(square.body.error.details).toEqual(["ad_batch.item_ids: 201 items in 1 placement are 201 layouts to plan before the charge; a batch plans at most 200: name at most 200 items per batch in item_ids"]);
    expect(await balanceOf(token)).toBe(100_000);
    expect(await (await db()).ad.count({ where: { projectId: project.id } })).toBe(0);
    // Exactly the limit is a batch: 200 items in one placement are planned, charged and queued.
    const atLimit = await api.post(batches(project.id), { ad_batch: { catalog_id: created.body.catalog.id, item_ids: oneTooMany.slice(0, 200), ad: { output: "image", placements: ["square"] } } }, { token });
    expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(202);
    expect(atLimit.body.ad_batch).toMatchObject({ status: "generating", total_count: 200, token_cost: 5000 });
    expect(await balanceOf(token)).toBe(95_000);
  }, 300_000); // plans 200 layouts before the charge: 36 s in a loaded run of the suite

  it("plans every item's ad before the charge (issue 46): refusals name the item, a planned batch stores each ad's plan in its item's words", async () => {
    const { token, project, catalog } = await shop(1000);
    // The event ticket needs a date, which no item gives: refused for each, by name, nothing charged.
    const refused = await api.post(batches(project.id), { ad_batch: { catalog_id: catalog.id, ad: { output: "image", placements: ["square"], template_key: "event-ticket" } } }, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("validation_failed");
    const details = refused.body.error.details as string[];
    expect(details).toHaveLength(3);
    PRODUCTS.forEach((p, i) => expect(details[i]).toMatch(new RegExp(`^ad_batch\\.ad\\.template_key: item "${p.item_id.replace("/", "\\/")}": template "event-ticket"`)));
    expect(await balanceOf(token)).toBe(1000);
    const prisma = await db();
    expect(await prisma.ad.count({ where: { projectId: project.id } })).toBe(0);

    const res = await api.post(batches(project.id), { ad_batch: { catalog_id: catalog.id, item_ids: ["PLUM/500"], ad: { output: "image", placements: ["square"] } } }, { token });
    expect(res.status).toBe(202);
    const [ad] = await prisma.ad.findMany({ where: { adBatchId: res.body.ad_batch.id }, select: { plan: true } });
    const plan = ad.plan as { copy: Record<string, string>; layouts: { placement: string; fits: boolean }[] };
    expect(Object.values(plan.copy)).toContain("Plum butter");
    expect(plan.layouts).toEqual([expect.objectContaining({ placement: "square", fits: true })]);
  });

  it("refunds the ads that fail: the batch ends partial", async () => {
    const { token, project, catalog } = await shop(1000);
    const res = await api.post(batches(project.id), { ad_batch: { catalog_id: catalog.id, item_ids: ["QUINCE", "FIG-250"], ad: { output: "image", placements: ["square"] } } }, { token });
    expect(res.status).toBe(202);
    const batch = res.body.ad_batch;
    // Feed order, whatever the order of item_ids.
    expect(batch.ads.map((a: { item_id: string }) => a.item_id)).toEqual(["FIG-250", "QUINCE"]);
    expect(await balanceOf(token)).toBe(950);
    const doomed = batch.ads[1].id;
    generationHooks.beforeRender = ({ adId }) => {
      if (adId === doomed) throw new Error("renderer exploded");
    };
    // Prefer: wait, like an ad: a GET holding the current ETag is answered when the batch moves.
    const url = `${batches(project.id)}/${batch.id}`;
    const etag = (await api.get(url, { token })).headers.get("etag")!;
    const waiting = api.get(url, { token, headers: { prefer: "wait=30", "if-none-match": etag } });
    await drainJobs({ adIds: adIdsOf(batch) });
    const moved = await waiting;
    expect(moved.status).toBe(200);
    expect(moved.headers.get("preference-applied")).toBe("wait=30");
    expect(moved.headers.get("etag")).not.toBe(etag);
    const done = (await api.get(url, { token })).body.ad_batch;
    expect(done).toMatchObject({ status: "partial", ready_count: 1, failed_count: 1, token_cost: 50, refunded_tokens: 25 });
    expect(done.ads[1]).toMatchObject({ item_id: "QUINCE", status: "failed" });
    expect(await balanceOf(token)).toBe(975);
    // The archive holds the ready ad only.
    const zip = await call("GET", `${batches(project.id)}/${batch.id}/archive`, undefined, { token });
    expect(Object.keys(unzipSync(new Uint8Array(zip.bytes))).sort()).toEqual(["FIG-250/html/README.txt", "FIG-250/html/square.html", "FIG-250/square.jpg", "FIG-250/square.png"]);
  }, 300_000);
});
