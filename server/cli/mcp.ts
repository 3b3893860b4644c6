import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { config } from "../config";

/**
 * `adlab mcp`: the MCP tools over stdio for local clients (Claude Desktop, editors). It serves the tools
 * of the adlab server at ADLAB_URL (default: this install's base URL) with ADLAB_API_KEY, so auth, rate
 * limits and the tools themselves are those of /api/mcp: one implementation, and the embedded database
 * stays with the server that owns it.
 */
/** generate_ads waits up to 120 s on the server; a call may take that and its answer. */
const CALL_TIMEOUT_MS = 150_000;

export async function serveMcpOverStdio(): Promise<void> {
  const { apiKey, url } = config.mcpClient;
  if (!apiKey) throw new Error("set ADLAB_API_KEY to an API key of your account (and ADLAB_URL to a remote adlab server)");
  const upstream = new Client({ name: "adlab-stdio", version: "1.0.0" });
  await upstream.connect(new StreamableHTTPClientTransport(new URL("/api/mcp", url), { requestInit: { headers: { authorization: `Bearer ${apiKey}` } } }));

  const server = new Server({ name: "adlab", version: "1.0.0" }, { capabilities: { tools: {} }, instructions: upstream.getInstructions() });
  server.setRequestHandler(ListToolsRequestSchema, async (request) => upstream.listTools(request.params));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const token = request.params._meta?.progressToken;
    const onprogress = token === undefined ? undefined : (progress: { progress: number; total?: number; message?: string }) =>
      void extra.sendNotification({ method: "notifications/progress", params: { ...progress, progressToken: token } });
    // generate_ads may wait its full time; progress keeps the call alive meanwhile.
    const options = { signal: extra.signal, onprogress, timeout: CALL_TIMEOUT_MS, resetTimeoutOnProgress: true };
    return (await upstream.callTool({ name: request.params.name, arguments: request.params.arguments }, undefined, options)) as CallToolResult;
  });
  server.onclose = () => void upstream.close();
  await server.connect(new StdioServerTransport());
}
