import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { itOnce } from "../helpers/engines";
import { db } from "@/server/db/client";
import { call, api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { form, solid, uploadPng } from "../helpers/asset-upload";
import { graphql, selectionOf, trpcAs } from "../helpers/fronts";
import { authenticateBearer } from "@/server/auth/api-keys";
import { toAppError } from "@/server/errors";
import { callOperation } from "@/server/operations/flat-args";
import { describeTool } from "@/server/mcp/tools";
import { operations } from "@/server/operations";

const base = (project: string) => `/api/v1/projects/${project}/catalogs`;
const postCsv = (token: string, project: string, csv: string, name = "Autumn feed") =>
  call("POST", base(project), undefined, { token, body: form({ "catalog[name]": name, "catalog[file]": { bytes: Buffer.from(csv), filename: "feed.csv", type: "text/csv" } }) });

// A loopback shop serving product photos; every request is counted so "once per URL" can be seen.
let server: Server;
let origin: string;
const hits: string[] = [];
beforeAll(async () => {
  const jar = await solid(120, 90).png().toBuffer();
  const mug = await solid(80, 80).jpeg().toBuffer();
  server = createServer((req, res) => {
    hits.push(req.url ?? "");
    if (req.url === "/jar.png") return res.writeHead(200, { "content-type": "image/png" }).end(jar);
    if (req.url === "/mug.jpg") return res.writeHead(200, { "content-type": "image/jpeg" }).end(mug);
    if (req.url === "/moved.png") return res.writeHead(302, { location: "/jar.png" }).end();
    if (req.url === "/page.html") return res.writeHead(200, { "content-type": "text/html" }).end("<html></html>");
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  delete process.env.ADLAB_FETCH_ALLOW_HOSTS;
  hits.length = 0;
});

async function counts(projectId: string) {
  const prisma = await db();
  return { catalogs: await prisma.catalog.count({ where: { projectId } }), assets: await prisma.asset.count({ where: { projectId } }) };
}

describe("catalogs: import", () => {
  itOnce("imports a JSON feed, lists it and shows its items in feed order, paged", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const items = Array.from({ length: 5 }, (_, i) => ({ item_id: `SKU-${i}`, title: `Jar ${i}`, price: `${i + 1}.5`, currency: "eur", tags: ["jam", "autumn"] }));
    const created = await api.post(base(project.slug), { catalog: { name: "Autumn Jams", items } }, { token });
    expect(created.status).toBe(201);
    const catalog = created.body.catalog;
    expect(catalog).toMatchObject({ slug: "autumn-jams", name: "Autumn Jams", project_id: project.id, items_count: 5, next_cursor: null });
    // The price keeps the currency's decimals; the currency is upper case.
    expect(catalog.items[0]).toMatchObject({ item_id: "SKU-0", title: "Jar 0", price: "1.50", currency: "EUR", tags: ["jam", "autumn"], asset_id: null, position: 0 });

    const list = await api.get(base(project.id), { token });
    expect(list.body.catalogs.map((c: { id: string }) => c.id)).toEqual([catalog.id]);
    expect(list.body.catalogs[0]).not.toHaveProperty("items");

    const first = await api.get(`${base(project.id)}/${catalog.slug}?limit=2`, { token });
    expect(first.body.catalog.items.map((i: { item_id: string }) => i.item_id)).toEqual(["SKU-0", "SKU-1"]);
    const seen = [...first.body.catalog.items];
    for (let cursor = first.body.catalog.next_cursor; cursor; ) {
      const next = await api.get(`${base(project.id)}/${catalog.id}?limit=2&cursor=${cursor}`, { token });
      seen.push(...next.body.catalog.items);
      cursor = next.body.catalog.next_cursor;
    }
    expect(seen.map((i) => i.item_id)).toEqual(["SKU-0", "SKU-1", "SKU-2", "SKU-3", "SKU-4"]);
  });

  itOnce("imports a CSV feed: quoted commas and newlines, a BOM, CRLF, any column order and case", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const csv = '\uFEFFTitle,item_id,Price,currency,description,tags,landing_url\r\n"Fig jam, 250 g",A1,4.90,EUR,"Figs from Braga.\nNo added pectin.",jam|figs,https://shop.example/fig\r\n"Say ""hi"" mug",A2,12,USD,,,\r\n';
    const res = await postCsv(token, project.id, csv);
    expect(res.status).toBe(201);
    expect(res.body.catalog.items).toEqual([
      expect.objectContaining({ item_id: "A1", title: "Fig jam, 250 g", price: "4.90", currency: "EUR", description: "Figs from Braga.\nNo added pectin.", tags: ["jam", "figs"], landing_url: "https://shop.example/fig" }),
      expect.objectContaining({ item_id: "A2", title: 'Say "hi" mug', price: "12.00", currency: "USD", description: "", tags: [], landing_url: null }),
    ]);
  });

  it("refuses a feed with bad rows whole, naming every row's problem, and stores nothing", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const csv = "item_id,title,price,currency\nA1,Fig jam,4.90,EUR\nA2,,3.00,EUR\nA3,Plum jam,cheap,EUR\nA1,Fig jam again,1,EUR\nA4,Pear jam,2.5,\n";
    const res = await postCsv(token, project.id, csv);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("validation_failed");
    expect(res.body.error.details).toEqual([
      "row 3 (A2): title: is required",
      "row 4 (A3): price: not a decimal (digits with at most 4 decimals, e.g. 19.90)",
      "row 5 (A1): item_id: duplicates row 2",
      "row 6 (A4): currency: is required with a price",
    ]);
    // JSON rows are named by their place in items; unknown fields get the closest known one.
    const json = await api.post(base(project.id), { catalog: { name: "x", items: [{ item_id: "B1", titel: "Jam" }] } }, { token });
    expect(json.status).toBe(422);
    expect(json.body.error.details).toEqual(["catalog.items.0 (B1): title: is required", "catalog.items.0 (B1): titel: unknown field; did you mean title?"]);
    expect(await counts(project.id)).toEqual({ catalogs: 0, assets: 0 });
  });

  itOnce("refuses unknown CSV columns with a suggestion, and feeds over the limits", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const res = await postCsv(token, project.id, "item_id,titel,prize\nA1,Jam,1\n");
    expect(res.status).toBe(422);
    expect(res.body.error.details.slice(0, 2)).toEqual([
      expect.stringMatching(/^row 1, column 2: titel: unknown field; did you mean title\?/),
      expect.stringMatching(/^row 1, column 3: prize: unknown field; did you mean price\?/),
    ]);
    const rows = Array.from({ length: 1001 }, (_, i) => `S${i},Jam ${i}`).join("\n");
    const many = await postCsv(token, project.id, `item_id,title\n${rows}\n`);
    expect(many.status).toBe(422);
    expect(many.body.error.details).toEqual(["catalog.file: has 1001 items; a feed has at most 1000"]);
    const big = await postCsv(token, project.id, `item_id,title,description\nA1,Jam,${"x".repeat(1_100_000)}\n`);
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe("payload_too_large");
    expect(await counts(project.id)).toEqual({ catalogs: 0, assets: 0 });
  });
});

