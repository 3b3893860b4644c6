import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createAccount } from "../helpers/factories";

const page = (logo: string) => `<!doctype html><html><head><title>Loomly</title>
  <meta property="og:site_name" content="Loomly">
  <meta property="og:description" content="Loomly weaves wool blankets on old shuttle looms in Porto and sends every blanket with the name of the weaver who made it, so you know who to thank.">
  <meta property="og:image" content="${logo}"></head><body></body></html>`;

let server: Server;
let origin: string;
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 32, channels: 4, background: "#1f2a44" } }).png().toBuffer();
  server = createServer((req, res) => {
    if (req.url === "/with-logo") return res.writeHead(200, { "content-type": "text/html" }).end(page("/brand/logo.png"));
    if (req.url === "/broken-logo") return res.writeHead(200, { "content-type": "text/html" }).end(page("/missing.png"));
    if (req.url === "/brand/logo.png") return res.writeHead(200, { "content-type": "image/png" }).end(png);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  delete process.env.ADLAB_FETCH_ALLOW_HOSTS;
});

// Issue 16: the logo found on the page is added to the asset library, as an uploaded logo would be.
describe("POST /api/v1/projects/from_url: the page's logo", () => {
  it("becomes a logo asset that the brand kit points at", async () => {
    process.env.ADLAB_FETCH_ALLOW_HOSTS = new URL(origin).host;
    const { token } = await createAccount();
    const res = await api.post("/api/v1/projects/from_url", { url: `${origin}/with-logo` }, { token });
    expect(res.status).toBe(201);
    const project = res.body.project;
    const assets = await api.get(`/api/v1/projects/${project.id}/assets`, { token });
    expect(assets.body.assets).toHaveLength(1);
    const asset = assets.body.assets[0];
    expect(asset).toMatchObject({ asset_type: "logo", filename: "logo.png", width: 64, height: 32 });
    // The page's address stays beside the asset's file and size (issue 27: brand_kit.logos lists logo assets).
    expect(project.brand_kit.logos).toEqual([{ asset_id: asset.id, url: `${origin}/brand/logo.png`, source: "page", file_url: asset.file_url, width: 64, height: 32 }]);
    expect(project.assets_count).toBe(1);
  });

  it("keeps only the address when the logo cannot be fetched", async () => {
    process.env.ADLAB_FETCH_ALLOW_HOSTS = new URL(origin).host;
    const { token } = await createAccount();
    const res = await api.post("/api/v1/projects/from_url", { url: `${origin}/broken-logo` }, { token });
    expect(res.status).toBe(201);
    expect(res.body.project.brand_kit.logos).toEqual([{ url: `${origin}/missing.png`, source: "page" }]);
    const assets = await api.get(`/api/v1/projects/${res.body.project.id}/assets`, { token });
    expect(assets.body.assets).toHaveLength(0);
  });
});
