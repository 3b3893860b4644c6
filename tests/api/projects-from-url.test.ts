import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { projectFromHtml } from "@/server/project-import/from-url";
import { MIN_DESCRIPTION_WORDS, countWords } from "@/server/projects/schema";
import { api } from "../helpers/http";
import { createAccount } from "../helpers/factories";

const FULL_PAGE = `<!doctype html><html><head>
  <title>Brewly | Cold brew, done right</title>
  <meta name="description" content="Plain meta description.">
  <meta property="og:site_name" content="Brewly &amp; Co">
  <meta property="og:title" content="Cold brew concentrate for busy mornings">
  <meta property="og:description" content="Brewly makes smooth, low-acid cold brew concentrate from single origin beans.">
  <meta property="og:image" content="/img/logo.png">
  <meta name="theme-color" content="#1A2B3C">
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Brewly JSON-LD","description":"From JSON-LD"}</script>
</head><body><main>
  <p>Our beans are steeped for twenty hours in cold filtered water and bottled fresh every single week.</p>
  <p>Pour it over ice, add milk or water, and you have a cafe quality drink at home in seconds.</p>
  <p>Short one.</p>
</main></body></html>`;

const JSON_LD_PAGE = `<html><head>
  <script type="application/ld+json">not json at all</script>
  <script type="application/ld+json">{"@graph":[{"@type":"WebSite","url":"x"},{"@type":"Product","name":"Glowbar","description":"A solar lamp for camping trips.","logo":{"@type":"ImageObject","url":"https://cdn.example.com/glowbar.png"}}]}</script>
  <meta name="theme-color" content="#abcd">
</head><body></body></html>`;

const THIN_PAGE = `<html><head><title>Tiny</title></head><body><p>Hi.</p></body></html>`;

let server: Server;
let origin: string;
let hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? "");
    const html = (body: string) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body);
    switch (req.url) {
      case "/full":
        return html(FULL_PAGE);
      case "/jsonld":
        return html(JSON_LD_PAGE);
      case "/thin":
        return html(THIN_PAGE);
      case "/redirect":
        return res.writeHead(302, { location: "/full" }).end();
      case "/redirect-to-localhost":
        return res.writeHead(302, { location: `http://localhost:${(server.address() as AddressInfo).port}/full` }).end();
      case "/loop":
        return res.writeHead(302, { location: "/loop" }).end();
      case "/cut-off":
        res.writeHead(200, { "content-type": "text/html", "content-length": "100000" });
        // The connection drops once the first part of the promised body is sent.
        res.write("<html><head><title>Half", () => res.socket?.destroy());
        return;
      case "/image":
        return res.writeHead(200, { "content-type": "image/png" }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      default:
        return res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  delete process.env.ADLAB_FETCH_ALLOW_HOSTS;
  hits = [];
});

const allowLocal = () => {
  process.env.ADLAB_FETCH_ALLOW_HOSTS = `example.invalid, ${new URL(origin).host}`;
};

const fromUrl = (token: string, body: unknown) => api.post("/api/v1/projects/from_url", body, { token });