describe("catalogs: photos", () => {
  it("fetches each distinct image_url once through the guard and stores it as an asset", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const items = [
      { item_id: "J1", title: "Jar", image_url: `${origin}/jar.png` },
      { item_id: "J2", title: "Jar, large", image_url: `${origin}/jar.png` },
      { item_id: "M1", title: "Mug", image_url: `${origin}/mug.jpg` },
    ];
    // Without the allow list a loopback address is refused, as a row problem.
    const refused = await api.post(base(project.id), { catalog: { name: "Shop", items: items.slice(0, 1) } }, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details).toEqual(["catalog.items.0 (J1): image_url: 127.0.0.1 is a private or loopback address"]);

    process.env.ADLAB_FETCH_ALLOW_HOSTS = new URL(origin).host;
    const res = await api.post(base(project.id), { catalog: { name: "Shop", items } }, { token });
    expect(res.status).toBe(201);
    expect(hits.sort()).toEqual(["/jar.png", "/mug.jpg"]);
    const [j1, j2, m1] = res.body.catalog.items;
    expect(j1.asset_id).toBeTruthy();
    expect(j2.asset_id).toBe(j1.asset_id);
    expect(m1.asset_id).not.toBe(j1.asset_id);
    const asset = await api.get(`/api/v1/projects/${project.id}/assets/${j1.asset_id}`, { token });
    expect(asset.body.asset).toMatchObject({ asset_type: "product", width: 120, height: 90, content_type: "image/png", metadata: expect.objectContaining({ source_url: `${origin}/jar.png` }) });

    // A second feed with the same URL reuses the stored photo; asset_id may name an asset directly.
    const uploaded = await uploadPng(token, project.id);
    const again = await api.post(base(project.id), { catalog: { name: "Shop", items: [items[0], { item_id: "U1", title: "Logo mug", asset_id: uploaded.id }] } }, { token });
    expect(again.status).toBe(201);
    expect(again.body.catalog.slug).toBe("shop-2");
    expect(again.body.catalog.items.map((i: { asset_id: string }) => i.asset_id)).toEqual([j1.asset_id, uploaded.id]);
    expect(hits.sort()).toEqual(["/jar.png", "/mug.jpg"]);
  });

  it("names each row whose photo cannot be used, and keeps none of the feed's photos", async () => {
    process.env.ADLAB_FETCH_ALLOW_HOSTS = new URL(origin).host;
    const { token } = await createAccount();
    const other = await createAccount();
    const project = await createProject(token);
    const foreign = await uploadPng(other.token, (await createProject(other.token)).id);
    const csv = `item_id,title,image_url,asset_id\nA1,Jar,${origin}/moved.png,\nA2,Gone,${origin}/gone.png,\nA3,Page,${origin}/page.html,\n`;
    const res = await postCsv(token, project.id, csv);
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual([
      "row 3 (A2): image_url: could not be fetched (HTTP 404)",
      expect.stringMatching(/^row 4 \(A3\): image_url: .*(PNG|image)/),
    ]);
    // The redirect was followed to the photo, which the refusal removed again.
    expect(hits).toContain("/jar.png");
    expect(await counts(project.id)).toEqual({ catalogs: 0, assets: 0 });
    const stolen = await postCsv(token, project.id, `item_id,title,asset_id\nA1,Jar,${foreign.id}\n`);
    expect(stolen.body.error.details).toEqual(["row 2 (A1): asset_id: is neither the id nor the file name of a photo uploaded to this project"]);
  });

  it("takes a photo already uploaded to the project by its file name or its id, instead of a link to it", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const other = await createAccount();
    await uploadPng(other.token, (await createProject(other.token)).id);
    const photo = await uploadPng(token, project.id);
    // Another account's logo.png is not this project's photo; a name nothing has is refused by its row.
    const unknown = await postCsv(token, project.id, `item_id,title,asset_id\nA1,Jar,logo.png\nA2,Mug,${photo.id}\nA3,Cup,cup.png\n`);
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.details).toEqual(["row 4 (A3): asset_id: is neither the id nor the file name of a photo uploaded to this project"]);
    const res = await postCsv(token, project.id, `item_id,title,asset_id\nA1,Jar,logo.png\nA2,Mug,${photo.id}\n`);
    expect(res.status).toBe(201);
    expect(res.body.catalog.items.map((i: { asset_id: string }) => i.asset_id)).toEqual([photo.id, photo.id]);
    // A row's photo picked later, by name too.
    const patched = await api.patch(`${base(project.id)}/${res.body.catalog.id}/items/A1`, { item: { asset_id: "logo.png" } }, { token });
    expect(patched.body.item).toMatchObject({ asset_id: photo.id, image_url: null });
  });
});

