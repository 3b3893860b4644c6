import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESCRIPTION, newProject, waitForReady } from "./journey";
import { createAccount, request, server } from "./server";

/**
 * Every front of the production server on every operation family (a tag of the OpenAPI document):
 * REST, MCP over Streamable HTTP, `npx adlab mcp` over stdio, tRPC over HTTP and GraphQL answer the same
 * for the same account; writes made on one front are read on another.
 */
const root = path.resolve(import.meta.dirname, "../..");

/** One read of each family: the REST path (ids filled from the fixture). */
const READS = [
  "/api/v1/account",
  "/api/v1/styles",
  "/api/v1/music",
  "/api/v1/projects",
  "/api/v1/projects/{project_id}/audiences",
  "/api/v1/projects/{project_id}/assets",
  "/api/v1/projects/{project_id}/ads",
  "/api/v1/projects/{project_id}/hypotheses",
  "/api/v1/projects/{project_id}/ad_runs",
  "/api/v1/webhooks",
  "/api/v1/projects/{project_id}/catalogs",
  "/api/v1/projects/{project_id}/ad_batches",
];
/** The tRPC router of each tag (server/trpc/root.ts). */
const ROUTERS: Record<string, string> = {
  Account: "account",
  Styles: "styles",
  Music: "music",
  Projects: "projects",
  Audiences: "audiences",
  Assets: "assets",
  Ads: "ads",
  Learning: "learning",
  Distribution: "distribution",
  Webhooks: "webhooks",
  Catalogs: "catalogs",
  "Ad batches": "adBatches",
};

const snake = (camel: string) => camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const toolResult = async (client: Client, name: string, args: Record<string, unknown>) => {
  const result = (await client.callTool({ name, arguments: args })) as { isError?: boolean; structuredContent?: unknown; content?: unknown };
  if (result.isError) throw new Error(`${name}: ${JSON.stringify(result.content ?? result.structuredContent)}`);
  return result.structuredContent;
};

let key: string;
let project: { id: string; slug: string };
let http: Client;
let stdio: Client;
let document: { paths: Record<string, Record<string, { operationId: string; tags: string[] }>> };

beforeAll(async () => {
  ({ key } = await createAccount(1000));
  project = await newProject(key);
  // Something to read in the families whose lists would otherwise be empty.
  const seeds: [string, unknown][] = [
    [`/api/v1/projects/${project.id}/audiences`, { audience: { name: "Busy parents" } }],
    [`/api/v1/projects/${project.id}/hypotheses`, { hypothesis: { statement: "Morning-ritual angles beat price angles for commuters" } }],
    ["/api/v1/webhooks", { webhook: { url: "http://93.184.216.34/hooks/adlab", events: ["ad.ready"] } }],
  ];
  for (const [url, json] of seeds) {
    const res = await request("POST", url, { key, json });
    expect(res.status, `${url}: ${res.text}`).toBe(201);
  }
  http = new Client({ name: "blackbox-http", version: "1.0.0" });
  await http.connect(new StreamableHTTPClientTransport(new URL("/api/mcp", server.url), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
  const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined));
  stdio = new Client({ name: "blackbox-stdio", version: "1.0.0" });
  await stdio.connect(new StdioClientTransport({ command: process.execPath, args: [path.join(root, "bin/adlab.mjs"), "mcp"], env: { ...env, ADLAB_API_KEY: key, ADLAB_URL: server.url }, stderr: "inherit" }));
  document = (await request("GET", "/api/v1/openapi.json")).json;
});

afterAll(async () => {
  await http?.close();
  await stdio?.close();
});

