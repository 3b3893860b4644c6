import { adcpPost } from "@/server/mcp/adcp";

/** The AdCP creative agent (MCP Streamable HTTP, stateless; docs/adcp.md). */
export const POST = adcpPost;
