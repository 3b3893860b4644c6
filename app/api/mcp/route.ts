import { mcpPost } from "@/server/mcp/http";

/** The MCP front (Streamable HTTP, stateless): the same tools as `npx adlab mcp` serves over stdio. */
export const POST = mcpPost;
