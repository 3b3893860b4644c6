import { NextRequest } from "next/server";
import { config } from "@/server/config";
import { handlers } from "@/server/auth/next-auth";

/**
 * next-auth builds callback and redirect URLs from the request's URL. With ADLAB_BASE_URL set, the
 * request is re-addressed to it here (next-auth's own AUTH_URL rewrite keeps Next's internal
 * `localhost` origin in `next start`). Tests call the handlers with a plain Request, which this also adapts.
 */
function readdressed(req: Request): NextRequest {
  const url = new URL(req.url);
  const target = process.env.ADLAB_BASE_URL ? new URL(url.pathname + url.search, `${config.baseUrl}/`) : url;
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new NextRequest(target, { method: req.method, headers: req.headers, body: hasBody ? req.body : undefined, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1]);
}

export const GET = (req: Request) => handlers.GET(readdressed(req));
export const POST = (req: Request) => handlers.POST(readdressed(req));
