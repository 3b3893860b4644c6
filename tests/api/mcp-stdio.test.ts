import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { startMcpServer } from "../helpers/mcp";

let server: Awaited<ReturnType<typeof startMcpServer>>;
beforeAll(async () => {
  server = await startMcpServer();
});
afterAll(async () => {
  await server?.close();
});

const bin = path.resolve(import.meta.dirname, "../../bin/adlab.mjs");

describe("npx adlab mcp", () => {
  it("serves the server's tools over stdio with ADLAB_API_KEY, against ADLAB_URL", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined));
    const client = new Client({ name: "stdio-test", version: "1.0.0" });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [bin, "mcp"], env: { ...env, ADLAB_API_KEY: token, ADLAB_URL: server.url.origin }, stderr: "inherit" }));

    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(["get_account", "generate_ads", "get_ad_file"]));
    const got = (await client.callTool({ name: "get_project", arguments: { project_id: project.slug } })) as { structuredContent?: unknown };
    expect(got.structuredContent).toEqual((await api.get(`/api/v1/projects/${project.id}`, { token })).body);
    const missing = (await client.callTool({ name: "get_project", arguments: { project_id: "no-such-project" } })) as { isError?: boolean; structuredContent?: any };
    expect(missing.isError).toBe(true);
    expect(missing.structuredContent.error.code).toBe("not_found");
    await client.close();
  });
});
