import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conformanceCli, conformanceNode, ensureMcpConformance } from "../../scripts/mcp-conformance.mjs";
import { prerequisite } from "../helpers/prerequisites";
import { bearerProxy } from "./bearer-proxy";
import { createAccount, server } from "./server";

const run = promisify(execFile);

/**
 * The official MCP conformance suite (@modelcontextprotocol/conformance, server mode) against /api/mcp of
 * the production server, through a proxy that adds the bearer key. The scenarios are those that apply to a
 * server without the suite's own fixture tools: initialize, ping, tools/list, and the list scenarios of
 * every other capability adlab advertises. Its call, read and get scenarios ask for the suite's fixture
 * names (`test_simple_text`, `test://template/123/data` in resources-templates-read), which no real server
 * has: adlab's own resource templates (adlab://...) are read in tests/api/mcp.test.ts.
 */
let proxy: Awaited<ReturnType<typeof bearerProxy>>;
let capabilities: Record<string, unknown>;

beforeAll(async () => {
  // In `npm test` the suite is installed beside the tests (tests/helpers/prerequisites.ts); run alone, here.
  await prerequisite("mcp-conformance");
  ensureMcpConformance();
  const { key } = await createAccount(0);
  proxy = await bearerProxy(server.url, key);
  const client = new Client({ name: "conformance-scope", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL("/api/mcp", server.url), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
  capabilities = client.getServerCapabilities() ?? {};
  await client.close();
}, 600_000);

afterAll(async () => {
  await proxy?.close();
});

/** The scenarios for what the server advertises. */
function scenarios(): string[] {
  const list = ["server-initialize", "ping"];
  if (capabilities.tools) list.push("tools-list");
  if (capabilities.resources) list.push("resources-list");
  if (capabilities.prompts) list.push("prompts-list");
  if (capabilities.logging) list.push("logging-set-level");
  return list;
}

describe("the MCP conformance suite against /api/mcp", () => {
  it("passes every scenario that applies to adlab's capabilities", async () => {
    const results: string[] = [];
    const failures: string[] = [];
    for (const scenario of scenarios()) {
      const output = mkdtempSync(path.join(tmpdir(), "adlab-mcp-conformance-"));
      const args = [conformanceCli, "server", "--url", `${proxy.url}/api/mcp`, "--scenario", scenario, "--verbose", "-o", output];
      const { stdout } = await run(conformanceNode, args).catch((error: { stdout: string; stderr: string }) => ({ stdout: `${error.stdout}\n${error.stderr}` }));
      // The suite's own count line: "Passed: 1/1, 0 failed, 0 warnings".
      const counts = stdout.match(/Passed: (\d+)\/(\d+), (\d+) failed, (\d+) warnings/);
      results.push(counts ? `${scenario}: ${counts[1]}/${counts[2]} passed, ${counts[3]} failed, ${counts[4]} warnings` : `${scenario}: no result\n${stdout.slice(-2000)}`);
      if (!counts || counts[3] !== "0" || counts[1] === "0") failures.push(`${scenario}:\n${stdout.slice(-3000)}`);
    }
    console.log(`[mcp conformance]\n${results.join("\n")}`);
    expect(failures).toEqual([]);
  });
});