describe("catalogs: items and isolation", () => {
  itOnce("patches and deletes items by item_id, deletes the catalog, and hides it from another account", async () => {
    process.env.ADLAB_FETCH_ALLOW_HOSTS = new URL(origin).host;
    const { token } = await createAccount();
    const project = await createProject(token);
    const res = await postCsv(token, project.id, "item_id,title,price,currency\nA1,Fig jam,4.9,EUR\nA2,Plum jam,3,EUR\n");
    const catalog = res.body.catalog;
    const itemPath = (ref: string) => `${base(project.id)}/${catalog.id}/items/${encodeURIComponent(ref)}`;

    const patched = await api.patch(itemPath("A1"), { item: { price: "5.5", image_url: `${origin}/mug.jpg` } }, { token });
    expect(patched.status).toBe(200);
    expect(patched.body.item).toMatchObject({ item_id: "A1", title: "Fig jam", price: "5.50", currency: "EUR", image_url: `${origin}/mug.jpg` });
    expect(patched.body.item.asset_id).toBeTruthy();
    const bad = await api.patch(itemPath(patched.body.item.id), { item: { price: "abc", item_id: "Z" } }, { token });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details).toEqual(expect.arrayContaining([expect.stringMatching(/^item\.price: not a decimal/), expect.stringMatching(/^item\.item_id: unknown field/)]));

    // Another account sees none of it.
    const stranger = await createAccount();
    for (const res of [
      await api.get(`${base(project.id)}/${catalog.id}`, { token: stranger.token }),
      await api.patch(itemPath("A2"), { item: { title: "Mine" } }, { token: stranger.token }),
      await api.delete(itemPath("A2"), { token: stranger.token }),
      await api.delete(`${base(project.id)}/${catalog.id}`, { token: stranger.token }),
    ]) expect(res.status).toBe(404);

    expect((await api.delete(itemPath("A2"), { token })).status).toBe(204);
    expect((await api.delete(itemPath("A2"), { token })).status).toBe(404);
    const after = await api.get(`${base(project.id)}/${catalog.slug}`, { token });
    expect(after.body.catalog.items.map((i: { item_id: string }) => i.item_id)).toEqual(["A1"]);
    expect(after.body.catalog.items_count).toBe(1);

    expect((await api.delete(`${base(project.id)}/${catalog.id}`, { token })).status).toBe(204);
    expect((await api.get(`${base(project.id)}/${catalog.id}`, { token })).status).toBe(404);
    // The photo stays in the project's assets.
    expect((await counts(project.id)).assets).toBe(1);
  });
});

