import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { drainJobs } from "@/server/jobs/runner";
import { generationHooks } from "@/server/generation/renderer";
import { api } from "../helpers/http";
import { LONG_DESCRIPTION, createAccount, createProject } from "../helpers/factories";
import { png } from "../helpers/asset-upload";
import { mcpClient, startMcpServer } from "../helpers/mcp";

process.env.ADLAB_JOB_BACKOFF_MS = "0";

let server: Awaited<ReturnType<typeof startMcpServer>>;
beforeAll(async () => {
  server = await startMcpServer();
});
afterAll(async () => {
  await server?.close();
});

type Result = { isError?: boolean; structuredContent?: any; content: any[]; _meta?: any };
/** The tools this file has called; every answer, success or error, carries the same JSON as text and as structuredContent. */
const called = new Set<string>();
function checkJson(name: string, result: Result): Result {
  expect(result.structuredContent, name).toEqual(expect.any(Object));
  expect(JSON.parse(result.content[0].text), name).toEqual(result.structuredContent);
  called.add(name);
  return result;
}
const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => checkJson(name, (await client.callTool({ name, arguments: args })) as Result);

describe("the MCP front at /api/mcp", () => {
  it("lists the tools derived from the operations, with snake_case names and output schemas", async () => {
    const { token } = await createAccount();
    const client = await mcpClient(server.url, token);
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name);
    for (const name of [
      "get_account", "list_styles", "create_project", "get_project", "update_project", "list_projects", "create_project_from_url",
      "create_audience", "list_audiences", "upload_asset", "list_assets", "generate_ads", "get_ad", "list_ads", "get_ad_file", "get_brief",
      "create_hypothesis", "create_finding", "create_experiment", "create_ad_run", "record_observation", "list_observations",
    ]) expect(names).toContain(name);
    expect(names).not.toContain("create_ads");
    for (const name of names) expect(name).toMatch(/^[a-z]+(_[a-z]+)*$/);
    const getProject = tools.find((t) => t.name === "get_project")!;
    expect(getProject.inputSchema).toMatchObject({ type: "object", required: ["project_id"] });
    // Every tool: a title, annotations that say what it does, an output schema, a description of sentences
    // that ends with what it returns and names nothing an MCP client cannot send (headers, ETags, poll URLs).
    for (const tool of tools) {
      expect(tool.title, tool.name).toMatch(/^[A-Z]/);
      expect(tool.outputSchema, tool.name).toMatchObject({ type: "object" });
      expect(Object.keys(tool.annotations ?? {}).sort(), tool.name).toEqual(["destructiveHint", "idempotentHint", "openWorldHint", "readOnlyHint"]);
      expect(tool.description, tool.name).toMatch(/^[A-Z].{10,}\. .*Returns .+\.$/);
      expect(tool.description, tool.name).not.toMatch(/Prefer|If-None-Match|Idempotency-Key|ETag|poll_url|header|multipart/i);
    }
    const byName = (name: string) => tools.find((t) => t.name === name)!;
    expect(byName("get_ad").annotations).toEqual({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
    expect(byName("delete_project").annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(byName("generate_ads").annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false, idempotentHint: false });
    expect(byName("create_project_from_url").annotations).toMatchObject({ openWorldHint: true });
    for (const name of ["get_ad", "list_ads", "get_ad_batch"]) expect(byName(name).inputSchema.properties).toHaveProperty("wait_seconds");
    for (const name of ["generate_ads", "list_ads", "get_ad_batch"]) expect(byName(name)._meta).toMatchObject({ ui: { resourceUri: "ui://adlab/ads" }, "ui/resourceUri": "ui://adlab/ads" });
    for (const name of ["pick_ad", "order_variant"]) expect(byName(name)._meta).toMatchObject({ ui: { resourceUri: "ui://adlab/ads", visibility: ["app"] } });
    expect(byName("generate_ads").inputSchema.properties).toHaveProperty("idempotency_key");
    const generate = tools.find((t) => t.name === "generate_ads")!;
    expect(Object.keys(generate.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(["project_id", "wait_seconds", "output", "placements", "variant_count"]));
    await client.close();
  });

  it("runs the journey: account, project, asset, generate and wait with progress, the PNG, the brief, learning, a run with observations", async () => {
    const { token } = await createAccount(1000);
    const client = await mcpClient(server.url, token);

    const account = await call(client, "get_account");
    expect(account.isError).toBeFalsy();
    expect(account.structuredContent).toEqual((await api.get("/api/v1/account", { token })).body);

    const created = await call(client, "create_project", { name: "Brewly Cold Brew", description: LONG_DESCRIPTION });
    expect(created.isError).toBeFalsy();
    const project = created.structuredContent.project;
    expect(created.content[0].text).toContain(project.slug);
    // The same JSON as REST, by id or slug.
    const bySlug = await call(client, "get_project", { project_id: project.slug });
    expect(bySlug.structuredContent).toEqual((await api.get(`/api/v1/projects/${project.id}`, { token })).body);
    const updated = await call(client, "update_project", { project_id: project.slug, tagline: "Cold brew, ready in seconds" });
    expect(updated.structuredContent.project.tagline).toBe("Cold brew, ready in seconds");
    const listed = await call(client, "list_projects", { limit: 10 });
    expect(listed.structuredContent).toEqual((await api.get("/api/v1/projects?limit=10", { token })).body);

    const asset = await call(client, "upload_asset", { project_id: project.slug, data: (await png()).toString("base64"), asset_type: "logo", filename: "logo.png" });
    expect(asset.isError).toBeFalsy();
    expect(asset.structuredContent.asset).toMatchObject({ asset_type: "logo", content_type: "image/png", width: 32, height: 20 });
    expect((await call(client, "list_assets", { project_id: project.id })).structuredContent.assets).toHaveLength(1);

    const audience = await call(client, "create_audience", { project_id: project.slug, name: "Busy parents", description: "Parents who want cafe coffee at home without the queue." });
    expect(audience.isError).toBeFalsy();

    // generate_ads waits; the jobs run when its first progress notification says the ads are queued.
    const progress: { progress: number; message?: string }[] = [];
    let drained: Promise<number> | undefined;
    // The render waits until a progress notification has named it: the steps reach the agent while it waits.
    let renderReported = () => {};
    const reported = new Promise<void>((resolve) => (renderReported = resolve));
    generationHooks.beforeRender = () => reported;
    const generated = checkJson("generate_ads", (await client.callTool(
      { name: "generate_ads", arguments: { project_id: project.slug, output: "image", placements: ["square"], audience_id: audience.structuredContent.audience.slug, wait_seconds: 60 } },
      undefined,
      {
        onprogress: (p) => {
          progress.push(p);
          if (p.message?.includes("Making the Square image")) renderReported();
          drained ??= drainJobs();
        },
      },
    )) as Result);
    await drained;
    generationHooks.beforeRender = undefined;
    expect(generated.isError).toBeFalsy();
    const ad = generated.structuredContent.ad;
    expect(ad).toMatchObject({ status: "ready", ready: true, placements: ["square"] });
    // It waited, so it names the variant to run, as list_ads of the batch would.
    expect(generated.structuredContent.recommended_ad_id).toBe(ad.id);
    expect(progress[0]).toMatchObject({ progress: 0, message: "Queued" });
    expect(progress.some((p) => p.message === "Making the Square image" && p.progress > 0 && p.progress < 100)).toBe(true);
    expect(progress.at(-1)).toMatchObject({ progress: 100 });
    expect(progress.map((p) => p.progress)).toEqual([...progress.map((p) => p.progress)].sort((a, b) => a - b));
    expect((await call(client, "get_ad", { project_id: project.slug, ad_id: ad.slug })).structuredContent).toEqual(
      (await api.get(`/api/v1/projects/${project.id}/ads/${ad.id}`, { token })).body,
    );
    expect((await call(client, "list_ads", { project_id: project.id })).structuredContent.ads.map((a: any) => a.id)).toEqual([ad.id]);

    const file = await call(client, "get_ad_file", { project_id: project.slug, ad_id: ad.id, placement: "square", format: "png" });
    expect(file.isError).toBeFalsy();
    const image = file.content.find((c) => c.type === "image");
    expect(image.mimeType).toBe("image/png");
    expect(Buffer.from(image.data, "base64").subarray(1, 4).toString()).toBe("PNG");
    const rest = await api.get(`/api/v1/projects/${project.id}/ads/${ad.id}/file?placement=square&format=png`, { token });
    expect(Buffer.from(image.data, "base64").equals(rest.bytes)).toBe(true);
    const fileUri = `adlab://projects/${project.id}/ads/${ad.id}/files/square.png`;
    expect(file.structuredContent.file).toMatchObject({ uri: fileUri, mime_type: "image/png", byte_size: rest.bytes.length });
    // The signed link works without the key.
    const linked = await api.get(new URL(file.structuredContent.file.download_url).pathname);
    expect(linked.status).toBe(200);
    expect(linked.bytes.equals(rest.bytes)).toBe(true);
    const html = await call(client, "get_ad_file", { project_id: project.slug, ad_id: ad.id, format: "html" });
    expect(html.content[1]).toMatchObject({ type: "resource", resource: { uri: `adlab://projects/${project.id}/ads/${ad.id}/files/square.html`, mimeType: expect.stringMatching(/^text\/html/) } });
    expect(Buffer.from(html.content[1].resource.blob, "base64").toString()).toMatch(/^<!doctype html>/i);

    // The MCP App: generate_ads names the view, and its answer carries signed links to the files it shows.
    const previews = generated._meta["adlab/previews"][ad.id];
    expect(previews).toEqual([{ placement: "square", format: "png", mime_type: "image/png", url: expect.stringMatching(/\/api\/downloads\//) }]);
    expect((await api.get(new URL(previews[0].url).pathname)).bytes.equals(rest.bytes)).toBe(true);
    const view = await client.readResource({ uri: "ui://adlab/ads" });
    expect(view.contents[0]).toMatchObject({ uri: "ui://adlab/ads", mimeType: "text/html;profile=mcp-app", _meta: { ui: { csp: { resourceDomains: [expect.stringMatching(/^https?:\/\//)], connectDomains: [] } } } });
    expect((view.contents[0] as { text: string }).text).toMatch(/^<!doctype html>.*<script>.+<\/script><\/body><\/html>$/s);
    expect((await client.listResources()).resources.map((r) => r.uri)).toEqual(["ui://adlab/ads"]);
    // Its app-only tools: the person's pick is kept as a tag; another variant is one more order of the same request.
    const picked = await call(client, "pick_ad", { project_id: project.slug, ad_id: ad.id });
    expect(picked.structuredContent.ad.tags).toContain("picked");
    const variant = await call(client, "order_variant", { project_id: project.slug, ad_id: ad.id });
    expect(variant.structuredContent.ads).toHaveLength(1);
    expect(variant.structuredContent.ad).toMatchObject({ status: "generating", placements: ["square"], audience_id: ad.audience_id, output: "image" });
    expect(variant.structuredContent.ad.batch_id).not.toBe(ad.batch_id);

    // Files and zips as resources: the templates, then a read with the same key.
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual([
      "adlab://projects/{project_id}/ads/{ad_id}/files/{placement}.{format}",
      "adlab://projects/{project_id}/ads/{ad_id}/archive.zip",
      "adlab://projects/{project_id}/ad_batches/{ad_batch_id}/archive.zip",
    ]);
    const read = await client.readResource({ uri: fileUri });
    expect(read.contents[0]).toMatchObject({ uri: fileUri, mimeType: "image/png" });
    expect(Buffer.from((read.contents[0] as { blob: string }).blob, "base64").equals(rest.bytes)).toBe(true);
    const zipUri = `adlab://projects/${project.id}/ads/${ad.id}/archive.zip`;
    const zip = await client.readResource({ uri: zipUri });
    expect(zip.contents[0]).toMatchObject({ uri: zipUri, mimeType: "application/zip" });
    const zipBytes = Buffer.from((zip.contents[0] as { blob: string }).blob, "base64");
    expect(zipBytes.subarray(0, 2).toString()).toBe("PK");
    expect(zipBytes.includes(Buffer.from("square.png"))).toBe(true);
    // Above the blob size, a signed HTTPS link (text/uri-list) that serves the same bytes without the key.
    process.env.ADLAB_MCP_MAX_BLOB_BYTES = "100";
    const big = await client.readResource({ uri: zipUri }).finally(() => delete process.env.ADLAB_MCP_MAX_BLOB_BYTES);
    expect(big.contents[0]).toMatchObject({ uri: zipUri, mimeType: "text/uri-list", _meta: { "adlab/mime_type": "application/zip" } });
    const download = await api.get(new URL((big.contents[0] as { text: string }).text).pathname);
    expect(download.headers.get("content-type")).toBe("application/zip");
    // The same entries (a zip written again has its own timestamps).
    expect(download.bytes.length).toBe(zipBytes.length);
    expect(download.bytes.includes(Buffer.from("square.png"))).toBe(true);
    await expect(client.readResource({ uri: `adlab://projects/${project.id}/ads/${randomUUID()}/archive.zip` })).rejects.toThrow(/not_found/);
    await expect(client.readResource({ uri: "adlab://elsewhere" })).rejects.toThrow(/-32002|not_found/);

    const hypothesis = (await call(client, "create_hypothesis", { project_id: project.slug, statement: "Showing the pour beats showing the bottle" })).structuredContent.hypothesis;
    const experiment = await call(client, "create_experiment", { project_id: project.slug, hypothesis_id: hypothesis.id, context: "Two visuals on Meta", window_start: "2026-05-01T00:00:00Z" });
    expect(experiment.isError).toBeFalsy();
    const finding = await call(client, "create_finding", { project_id: project.slug, hypothesis_id: hypothesis.id, body: "The pour visual had twice the CTR.", signal: "positive" });
    expect(finding.structuredContent.finding).toMatchObject({ signal: "positive" });
    const brief = await call(client, "get_brief", { project_id: project.slug });
    expect(brief.structuredContent).toEqual((await api.get(`/api/v1/projects/${project.id}/hypotheses/brief`, { token })).body);

    const run = (await call(client, "create_ad_run", { project_id: project.slug, ad_id: ad.slug, platform: "meta" })).structuredContent.ad_run;
    const day = { kind: "metrics", window_start: "2026-04-01", currency: "USD", spend: "10.00", impressions: 1000, clicks: 20, idempotency_key: "meta:2026-04-01" };
    const observed = await call(client, "record_observation", { project_id: project.slug, ad_id: ad.id, run_id: run.id, ...day });
    expect(observed.isError).toBeFalsy();
    const replay = await call(client, "record_observation", { project_id: project.slug, ad_id: ad.id, run_id: run.id, ...day });
    expect(replay.structuredContent).toEqual(observed.structuredContent);
    const observations = await call(client, "list_observations", { project_id: project.slug, ad_id: ad.id, run_id: run.id });
    expect(observations.structuredContent.observations).toHaveLength(1);
    const after = await call(client, "get_ad_run", { project_id: project.slug, ad_id: ad.id, run_id: run.id });
    expect(after.structuredContent.ad_run.metrics_summary).toMatchObject({ spend: "10.00", impressions: 1000, clicks: 20 });

    // External identifiers: a free map as arguments beside the ids, and the lookup.
    const merged = await call(client, "merge_ad_external_identifiers", { project_id: project.slug, ad_id: ad.slug, "meta.ad_id": "120200001" });
    expect(merged.structuredContent).toEqual((await api.get(`/api/v1/projects/${project.id}/ads/${ad.id}/external_identifiers`, { token })).body);
    const set = await call(client, "set_project_external_identifier", { project_id: project.id, key: "meta.account_id", value: "act_42" });
    expect(set.isError).toBeFalsy();
    const found = await call(client, "lookup_external_identifiers", { key: "meta.ad_id", value: "120200001" });
    expect(found.structuredContent).toEqual((await api.get("/api/v1/external_identifiers/lookup?key=meta.ad_id&value=120200001", { token })).body);
    expect(JSON.stringify(found.structuredContent)).toContain(ad.id);
    await client.close();
  });

  it("answers errors as tool results with the spec's error body, and another account's resources as not_found", async () => {
    const owner = await createAccount(0);
    const project = await createProject(owner.token);
    const client = await mcpClient(server.url, owner.token);

    const invalid = await call(client, "create_project", { name: "x", description: "too short" });
    expect(invalid.isError).toBe(true);
    const rest = await api.post("/api/v1/projects", { project: { name: "x", description: "too short" } }, { token: owner.token });
    // The same body as REST; the request id is that of the HTTP request that carried the call.
    expect(invalid.structuredContent.error.request_id).toEqual(expect.any(String));
    expect({ ...invalid.structuredContent.error, request_id: null }).toEqual({ ...rest.body.error, request_id: null });
    expect(invalid.structuredContent.error.code).toBe("validation_failed");

    const broke = await call(client, "generate_ads", { project_id: project.id, output: "image", wait_seconds: 0 });
    expect(broke.isError).toBe(true);
    expect(broke.structuredContent.error.code).toBe("insufficient_tokens");

    // The misspelt order: refused with the suggestion, before any token is charged.
    const rich = await createAccount(100);
    const richProject = await createProject(rich.token);
    const richClient = await mcpClient(server.url, rich.token);
    const misspelt = await call(richClient, "generate_ads", { project_id: richProject.slug, output: "image", placement: ["square"], variants: 2, wait_seconds: 0 });
    expect(misspelt.isError).toBe(true);
    expect(misspelt.structuredContent.error.code).toBe("validation_failed");
    expect(misspelt.structuredContent.error.details).toEqual(expect.arrayContaining([expect.stringMatching(/placement: unknown field; did you mean .*placements/)]));
    expect(misspelt.structuredContent.error.details).toHaveLength(2);
    expect((await call(richClient, "get_account")).structuredContent.account.token_balance).toBe(100);
    expect((await call(richClient, "list_all_ads")).structuredContent.ads).toEqual([]);
    // A retried order with the same idempotency key answers the first one and charges once.
    const order = { project_id: richProject.id, output: "image", placements: ["square"], wait_seconds: 0, idempotency_key: "agent-retry-1" };
    const first = await call(richClient, "generate_ads", order);
    const retry = await call(richClient, "generate_ads", order);
    expect(first.isError).toBeFalsy();
    expect(retry.structuredContent.ad.id).toBe(first.structuredContent.ad.id);
    expect((await call(richClient, "list_all_ads")).structuredContent.ads).toHaveLength(1);
    const cost = first.structuredContent.ad.token_cost;
    expect((await call(richClient, "get_account")).structuredContent.account.token_balance).toBe(100 - cost);
    await richClient.close();

    // A wrong type is named as such, not as a missing argument.
    const typed = await call(client, "get_project", { project_id: 123 });
    expect(typed.structuredContent.error.details).toEqual(["project_id: must be a string (a UUID or slug), not a number"]);
    const unknown = await call(client, "get_project", { project_id: project.id, colour: "red" });
    expect(unknown.structuredContent.error).toMatchObject({ code: "validation_failed", details: ["colour: unknown argument"] });

    const other = await createAccount();
    const stranger = await mcpClient(server.url, other.token);
    for (const [name, args] of [
      ["get_project", { project_id: project.id }],
      ["get_project", { project_id: project.slug }],
      ["list_ads", { project_id: project.id }],
      ["update_project", { project_id: project.id, tagline: "mine now" }],
    ] as const) {
      const answer = await call(stranger, name, args);
      expect(answer.isError).toBe(true);
      expect(answer.structuredContent.error.code).toBe("not_found");
    }
    await client.close();
    await stranger.close();
  });

  it("waits for a catalog batch through get_ad_batch's wait_seconds, and reads its zip as a resource", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    const client = await mcpClient(server.url, token);
    const items = [
      { item_id: "FIG-250", title: "Fig jam", price: "4.90", currency: "EUR" },
      { item_id: "QUINCE", title: "Quince paste", price: "7.25", currency: "EUR" },
    ];
    const catalog = (await call(client, "create_catalog", { project_id: project.slug, name: "Jams", items })).structuredContent.catalog;
    const batch = (await call(client, "create_ad_batch", { project_id: project.slug, catalog_id: catalog.id, ad: { output: "image", placements: ["square"] } })).structuredContent.ad_batch;
    expect(batch.status).toBe("generating");
    // One call waits while the jobs run; it answers once every ad has ended, not at the first change.
    const waited = call(client, "get_ad_batch", { project_id: project.slug, ad_batch_id: batch.id, wait_seconds: 45 });
    // The batch's own ads, not those the tests above ordered and left queued (a variant, a retried order: their answers were the point).
    await drainJobs({ adIds: batch.ads.map((ad: any) => ad.id) });
    const done = (await waited).structuredContent.ad_batch;
    expect(done.status).not.toBe("generating");
    expect(done.ads.map((ad: any) => ad.status)).toEqual(["ready", "ready"]);
    // The batch's answer carries the view's previews of its ads too.
    expect(Object.keys((await waited)._meta["adlab/previews"]).sort()).toEqual(done.ads.map((ad: any) => ad.id).sort());
    // Without a wait, at once; a wait on what has ended answers at once too.
    expect((await call(client, "get_ad_batch", { project_id: project.slug, ad_batch_id: batch.id, wait_seconds: 45 })).structuredContent).toEqual({ ad_batch: done });
    const tooLong = await call(client, "get_ad_batch", { project_id: project.slug, ad_batch_id: batch.id, wait_seconds: 500 });
    expect(tooLong.structuredContent.error.details).toEqual(["wait_seconds: must be a whole number of seconds from 0 to 50"]);

    const zipUri = `adlab://projects/${project.id}/ad_batches/${batch.id}/archive.zip`;
    const zip = Buffer.from(((await client.readResource({ uri: zipUri })).contents[0] as { blob: string }).blob, "base64");
    expect(zip.includes(Buffer.from("FIG-250/square.png"))).toBe(true);
    expect(zip.includes(Buffer.from("QUINCE/square.png"))).toBe(true);
    // Another account reads none of it.
    const stranger = await mcpClient(server.url, (await createAccount()).token);
    await expect(stranger.readResource({ uri: zipUri })).rejects.toThrow(/not_found/);
    await stranger.close();
    await client.close();
  });

  it("answers every tool with the same JSON as text and as structuredContent, errors included", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const client = await mcpClient(server.url, token);
    const ids = { project_id: project.id, ad_id: randomUUID(), audience_id: randomUUID(), asset_id: randomUUID(), hypothesis_id: randomUUID(), run_id: randomUUID(), webhook_id: randomUUID() };
    for (const tool of (await client.listTools()).tools) {
      if (called.has(tool.name)) continue;
      const args = Object.fromEntries(Object.entries(ids).filter(([name]) => name in (tool.inputSchema.properties ?? {})));
      const result = await call(client, tool.name, args);
      // What was not called with real resources above answers a spec error body (a 404 or a 422).
      if (result.isError) expect(result.structuredContent.error).toMatchObject({ code: expect.stringMatching(/^[a-z_]+$/), message: expect.any(String) });
    }
    expect(called.size).toBe((await client.listTools()).tools.length);
    await client.close();
  });

  it("answers 401 with WWW-Authenticate without a valid key, before any MCP message is read", async () => {
    const message = { jsonrpc: "2.0", id: 1, method: "tools/list" };
    const headers = { "content-type": "application/json", accept: "application/json, text/event-stream" };
    const missing = await fetch(server.url, { method: "POST", headers, body: JSON.stringify(message) });
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toContain("Bearer");
    expect((await missing.json()).error.code).toBe("unauthorized");
    const unknown = await fetch(server.url, { method: "POST", headers: { ...headers, authorization: "Bearer nope" }, body: JSON.stringify(message) });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });
});
