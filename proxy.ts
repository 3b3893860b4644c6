import { NextResponse, type NextRequest } from "next/server";
import { apiMiss } from "./server/http/api-miss";
import { REQUEST_ID_HEADER, corsApplies, corsHeaders, preflightResponse, requestIdOf } from "./server/http/conventions";
import { errorResponse } from "./server/http/respond";

/**
 * Under /api/: misses answer the JSON error body (server/http/api-miss.ts). Pages: passes the requested
 * path to the signed-in layout, so /signin can send people back to the page they asked for. Nothing may
 * be framed (clickjacking of key creation in the web app or GraphiQL).
 */
export function proxy(req: NextRequest) {
  if (req.nextUrl.pathname === "/api" || req.nextUrl.pathname.startsWith("/api/")) {
    // One id per request, forwarded to the handler (which echoes it and puts it in error bodies).
    const requestId = requestIdOf(req);
    const cors = corsApplies(req.nextUrl.pathname) ? corsHeaders(req.headers.get("origin")) : {};
    const preflight = req.method === "OPTIONS" && req.headers.has("access-control-request-method") && corsApplies(req.nextUrl.pathname);
    // A path no route serves, or a method it does not have: the JSON error body, not Next's HTML page.
    const miss = preflight ? null : apiMiss(req.method, req.nextUrl.pathname);
    const res = preflight
      ? preflightResponse(req, requestId)
      : miss
        ? errorResponse(miss, requestId)
        : NextResponse.next({ request: { headers: withRequestId(req.headers, requestId) } });
    // No framing of GraphiQL; each API response sets its own Content-Security-Policy (files: sandbox).
    res.headers.set("X-Frame-Options", "DENY");
    res.headers.set(REQUEST_ID_HEADER, requestId);
    for (const [name, value] of Object.entries(cors)) res.headers.set(name, value);
    return res;
  }
  const headers = new Headers(req.headers);
  headers.set("x-adlab-path", req.nextUrl.pathname + req.nextUrl.search);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("X-Frame-Options", "DENY");
  res.headers.set("Content-Security-Policy", "frame-ancestors 'none'");
  return res;
}

function withRequestId(headers: Headers, requestId: string): Headers {
  const forwarded = new Headers(headers);
  forwarded.set(REQUEST_ID_HEADER, requestId);
  return forwarded;
}

export const config = { matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"] };
