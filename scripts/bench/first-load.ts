/**
 * First loads of the slow pages of issue 32, in headless Chromium (playwright-core), each in a fresh
 * browser context (empty HTTP cache) against a running `npm start`:
 * - the GraphQL explorer: until GraphiQL's query editor is on screen (GraphiQL 4, "Query Editor"); and, for
 *   comparison, Yoga's own 9 MB inline page with GraphiQL 5 (what /api/graphql served first; its editor is
 *   the "Operation Editor") from a throwaway local server, same browser;
 * - the styles page of a new project (the server has drawn none of its previews): opened directly, and
 *   opened from the project's ads page after it pre-rendered them (the customer's usual way in), until
 *   every preview on screen has loaded.
 *
 *   tsx scripts/bench/first-load.ts            # BASE_URL (default http://127.0.0.1:$PORT), DATA_DIR of that server
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg } from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { renderGraphiQL } from "@graphql-yoga/render-graphiql";

const base = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
const runs = Number(process.env.RUNS ?? 3);

async function operator(command: string, args: Record<string, unknown>) {
  const { port, secret } = JSON.parse(readFileSync(path.join(dataDir, "operator.json"), "utf8")) as { port: number; secret: string };
  const res = await fetch(`http://127.0.0.1:${port}/api/internal/operator`, { method: "POST", headers: { "x-adlab-operator-secret": secret, "content-type": "application/json" }, body: JSON.stringify({ command, args }) });
  if (!res.ok) throw new Error(`${command}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The newest link in the outbox mail to `email` that contains `fragment`. */
async function linkFor(email: string, fragment: string): Promise<string> {
  const dir = path.join(dataDir, "mail");
  for (let i = 0; i < 50; i++) {
    const files = readdirSync(dir).map((f) => path.join(dir, f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const file of files) {
      const raw = readFileSync(file, "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      if (!raw.includes(email)) continue;
      const link = raw.match(new RegExp(`https?://[^\\s"<>]*${fragment.replace(/[?/]/g, "\\$&")}[^\\s"<>]*`));
      if (link) return link[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${email}`);
}

async function signedIn(browser: Browser) {
  const email = `bench-first-load-${Date.now()}@example.com`;
  const { api_key: apiKey } = await operator("accounts.create", { email, tokens: 0 });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const { csrfToken } = await (await page.request.get(`${base}/api/auth/csrf`)).json();
  await page.request.post(`${base}/api/auth/signin/email`, { form: { email, csrfToken, callbackUrl: "/projects" } });
  await page.goto(await linkFor(email, "/api/auth/callback/email"));
  return { context, page, apiKey: apiKey as string };
}

async function newProject(apiKey: string, n: number): Promise<string> {
  const res = await fetch(`${base}/api/v1/projects`, {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ project: { name: `Bench Brew ${Date.now()} ${n}`, tagline: "Cafe cold brew at home", description: "Brewly makes cold brew coffee concentrate from single origin beans, steeped for twenty hours and bottled fresh every week. It is smooth, low in acid and ready in seconds: pour over ice, add milk, and enjoy a cafe drink at home.", brand_kit: { colors: ["#2b1d14", "#f4a259"] } } }),
  });
  return (await res.json()).project.slug;
}

/** Until every style preview inside the viewport has loaded. */
const previewsOnScreen = (page: Page) =>
  page.waitForFunction(() => {
    const imgs = [...document.querySelectorAll('[data-testid="style-catalog"] img')] as HTMLImageElement[];
    const seen = imgs.filter((img) => img.getBoundingClientRect().top < window.innerHeight);
    return seen.length > 0 && seen.every((img) => img.complete && img.naturalWidth > 0);
  }, undefined, { timeout: 120_000, polling: 50 });

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  const { context, page, apiKey } = await signedIn(browser);
  const state = await context.storageState();
  const results: Record<string, number[]> = { "explorer (now)": [], "explorer (Yoga's inline page, before)": [], "styles, opened directly": [], "styles, from the project page": [] };

  // Yoga's own page, as /api/graphql served it before, from a local server (no auth; the GraphQL calls it makes fail harmlessly).
  const old = renderGraphiQL({ title: "adlab GraphQL explorer", endpoint: "/api/graphql" } as never);
  const oldServer = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(old)).listen(0, "127.0.0.1");
  await new Promise((r) => oldServer.once("listening", r));
  const oldUrl = `http://127.0.0.1:${(oldServer.address() as { port: number }).port}/`;

  for (let i = 0; i < runs; i++) {
    for (const [label, url, editor] of [["explorer (now)", `${base}/api/graphql`, "Query Editor"], ["explorer (Yoga's inline page, before)", oldUrl, "Operation Editor"]] as const) {
      const c = await browser.newContext({ storageState: state, viewport: { width: 1440, height: 900 } });
      const p = await c.newPage();
      const start = Date.now();
      await p.goto(url);
      await p.getByRole("region", { name: editor }).waitFor({ timeout: 120_000 });
      results[label].push(Date.now() - start);
      await c.close();
    }

    const direct = await newProject(apiKey, i);
    let c = await browser.newContext({ storageState: state, viewport: { width: 1440, height: 900 } });
    let p = await c.newPage();
    let start = Date.now();
    await p.goto(`${base}/projects/${direct}/styles`);
    await previewsOnScreen(p);
    results["styles, opened directly"].push(Date.now() - start);
    await c.close();

    const viaProject = await newProject(apiKey, i + 100);
    c = await browser.newContext({ storageState: state, viewport: { width: 1440, height: 900 } });
    p = await c.newPage();
    await p.goto(`${base}/projects/${viaProject}`);
    // The customer reads the project page; the previews are drawn meanwhile (the page marks when done).
    await p.waitForFunction((slug) => Object.keys(sessionStorage).some((k) => k.startsWith(`adlab:styles-warm:${slug}:`)), viaProject, { timeout: 120_000 });
    start = Date.now();
    await p.getByRole("link", { name: "Styles" }).click();
    await previewsOnScreen(p);
    results["styles, from the project page"].push(Date.now() - start);
    await c.close();
  }
  oldServer.close();
  await context.close();
  await page.close().catch(() => undefined);
  await browser.close();
  console.log(`first loads, ${runs} runs each, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}:`);
  for (const [label, values] of Object.entries(results)) console.log(`  ${label}: median ${seconds(median(values))} (${values.map(seconds).join(", ")})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
