import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractTrackerUrls } from "@adcp/sdk/substitution";
import { POST as adcpMcp } from "@/app/api/adcp/mcp/route";
import { GET as previewPage } from "@/app/api/adcp/preview/[token]/route";
import { GET as previewFile } from "@/app/api/adcp/preview/[token]/file/route";
import { tokenCostOf } from "@/server/config";
import { db } from "@/server/db/client";
import { startJobRunner } from "@/server/jobs/runner";
import { createAccount } from "../helpers/factories";
import { api } from "../helpers/http";

/**
 * Issue 30: the AdCP creative agent behind node:http, with the generation pipeline running in this
 * process, for what the SDK's storyboards do not check: charges, idempotent replay, isolation, a
 * catalog-bound build and a hostile SKU in its preview. The storyboards themselves (every one the agent's
 * capabilities make applicable, auth included) judge the production server: tests/blackbox/adcp.test.ts.
 */
let server: Server;
let url: string;
let runner: { stop: () => Promise<void> };
const baseUrl = process.env.ADLAB_BASE_URL;
// The product photo a synced catalog item points at, served by the same loopback server.
const MUG_RGB = [0, 150, 140];
let mugPhoto: Buffer;

beforeAll(async () => {
  mugPhoto = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#fbfbfb"/><rect x="170" y="120" width="260" height="360" rx="30" fill="rgb(${MUG_RGB})"/></svg>`)).jpeg({ quality: 92 }).toBuffer();
  server = createServer(async (req, res) => {
    if (req.url === "/mug.jpg") return res.writeHead(200, { "content-type": "image/jpeg" }).end(mugPhoto);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const request = new Request(new URL(req.url ?? "/", url), {
      method: req.method,
      headers,
      body: req.method === "POST" ? (Readable.toWeb(req) as ReadableStream) : undefined,
      duplex: "half",
    } as RequestInit);
    const { pathname } = new URL(request.url);
    const preview = pathname.match(/^\/api\/adcp\/preview\/([^/]+)(\/file)?$/);
    const response =
      pathname === "/api/adcp/mcp" && req.method === "POST"
        ? await adcpMcp(request, { params: Promise.resolve({}) })
        : preview && req.method === "GET"
          ? await (preview[2] ? previewFile : previewPage)(request, { params: Promise.resolve({ token: preview[1] }) })
          : new Response(null, { status: 404 });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) Readable.fromWeb(response.body as never).pipe(res);
    else res.end();
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Links in manifests and previews point at this server, so the test can open them; catalog photos come from it.
  process.env.ADLAB_BASE_URL = url;
  process.env.ADLAB_FETCH_ALLOW_HOSTS = new URL(url).host;
  runner = startJobRunner({ concurrency: 2, pollMs: 100 });
});

afterAll(async () => {
  await runner?.stop();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  process.env.ADLAB_BASE_URL = baseUrl;
  delete process.env.ADLAB_FETCH_ALLOW_HOSTS;
});

describe("AdCP creative agent (issue 30)", () => {
  it("AdCP over HTTP: REST's charge once per build (replay is free), a catalog-bound build, isolation, an inert hostile SKU", async () => {
    let rpcId = 0;
    const tool = async (key: string, name: string, args: Record<string, unknown>) => {
      const res = await fetch(`${url}/api/adcp/mcp`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream", authorization: `Bearer ${key}` },
        body: JSON.stringify({ jsonrpc: "2.0", id: ++rpcId, method: "tools/call", params: { name, arguments: args } }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { result: { structuredContent: Record<string, any> } }).result.structuredContent;
    };
    const { token, userId } = await createAccount(100);
    const prisma = await db();
    const { organizationId } = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
    const account = { brand: { domain: "trailmugs.example" }, operator: "agency.example" };
    // A catalog whose one item has a hostile SKU (reserved characters, CRLF, a nested macro, a bidi override) and a photo.
    const sku = "00013&cmd=drop\r\nHost: evil-{DEVICE_ID}\u202E";
    const synced = await tool(token, "sync_catalogs", {
      account,
      idempotency_key: "sync-trail-mugs-0001",
      catalogs: [{ catalog_id: "mugs", type: "product", items: [{ item_id: "mug-1", sku, title: "Enamel Trail Mug", price: { amount: 18.5, currency: "USD" }, image_url: `${url}/mug.jpg`, url: "https://trailmugs.example/mug" }] }],
    });
    expect(synced.catalogs).toEqual([expect.objectContaining({ catalog_id: "mugs", action: "created", item_count: 1 })]);

    // A build bound to the item (a manifest's catalog asset): its title and price on the ad, its photo the hero.
    const build = {
      account,
      target_format_ids: ["display_300x250_generative", "display_728x90_generative"].map((id) => ({ agent_url: `${url}/api/adcp/mcp`, id })),
      creative_manifest: {
        format_id: { agent_url: `${url}/api/adcp/mcp`, id: "display_300x250_generative" },
        assets: {
          catalog: { asset_type: "catalog", type: "product", catalog_id: "mugs", ids: ["mug-1"] },
          impression_tracker: { asset_type: "url", url_type: "tracker_pixel", url: "https://track.example/imp?sku={SKU}" },
        },
      },
      message: "A bold ad for campers.",
      quality: "draft",
      include_preview: true,
      idempotency_key: "build-trail-mug-0001",
    };
    const built = await tool(token, "build_creative", build);
    expect(built.adcp_error).toBeUndefined();
    const { ad_id: adId, project_id: projectId, tokens_charged: charged, catalog_item: item } = built.ext.adlab;
    expect(item).toMatchObject({ item_id: "mug-1", title: "Enamel Trail Mug" });
    // Charged as REST charges an image ad: one ledger row of the output's cost.
    expect(charged).toBe(tokenCostOf("image"));
    const charges = () => prisma.tokenLedgerEntry.findMany({ where: { organizationId, reason: { in: ["charge", "refund"] } }, select: { delta: true, reason: true } });
    expect(await charges()).toEqual([{ delta: -tokenCostOf("image"), reason: "charge" }]);
    // The price is on the rectangle beside the photo, and on the leaderboard above the title.
    for (const placement of ["medium_rectangle", "leaderboard"]) {
      const html = (await api.get(`/api/v1/projects/${projectId}/ads/${adId}/file?placement=${placement}&format=html`, { token })).bytes.toString();
      expect(html, placement).toContain("Enamel Trail Mug");
      expect(html, placement).toContain("$18.50");
    }
    const png = await sharp((await api.get(`/api/v1/projects/${projectId}/ads/${adId}/file?placement=medium_rectangle`, { token })).bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let near = 0;
    for (let i = 0; i < png.data.length; i += 3) if (Math.abs(png.data[i] - MUG_RGB[0]) + Math.abs(png.data[i + 1] - MUG_RGB[1]) + Math.abs(png.data[i + 2] - MUG_RGB[2]) < 45) near++;
    expect(near / (png.info.width * png.info.height)).toBeGreaterThan(0.03);

    // The preview: the tracker's {SKU} filled percent-encoded, no raw control or reserved character; the link lives >= 24 h.
    const render = built.preview.previews[0].renders[0];
    const trackers = extractTrackerUrls(render.preview_html).map((r) => String(r.url)).filter((u) => u.startsWith("https://track.example/"));
    expect(trackers).toEqual(["https://track.example/imp?sku=00013%26cmd%3Ddrop%0D%0AHost%3A%20evil-%7BDEVICE_ID%7D%E2%80%AE"]);
    expect(render.preview_html).not.toMatch(/[\r\n\u202E]|cmd=drop|\{DEVICE_ID\}/);
    expect(Date.parse(built.preview.expires_at) - Date.now()).toBeGreaterThan(24 * 3600 * 1000);
    const page = await fetch(render.preview_url);
    expect([page.status, page.headers.get("content-type")]).toEqual([200, "text/html; charset=utf-8"]);
    const file = await fetch(`${render.preview_url}/file`);
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(600);
    expect((await fetch(`${render.preview_url.slice(0, -2)}xx`)).status).toBe(404);

    // The same key and payload again: the same answer, nothing charged twice; another payload under it is a conflict.
    const replay = await tool(token, "build_creative", build);
    expect(replay.creative_manifests).toEqual(built.creative_manifests);
    expect(replay.ext.adlab.ad_id).toBe(adId);
    expect(await charges()).toHaveLength(1);
    expect((await tool(token, "build_creative", { ...build, message: "Another ad." })).adcp_error.code).toBe("IDEMPOTENCY_CONFLICT");

    // Another account sees none of it, and a balance too small is refused without charge.
    const other = await createAccount(0);
    expect((await tool(token, "list_creatives", {})).creatives.map((c: { creative_id: string }) => c.creative_id)).toContain(adId);
    expect((await tool(other.token, "list_creatives", {})).creatives).toEqual([]);
    const poor = await tool(other.token, "build_creative", { ...build, creative_manifest: undefined, message: "Enamel mugs for campers, made to last." });
    expect(poor.adcp_error).toMatchObject({ code: "BUDGET_EXCEEDED", recovery: "correctable" });
    expect((await api.get("/api/v1/account", { token: other.token })).body.account.token_balance).toBe(0);
  });
});
