import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type ReadResourceResult,
  type Resource,
} from "@modelcontextprotocol/sdk/types.js";
import type { Actor } from "../auth/actor";
import { toAppError } from "../errors";
import { RESOURCE_TEMPLATES, readTarget, targetOf } from "./files";

/** MCP's code for a resource that does not exist (the spec's -32002). */
const RESOURCE_NOT_FOUND = -32002;
const INVALID_PARAMS = -32602;

/** A read that failed, as a JSON-RPC error: its message the spec's, its data the spec's error body. */
function readError(error: unknown, requestId: string): McpError {
  const body = { error: { ...toAppError(error).toBody().error, request_id: requestId } };
  return new McpError(body.error.code === "not_found" ? RESOURCE_NOT_FOUND : INVALID_PARAMS, `${body.error.code}: ${body.error.message}`, body);
}

/**
 * The resources of /api/mcp: the adlab:// templates of files and zips (server/mcp/files.ts) and the fixed
 * resources beside them (the MCP App's view), read with the caller's key.
 */
export function serveResources(server: Server, actor: Actor, requestId: string, fixed: { resource: Resource; read: () => Promise<ReadResourceResult> }[]): void {
  server.setRequestHandler(ListResourcesRequestSchema, async () => ({ resources: fixed.map((entry) => entry.resource) }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: RESOURCE_TEMPLATES }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request): Promise<ReadResourceResult> => {
    const { uri } = request.params;
    const known = fixed.find((entry) => entry.resource.uri === uri);
    if (known) return known.read();
    const target = targetOf(uri);
    if (!target) throw new McpError(RESOURCE_NOT_FOUND, `not_found: no resource ${uri}; adlab's are the adlab:// templates of resources/templates/list`, { uri });
    try {
      const file = await readTarget(actor, target);
      if ("bytes" in file) return { contents: [{ uri, mimeType: file.mimeType, blob: file.bytes.toString("base64") }] };
      // Too large for a message: a signed HTTPS link (text/uri-list), with what it points at.
      const meta = { "adlab/mime_type": file.mimeType, "adlab/byte_size": file.size, "adlab/expires_at": file.link.expires_at };
      return { contents: [{ uri, mimeType: "text/uri-list", text: file.link.url, _meta: meta }] };
    } catch (error) {
      throw readError(error, requestId);
    }
  });
}
