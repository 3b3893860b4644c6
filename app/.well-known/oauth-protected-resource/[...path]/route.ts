import { protectedResourceRoute } from "@/server/oauth/http";

/** RFC 9728 protected-resource metadata of /api/mcp and /api/adcp/mcp (server/oauth/resources.ts). */
export async function GET(req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return protectedResourceRoute(req, `/${(await params).path.join("/")}`);
}