describe("catalogs: tRPC and GraphQL", () => {
  itOnce("answer what REST answers, and refuse the same bad row", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const caller = await trpcAs(token);
    const { catalog: created } = await caller.catalogs.createCatalog({ project_id: project.id, name: "Jams", items: [{ item_id: "A1", title: "Fig jam", price: "4.9", currency: "EUR" }, { item_id: "A2", title: "Plum jam" }] });
    const rest = await api.get(`${base(project.id)}/${created.id}?limit=1`, { token });
    expect((await caller.catalogs.getCatalog({ project_id: project.id, catalog_id: created.slug, limit: 1 })).catalog).toEqual(rest.body.catalog);

    const query = `query($p: String!, $c: String!) { catalog(projectId: $p, id: $c) { ${selectionOf("Catalog", ["id", "name", "items_count"])} items(limit: 1) { nodes { ${selectionOf("CatalogItem")} } pageInfo { hasNextPage } } } }`;
    const gql = await graphql(token, query, { p: project.slug, c: created.id });
    expect(gql.data.catalog).toEqual({ id: created.id, name: "Jams", items_count: 2, items: { nodes: rest.body.catalog.items, pageInfo: { hasNextPage: true } } });

    const bad = await graphql(token, `mutation($p: String!) { createCatalog(projectId: $p, catalog: { name: "x", items: [{ item_id: "B1", title: "" }] }) { id } }`, { p: project.id });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: "validation_failed", details: ["catalog.items.0 (B1): title: is required"] });
    await expect(caller.catalogs.updateCatalogItem({ project_id: project.id, catalog_id: created.id, item_id: "A2", price: "x" })).rejects.toThrow(/price: not a decimal/);
  });
});

// The MCP tools are the operations with flat arguments (server/mcp/tools.ts); called here without the HTTP transport.
describe("catalogs: MCP tools", () => {
  itOnce("import, read, patch and delete through the tools derived from the operations", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const actor = await authenticateBearer(`Bearer ${token}`);
    const tool = async (name: string, args: Record<string, unknown>) => {
      const op = operations.find((o) => o.tool === name)!;
      expect(describeTool(op).inputSchema).toMatchObject({ type: "object" });
      return (await callOperation(op, actor, args).catch((error) => ({ body: toAppError(error).toBody() }))).body as any;
    };
    const refused = await tool("create_catalog", { project_id: project.slug, name: "Jams", items: [{ item_id: "A1", title: "Fig jam" }, { item_id: "A2", title: "" }] });
    expect(refused.error.details).toEqual(["catalog.items.1 (A2): title: is required"]);
    const { catalog } = await tool("create_catalog", { project_id: project.slug, name: "Jams", items: [{ item_id: "A1", title: "Fig jam" }] });
    const patched = await tool("update_catalog_item", { project_id: project.id, catalog_id: catalog.id, item_id: "A1", price: "3", currency: "JPY" });
    expect(patched.item).toMatchObject({ item_id: "A1", price: "3", currency: "JPY" });
    expect((await tool("list_catalogs", { project_id: project.id })).catalogs).toHaveLength(1);
    expect((await tool("get_catalog", { project_id: project.id, catalog_id: "jams" })).catalog.items).toHaveLength(1);
    await tool("delete_catalog_item", { project_id: project.id, catalog_id: catalog.id, item_id: "A1" });
    await tool("delete_catalog", { project_id: project.id, catalog_id: catalog.id });
    expect((await tool("get_catalog", { project_id: project.id, catalog_id: catalog.id })).error.code).toBe("not_found");
  });
});