describe("every front, every operation family", () => {
  it("a read of each family answers the same on REST, MCP (HTTP and stdio) and tRPC", async () => {
    const families = new Set<string>();
    for (const template of READS) {
      const operation = document.paths[template]?.get;
      expect(operation, `GET ${template} in the OpenAPI document`).toBeDefined();
      const tag = operation.tags[0];
      families.add(tag);
      const ids = Object.fromEntries([...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, project.id]));
      const rest = await request("GET", template.replace(/\{\w+\}/g, project.id), { key });
      expect(rest.status, `${template}: ${rest.text}`).toBe(200);
      const tool = snake(operation.operationId);
      expect(await toolResult(http, tool, ids), `MCP ${tool}`).toEqual(rest.json);
      expect(await toolResult(stdio, tool, ids), `stdio ${tool}`).toEqual(rest.json);
      const procedure = `${ROUTERS[tag]}.${operation.operationId}`;
      const trpc = await request("GET", `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(ids))}`, { key });
      expect(trpc.status, `tRPC ${procedure}: ${trpc.text}`).toBe(200);
      expect(trpc.json.result.data, `tRPC ${procedure}`).toEqual(rest.json);
    }
    // Every tag of the document is one of the families read here.
    const tags = new Set(Object.values(document.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])));
    expect([...tags].filter((tag) => !families.has(tag))).toEqual([]);
  });

  it("npx adlab mcp serves the server's tools over stdio with ADLAB_API_KEY, against ADLAB_URL; a miss is the spec's error", async () => {
    const names = (await stdio.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(["get_account", "generate_ads", "get_ad_file"]));
    expect(names).toEqual((await http.listTools()).tools.map((t) => t.name));
    const got = (await stdio.callTool({ name: "get_project", arguments: { project_id: project.slug } })) as { structuredContent?: unknown };
    expect(got.structuredContent).toEqual((await request("GET", `/api/v1/projects/${project.id}`, { key })).json);
    const missing = (await stdio.callTool({ name: "get_project", arguments: { project_id: "no-such-project" } })) as { isError?: boolean; structuredContent?: any };
    expect(missing.isError).toBe(true);
    expect(missing.structuredContent.error.code).toBe("not_found");
  });

  it("GraphQL reads what REST reads, and a project made on each front is read on the others", async () => {
    const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await request("POST", "/api/graphql", { key, json: { query, variables } });
      expect(res.status, res.text).toBe(200);
      expect(res.json.errors, res.text).toBeUndefined();
      return res.json.data;
    };
    const account = (await request("GET", "/api/v1/account", { key })).json.account;
    expect((await graphql("{ account { email token_balance } }")).account).toEqual({ email: account.email, token_balance: account.token_balance });

    const made = [
      (await graphql("mutation($p: CreateProjectInput!) { createProject(project: $p) { id } }", { p: { name: "From GraphQL", description: DESCRIPTION } })).createProject.id,
      (await toolResult(http, "create_project", { name: "From MCP", description: DESCRIPTION }) as { project: { id: string } }).project.id,
      (await request("POST", "/api/trpc/projects.createProject", { key, json: { name: "From tRPC", description: DESCRIPTION } })).json.result.data.project.id,
    ];
    const listed = (await request("GET", "/api/v1/projects?limit=100", { key })).json.projects.map((p: { id: string; name: string }) => [p.id, p.name]);
    expect(listed).toEqual(expect.arrayContaining([
      [made[0], "From GraphQL"],
      [made[1], "From MCP"],
      [made[2], "From tRPC"],
    ]));
    const viaGraphql = (await graphql("{ projects { nodes { id name } } }")).projects.nodes.map((p: { id: string; name: string }) => [p.id, p.name]);
    expect(viaGraphql).toEqual(listed);
  });

  it("an ad generated over MCP (generate_ads waits and reports progress) is ready and downloadable over REST", async () => {
    const progress: number[] = [];
    const result = (await http.callTool({ name: "generate_ads", arguments: { project_id: project.id, output: "image", placements: ["square"] } }, undefined, {
      onprogress: (p) => progress.push(p.progress),
      timeout: 600_000,
    })) as unknown as { isError?: boolean; structuredContent: { ad: { id: string; status: string } } };
    expect(result.isError, JSON.stringify(result)).toBeFalsy();
    const ad = await waitForReady(key, project.slug, result.structuredContent.ad.id);
    expect(progress.length).toBeGreaterThan(0);
    const file = await request("GET", `/api/v1/projects/${project.slug}/ads/${ad.id}/file?placement=square`, { key });
    expect([file.status, file.headers.get("content-type")]).toEqual([200, "image/png"]);
  });
});
