import { NextResponse, type NextRequest } from "next/server";

/**
 * Pages only (the API answers for itself): passes the requested path to the signed-in layout, so
 * /signin can send people back to the page they asked for, and forbids framing the web app
 * (clickjacking of key creation).
 */
export function proxy(req: NextRequest) {
  const headers = new Headers(req.headers);
  headers.set("x-adlab-path", req.nextUrl.pathname + req.nextUrl.search);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("X-Frame-Options", "DENY");
  res.headers.set("Content-Security-Policy", "frame-ancestors 'none'");
  return res;
}

export const config = { matcher: ["/((?!api/|_next/static|_next/image|favicon.ico).*)"] };
