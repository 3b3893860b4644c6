import { NextResponse, type NextRequest } from "next/server";
import { apiMiss } from "./server/http/api-miss";
import { errorResponse } from "./server/http/respond";

/**
 * Under /api/: misses answer the JSON error body (server/http/api-miss.ts). Pages: passes the requested
 * path to the signed-in layout, so /signin can send people back to the page they asked for. Nothing may
 * be framed (clickjacking of key creation in the web app or GraphiQL).
 */
export function proxy(req: NextRequest) {
  if (req.nextUrl.pathname === "/api" || req.nextUrl.pathname.startsWith("/api/")) {
    // A path no route serves, or a method it does not have: the JSON error body, not Next's HTML page.
    const miss = apiMiss(req.method, req.nextUrl.pathname);
    if (miss) return errorResponse(miss);
    // No framing of GraphiQL; each API response sets its own Content-Security-Policy (files: sandbox).
    const res = NextResponse.next();
    res.headers.set("X-Frame-Options", "DENY");
    return res;
  }
  const headers = new Headers(req.headers);
  headers.set("x-adlab-path", req.nextUrl.pathname + req.nextUrl.search);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("X-Frame-Options", "DENY");
  res.headers.set("Content-Security-Policy", "frame-ancestors 'none'");
  return res;
}

export const config = { matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"] };