describe("POST /api/v1/projects/from_url", () => {
  it("builds a project from title, meta, Open Graph, JSON-LD and theme colour", async () => {
    allowLocal();
    const { token } = await createAccount();
    const res = await fromUrl(token, { url: `${origin}/full` });
    expect(res.status).toBe(201);
    const project = res.body.project;
    expect(project).toMatchObject({
      name: "Brewly & Co",
      slug: "brewly-co",
      tagline: "Cold brew concentrate for busy mornings",
      source_url: `${origin}/full`,
      status: "active",
      brand_kit: { colors: ["#1a2b3c"], logos: [{ url: `${origin}/img/logo.png`, source: "page" }], font_preferences: {}, style_notes: null },
    });
    expect(project.description).toMatch(/^Brewly makes smooth, low-acid cold brew concentrate/);
    expect(project.description).toContain("steeped for twenty hours");
    expect(project.description).toContain("cafe quality drink at home");
    expect(project.description).not.toContain("Short one.");
    expect(countWords(project.description)).toBeGreaterThanOrEqual(MIN_DESCRIPTION_WORDS);
    // The page, then its logo (for the asset library; a 404 here, so the address alone is kept).
    expect(hits).toEqual(["/full", "/img/logo.png"]);

    const got = await api.get(`/api/v1/projects/${project.slug}`, { token });
    expect(got.body.project).toEqual(project);
  });

  it("follows redirects and records the final URL", async () => {
    allowLocal();
    const { token } = await createAccount();
    const res = await fromUrl(token, { url: `${origin}/redirect` });
    expect(res.status).toBe(201);
    expect(res.body.project.source_url).toBe(`${origin}/full`);
    expect(hits).toEqual(["/redirect", "/full", "/img/logo.png"]);

    const loop = await fromUrl(token, { url: `${origin}/loop` });
    expect(loop.status).toBe(422);
    expect(loop.body.error).toMatchObject({ code: "fetch_failed", details: ["url: too many redirects"] });
  });

  it("reads JSON-LD graphs, skips malformed JSON-LD and theme colours brand_kit would refuse", async () => {
    allowLocal();
    const { token } = await createAccount();
    const res = await fromUrl(token, { url: `${origin}/jsonld` });
    expect(res.status).toBe(201);
    expect(res.body.project).toMatchObject({
      name: "Glowbar",
      brand_kit: { colors: [], logos: [{ url: "https://cdn.example.com/glowbar.png", source: "page" }] },
    });
    expect(res.body.project.description).toMatch(/^A solar lamp for camping trips\./);
  });

  it("drafts a valid, clearly provisional description from a page with little text", async () => {
    allowLocal();
    const { token } = await createAccount();
    const res = await fromUrl(token, { url: `${origin}/thin` });
    expect(res.status).toBe(201);
    const project = res.body.project;
    expect(project.name).toBe("Tiny");
    expect(project.tagline).toBeNull();
    expect(countWords(project.description)).toBeGreaterThanOrEqual(MIN_DESCRIPTION_WORDS);
    expect(project.description).toContain(`Tiny is presented at ${origin}/thin`);
    expect(project.description).toMatch(/edit it/);
    expect(project.brand_kit).toMatchObject({ colors: [], logos: [] });
  });

  it("answers 404 pages, non-HTML responses and cut-off bodies with 422 fetch_failed", async () => {
    allowLocal();
    const { token } = await createAccount();
    const missing = await fromUrl(token, { url: `${origin}/nope` });
    expect(missing.status).toBe(422);
    expect(missing.body.error).toMatchObject({ code: "fetch_failed", details: ["url: answered HTTP 404"] });
    const image = await fromUrl(token, { url: `${origin}/image` });
    expect(image.status).toBe(422);
    expect(image.body.error).toMatchObject({ code: "fetch_failed", details: ["url: is not an HTML page"] });
    const cut = await fromUrl(token, { url: `${origin}/cut-off` });
    expect(cut.status).toBe(422);
    expect(cut.body.error).toMatchObject({ code: "fetch_failed", details: ["url: could not be fetched"] });
    expect((await api.get("/api/v1/projects", { token })).body.projects).toEqual([]);
  });

  it("refuses loopback and private addresses unless the allow-list names the host", async () => {
    const { token } = await createAccount();
    const port = new URL(origin).port;
    for (const url of [
      `${origin}/full`,
      `http://localhost:${port}/full`,
      `http://[::1]:${port}/full`,
      `http://[::ffff:127.0.0.1]:${port}/full`,
      "http://10.0.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://192.168.1.1/",
      "http://0.0.0.0/",
    ]) {
      const res = await fromUrl(token, { url });
      expect(res.status, url).toBe(422);
      expect(res.body.error.code).toBe("validation_failed");
      expect(res.body.error.details).toEqual([expect.stringMatching(/^url: .* is a private or loopback address$/)]);
    }
    expect(hits).toEqual([]);

    // Allowed host, but a redirect to another loopback name is checked again and refused.
    allowLocal();
    const redirected = await fromUrl(token, { url: `${origin}/redirect-to-localhost` });
    expect(redirected.status).toBe(422);
    expect(redirected.body.error.details).toEqual(["url: localhost is a private or loopback address"]);
    expect(hits).toEqual(["/redirect-to-localhost"]);
  });

  it("refuses non-http URLs, missing urls and bad bodies", async () => {
    const { token } = await createAccount();
    for (const url of ["ftp://example.com/file", "file:///etc/passwd", "javascript:alert(1)", "data:text/html,<title>x</title>", "not a url"]) {
      const res = await fromUrl(token, { url });
      expect(res.status, url).toBe(422);
      expect(res.body.error).toMatchObject({ code: "validation_failed", details: ["url: must be an http or https URL"] });
    }
    const missing = await fromUrl(token, {});
    expect(missing.status).toBe(422);
    expect(missing.body.error.details).toEqual([expect.stringMatching(/^url: /)]);
    const bad = await fromUrl(token, "{url:");
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("invalid_json");
    expect((await api.post("/api/v1/projects/from_url", { url: `${origin}/full` })).status).toBe(401);
  });

  it("projectFromHtml ignores JSON-LD values that are not text and logo URLs it cannot resolve", () => {
    const html = `<html><head>
      <script type="application/ld+json">{"name":{"@value":"Obj"},"description":["a","b"],"logo":"javascript:alert(1)"}</script>
      <link rel="icon" href="http://[bad">
      <title>  Fallback   Title </title></head><body></body></html>`;
    const project = projectFromHtml(html, "https://shop.example.com/p");
    expect(project.name).toBe("Fallback Title");
    expect(project.brand_kit.logos).toEqual([]);
    expect(countWords(project.description)).toBeGreaterThanOrEqual(MIN_DESCRIPTION_WORDS);
  });
});
