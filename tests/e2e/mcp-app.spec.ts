import { randomUUID } from "node:crypto";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolRequest, CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { expect, test } from "@playwright/test";
import { build } from "esbuild";
import { operatorCommand } from "./cli";

const DESCRIPTION =
  "Fjord Socks knits merino hiking socks in Bergen from wool bought directly from Norwegian farms, and repairs every pair for free for life. " +
  "Each pair is sized by foot length rather than shoe size, so blisters stay away on long walks in wet weather.";

/** The host side of ext-apps (AppBridge and its postMessage transport), bundled for the test's host page. */
async function hostBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: 'import { AppBridge, PostMessageTransport } from "@modelcontextprotocol/ext-apps/app-bridge"; Object.assign(window, { AppBridge, PostMessageTransport });',
      resolveDir: path.resolve(import.meta.dirname, "../.."),
    },
    bundle: true,
    write: false,
    format: "iife",
    logLevel: "error",
  });
  return result.outputFiles[0].text;
}

test("the ads view draws a real generate_ads result in a sandboxed iframe, and picking an ad calls the app-only tool", async ({ page, request, baseURL }) => {
  test.setTimeout(480_000);
  const { api_key: apiKey } = await operatorCommand(request, "accounts.create", { email: `e2e-mcp-app-${randomUUID()}@example.com`, tokens: 100 });
  const client = new Client({ name: "e2e-host", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL("/api/mcp", baseURL), { requestInit: { headers: { authorization: `Bearer ${apiKey}` } } }));
  const tools = (await client.listTools()).tools;
  expect(tools.find((t) => t.name === "generate_ads")?._meta).toMatchObject({ ui: { resourceUri: "ui://adlab/ads" } });

  const project = ((await client.callTool({ name: "create_project", arguments: { name: "Fjord Socks", description: DESCRIPTION } })).structuredContent as { project: { id: string } }).project;
  // Two variants in two placements; generate_ads waits for them (list_ads waits on if the machine is slow).
  let result = (await client.callTool(
    { name: "generate_ads", arguments: { project_id: project.id, output: "image", placements: ["square", "instagram_story"], variant_count: 2, wait_seconds: 50 } },
    undefined,
    { timeout: 120_000 },
  )) as CallToolResult;
  const first = (result.structuredContent as { ad: { batch_id: string } }).ad;
  for (let round = 0; round < 6 && (result.structuredContent as { ads: { status: string }[] }).ads.some((ad) => ad.status === "generating"); round++) {
    result = (await client.callTool({ name: "list_ads", arguments: { project_id: project.id, batch_id: first.batch_id, wait_seconds: 50 } }, undefined, { timeout: 120_000 })) as CallToolResult;
  }
  const ads = (result.structuredContent as { ads: { id: string; status: string; qa_score: number; angle: { role: string; claim: string } | null }[] }).ads;
  expect(ads.map((ad) => ad.status)).toEqual(["ready", "ready"]);

  const view = (await client.readResource({ uri: "ui://adlab/ads" })).contents[0] as unknown as { text: string; _meta: { ui: { csp: { resourceDomains: string[] } } } };
  const origins = view._meta.ui.csp.resourceDomains.join(" ");
  // The host enforces the resource's CSP: nothing but the declared origin for images and media, no connections.
  const csp = `default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src ${origins}; media-src ${origins}; connect-src 'none'`;
  const html = view.text.replace("<head>", `<head><meta http-equiv="Content-Security-Policy" content="${csp}">`);

  // The view's tool calls go through the host (this test) to the production server.
  const calls: CallToolRequest["params"][] = [];
  await page.exposeFunction("hostCallTool", async (params: CallToolRequest["params"]) => {
    calls.push(params);
    return client.callTool(params);
  });
  const outside: string[] = [];
  page.on("request", (req) => {
    if (!req.url().startsWith(baseURL!) && !req.url().startsWith("about:") && !req.url().startsWith("data:")) outside.push(req.url());
  });
  await page.setContent('<!doctype html><html><body style="margin:0;background:#f4f4f5"><iframe id="view" title="adlab ads" sandbox="allow-scripts" style="width:1000px;height:820px;border:0"></iframe></body></html>');
  await page.addScriptTag({ content: await hostBundle() });
  await page.evaluate(
    async ({ html, result }) => {
      const w = window as unknown as Record<string, any>;
      const iframe = document.getElementById("view") as HTMLIFrameElement;
      const bridge = new w.AppBridge(null, { name: "e2e-host", version: "1.0.0" }, { serverTools: {}, updateModelContext: { text: {} } });
      bridge.oncalltool = (params: unknown) => w.hostCallTool(params);
      bridge.onupdatemodelcontext = async (params: unknown) => {
        w.modelContext = params;
        return {};
      };
      const initialized = new Promise((resolve) => (bridge.oninitialized = resolve));
      await bridge.connect(new w.PostMessageTransport(iframe.contentWindow, iframe.contentWindow));
      iframe.srcdoc = html;
      await initialized;
      await bridge.sendToolResult(result);
    },
    { html, result },
  );

  const frame = page.frameLocator("#view");
  await expect(frame.locator("article")).toHaveCount(2);
  // Every placement of every ad is drawn from its signed link: the images have loaded.
  const images = frame.locator("article img");
  await expect(images).toHaveCount(4);
  for (const image of await images.all()) await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(frame.locator("article.recommended .badge.best")).toHaveText("Recommended");
  await expect(frame.locator(".badge.qa").first()).toHaveText(/^QA \d+$/);
  await expect(frame.locator("figcaption")).toHaveText(["Square", "Story 9:16", "Square", "Story 9:16"]);
  // Each ad's angle: what its words lead with, in the view as in its JSON.
  await expect(frame.locator(".angle")).toHaveText(ads.map((ad) => `Leads with the ${ad.angle!.role}: ${ad.angle!.claim}`));
  await page.screenshot({ path: "test-results/mcp-app/ads-view.png" });

  // Picking the second ad calls pick_ad through the host; the choice is kept and told to the model.
  const second = frame.locator("article").nth(1);
  await second.getByRole("button", { name: "Run this one" }).click();
  await expect(second.getByRole("button", { name: "Picked to run" })).toBeDisabled();
  expect(calls).toEqual([expect.objectContaining({ name: "pick_ad", arguments: { project_id: project.id, ad_id: ads[1].id } })]);
  const stored = (await client.callTool({ name: "get_ad", arguments: { project_id: project.id, ad_id: ads[1].id } })).structuredContent as { ad: { tags: string[] } };
  expect(stored.ad.tags).toContain("picked");
  expect(await page.evaluate(() => JSON.stringify((window as unknown as { modelContext: unknown }).modelContext))).toContain(ads[1].id);
  await page.screenshot({ path: "test-results/mcp-app/ads-view-picked.png" });
  expect(outside).toEqual([]);
  await client.close();
});
