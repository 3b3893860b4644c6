import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newProject } from "./journey";
import { createAccount, request, server } from "./server";

/**
 * MCP as its clients read it, against the production server with the SDK's own Client: every tool's
 * metadata; one ad generated and waited for, its answer's JSON equal as text and as structuredContent,
 * recommended_ad_id, its files and zip read as adlab:// resources (and a signed link that needs no key),
 * the MCP App's view; `npx adlab mcp` failing its initialize with what to fix. The in-process file
 * (tests/api/mcp.test.ts) covers every tool's answer, the catalog batch's wait and the error paths.
 */
const root = path.resolve(import.meta.dirname, "../..");
let key: string;
let client: Client;

beforeAll(async () => {
  ({ key } = await createAccount(100));
  client = new Client({ name: "blackbox-mcp", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL("/api/mcp", server.url), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
});

afterAll(async () => {
  await client?.close();
});

type Result = { isError?: boolean; structuredContent?: any; content: any[]; _meta?: any };
async function call(name: string, args: Record<string, unknown>, timeout = 60_000): Promise<Result> {
  const result = (await client.callTool({ name, arguments: args }, undefined, { timeout })) as Result;
  expect(JSON.parse(result.content[0].text), name).toEqual(result.structuredContent);
  return result;
}

describe("MCP at /api/mcp of the production server", () => {
  it("describes every tool for a model: title, annotations, output schema, a description that ends with what it returns", async () => {
    const { tools } = await client.listTools();
    for (const tool of tools) {
      expect(tool.title, tool.name).toMatch(/^[A-Z]/);
      expect(tool.outputSchema, tool.name).toMatchObject({ type: "object" });
      expect(Object.keys(tool.annotations ?? {}).sort(), tool.name).toEqual(["destructiveHint", "idempotentHint", "openWorldHint", "readOnlyHint"]);
      expect(tool.description, tool.name).toMatch(/\. .*Returns .+\.$/);
    }
  });

  it("generates an ad and waits, names the one to run, and serves its files and zip as resources", async () => {
    const project = await newProject(key);
    let result = await call("generate_ads", { project_id: project.id, output: "image", placements: ["square"], wait_seconds: 50 }, 120_000);
    const batchId = result.structuredContent.ad.batch_id;
    // A slow machine: list_ads waits on, the REST wait underneath.
    for (let round = 0; round < 6 && result.structuredContent.ads[0].status === "generating"; round++) {
      result = await call("list_ads", { project_id: project.id, batch_id: batchId, wait_seconds: 50 }, 120_000);
    }
    const ad = result.structuredContent.ads[0];
    expect(ad.status).toBe("ready");
    expect(result.structuredContent.recommended_ad_id).toBe(ad.id);
    expect(result._meta["adlab/previews"][ad.id]).toEqual([expect.objectContaining({ placement: "square", format: "png" })]);

    const png = await request("GET", `/api/v1/projects/${project.id}/ads/${ad.id}/file?placement=square&format=png`, { key });
    const fileUri = `adlab://projects/${project.id}/ads/${ad.id}/files/square.png`;
    const read = await client.readResource({ uri: fileUri });
    expect(read.contents[0]).toMatchObject({ uri: fileUri, mimeType: "image/png" });
    expect(Buffer.from((read.contents[0] as { blob: string }).blob, "base64").equals(png.bytes)).toBe(true);
    const zip = await client.readResource({ uri: `adlab://projects/${project.id}/ads/${ad.id}/archive.zip` });
    expect(Buffer.from((zip.contents[0] as { blob: string }).blob, "base64").includes(Buffer.from("square.png"))).toBe(true);

    // get_ad_file: the image for the model, and a signed link that needs no key.
    const file = await call("get_ad_file", { project_id: project.slug, ad_id: ad.slug });
    expect(file.content[1]).toMatchObject({ type: "image", mimeType: "image/png" });
    const linked = await fetch(file.structuredContent.file.download_url);
    expect(linked.status).toBe(200);
    expect(Buffer.from(await linked.arrayBuffer()).equals(png.bytes)).toBe(true);

    const view = await client.readResource({ uri: "ui://adlab/ads" });
    expect(view.contents[0]).toMatchObject({ mimeType: "text/html;profile=mcp-app", _meta: { ui: { csp: { resourceDomains: [new URL(server.url).origin] } } } });
  });
});

describe("npx adlab mcp", () => {
  it("fails initialize with a JSON-RPC error that says what to fix, and one clear line on stderr", async () => {
    const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined));
    const attempt = async (settings: Record<string, string>) => {
      const transport = new StdioClientTransport({ command: process.execPath, args: [path.join(root, "bin/adlab.mjs"), "mcp"], env: { ...env, ...settings }, stderr: "pipe" });
      let stderr = "";
      transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const stdio = new Client({ name: "blackbox-stdio", version: "1.0.0" });
      const error = await stdio.connect(transport).then(() => null, (e: Error) => e);
      await stdio.close();
      return { error, stderr: stderr.trim() };
    };
    const refused = await attempt({ ADLAB_API_KEY: "adlab_not_a_key", ADLAB_URL: server.url });
    expect(refused.error?.message).toContain(`ADLAB_API_KEY was refused by ${server.url} (401)`);
    expect(refused.stderr).toBe(`adlab mcp: ADLAB_API_KEY was refused by ${server.url} (401): check the key, or create one on ${server.url}/account`);
    const missing = await attempt({ ADLAB_API_KEY: "", ADLAB_URL: server.url });
    expect(missing.error?.message).toContain("ADLAB_API_KEY is not set");
    // A loopback port nothing listens on (taken, then given back).
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const closed = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    await new Promise((resolve) => probe.close(resolve));
    const unreachable = await attempt({ ADLAB_API_KEY: key, ADLAB_URL: closed });
    expect(unreachable.error?.message).toContain(`cannot reach ADLAB_URL=${closed} (ECONNREFUSED): set ADLAB_URL`);
    expect(unreachable.stderr.split("\n")).toHaveLength(1);
  });
});
