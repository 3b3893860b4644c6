import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import {
  CallToolRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
  type JSONRPCMessage,
} from "@modelcontextprotocol/sdk/types.js";
import { config } from "../config";

/**
 * `adlab mcp`: the MCP tools and resources over stdio for local clients (Claude Desktop, editors). It
 * serves those of the adlab server at ADLAB_URL (default: this install's base URL) with ADLAB_API_KEY, so
 * auth, rate limits and the tools themselves are those of /api/mcp: one implementation, and the embedded
 * database stays with the server that owns it. A missing or refused key, or a server it cannot reach, is
 * said on one stderr line and as the JSON-RPC error of the client's `initialize`.
 */
/** generate_ads waits up to 120 s on the server; a call may take that and its answer. */
const CALL_TIMEOUT_MS = 150_000;

/** What the person must fix before the tools can be served. */
class SetupProblem extends Error {}

/** The server at ADLAB_URL, checked with the key first, so a mistake is named before any client call. */
async function connectUpstream(): Promise<Client> {
  let settings: { apiKey: string | null; url: string };
  try {
    settings = config.mcpClient;
  } catch (error) {
    throw new SetupProblem(`${(error as Error).message.replace(/^Invalid configuration: /, "")}: set ADLAB_URL to your adlab server's address, e.g. https://ads.example.com`);
  }
  const { apiKey, url } = settings;
  if (!apiKey) throw new SetupProblem("ADLAB_API_KEY is not set: set it to an API key of your adlab account (the Account page lists and creates them)");
  const headers = { authorization: `Bearer ${apiKey}` };
  let response: Response;
  try {
    response = await fetch(new URL("/api/v1/account", url), { headers, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new SetupProblem(`cannot reach ADLAB_URL=${url} (${cause?.code ?? cause?.message ?? (error as Error).message}): set ADLAB_URL to the address of a running adlab server`);
  }
  if (response.status === 401) throw new SetupProblem(`ADLAB_API_KEY was refused by ${url} (401): check the key, or create one on ${url}/account`);
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("json")) {
    throw new SetupProblem(`${url} answered HTTP ${response.status} where an adlab server answers its API: check ADLAB_URL`);
  }
  const upstream = new Client({ name: "adlab-stdio", version: "1.0.0" });
  await upstream.connect(new StreamableHTTPClientTransport(new URL("/api/mcp", url), { requestInit: { headers } }));
  return upstream;
}

/** Answers every request with the problem (the client's `initialize` first), until the client goes. */
async function refuseOverStdio(problem: string): Promise<void> {
  console.error(`adlab mcp: ${problem}`);
  const transport = new StdioServerTransport();
  transport.onmessage = (message: JSONRPCMessage) => {
    if ("method" in message && "id" in message) void transport.send({ jsonrpc: "2.0", id: message.id, error: { code: -32603, message: `adlab: ${problem}` } });
  };
  process.exitCode = 1;
  await transport.start();
}

export async function serveMcpOverStdio(): Promise<void> {
  let upstream: Client;
  try {
    upstream = await connectUpstream();
  } catch (error) {
    return refuseOverStdio(error instanceof SetupProblem ? error.message : `could not connect to the adlab server: ${(error as Error).message}`);
  }
  const server = new Server(
    { name: "adlab", version: "1.0.0" },
    { capabilities: { tools: {}, resources: {} }, instructions: upstream.getInstructions() },
  );
  server.setRequestHandler(ListToolsRequestSchema, async (request) => upstream.listTools(request.params));
  server.setRequestHandler(ListResourcesRequestSchema, async (request) => upstream.listResources(request.params));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async (request) => upstream.listResourceTemplates(request.params));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => upstream.readResource(request.params));
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
