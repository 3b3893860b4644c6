import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Actor } from "../auth/actor";
import { errors, toAppError } from "../errors";
import { operations } from "../operations";
import { jsonResult, type TaskTool, type ToolAnswer, type ToolContext } from "./answer";
import { taskTools } from "./task-tools";
import { callOperation } from "../operations/flat-args";
import { APP_TOOLS, appOnlyTools, appResource, readAppResource, withAppView } from "./app";
import { serveResources } from "./resources";
import { describeTool } from "./tools";

/**
 * The MCP tools: one per operation definition, the task tools beside them (generate_ads stands for
 * create_ads). Built once; every request gets its own Server around them (stateless Streamable HTTP).
 */
const byTool = new Map(operations.map((op) => [op.tool, op]));
const tasks = taskTools(byTool);
const tools: TaskTool[] = [
  ...operations.filter((op) => !tasks.replaces.includes(op.tool)).map((op) => ({ ...describeTool(op), run: (args: Record<string, unknown>, { actor }: ToolContext) => runOperation(op.tool, actor, args) })),
  ...tasks.tools,
  ...appOnlyTools,
].map((tool) => (APP_TOOLS.includes(tool.name) ? withAppView(tool) : tool));
const toolsByName = new Map(tools.map((tool) => [tool.name, tool]));
const listed = tools.map(({ run: _run, ...descriptor }) => descriptor);

/** Names of the tools that take an upload's bytes (the upload rate limit applies to them). */
export const UPLOAD_TOOLS = new Set(["upload_asset"]);

async function runOperation(tool: string, actor: Actor, args: Record<string, unknown>): Promise<ToolAnswer> {
  const { body } = await callOperation(byTool.get(tool)!, actor, args);
  return jsonResult((body ?? { deleted: true }) as Record<string, unknown>);
}

/** Any error as a tool result: `isError` with the spec's error body (as REST answers it, the HTTP request's id included), as JSON and as text. */
function errorResult(error: unknown, requestId: string): CallToolResult {
  return { ...jsonResult({ error: { ...toAppError(error).toBody().error, request_id: requestId } }), isError: true };
}

export function mcpServer(actor: Actor, requestId: string): Server {
  const server = new Server({ name: "adlab", version: "1.0.0" }, { capabilities: { tools: {}, resources: {} }, instructions: "adlab generates ad creatives. Start with get_account and list_projects; read get_brief before generate_ads." });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listed }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = toolsByName.get(request.params.name);
    if (!tool) return errorResult(errors.notFound(`Tool ${request.params.name}`), requestId);
    const token = request.params._meta?.progressToken;
    let last = -1;
    // MCP progress must increase from one notification to the next: a step that does not move it is not sent.
    const progress: ToolContext["progress"] = async (value, total, message) => {
      if (token === undefined || value <= last) return;
      last = value;
      await extra.sendNotification({ method: "notifications/progress", params: { progressToken: token, progress: value, total, message } });
    };
    try {
      return (await tool.run(request.params.arguments ?? {}, { actor, progress, signal: extra.signal })) as CallToolResult;
    } catch (error) {
      return errorResult(error, requestId);
    }
  });
  serveResources(server, actor, requestId, [{ resource: appResource(), read: readAppResource }]);
  return server;
}
