import { createHash, randomUUID } from "node:crypto";
import { config } from "../config";

/**
 * The HTTP conventions every /api response shares (docs/decisions.md, "HTTP conventions"): a request id,
 * CORS for the bearer API, and conditional GETs. proxy.ts applies the first two to every /api response
 * (misses and preflights included); api-route.ts applies all three to the handlers' answers.
 */

export const REQUEST_ID_HEADER = "X-Request-Id";

// A client's id is echoed only when it is short printable ASCII, so it cannot inject into logs or headers.
const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** The client's well-formed `X-Request-Id` (also what proxy.ts forwarded), else a new UUID. */
export function requestIdOf(req: Request): string {
  const given = req.headers.get(REQUEST_ID_HEADER);
  return given && WELL_FORMED_ID.test(given) ? given : randomUUID();
}

/** The rate-limit headers of server/http/rate-limit.ts, which browsers may read. */
export const RATE_LIMIT_HEADERS = ["RateLimit-Policy", "RateLimit", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"];
const ALLOWED_REQUEST_HEADERS = ["Authorization", "Content-Type", "Idempotency-Key", "If-None-Match", "Prefer", REQUEST_ID_HEADER];
const EXPOSED_HEADERS = ["ETag", "Retry-After", REQUEST_ID_HEADER, "Idempotent-Replayed", "Location", "Preference-Applied", ...RATE_LIMIT_HEADERS];
const ALLOWED_METHODS = "GET, POST, PATCH, PUT, DELETE, OPTIONS";

/** The paths browsers may call cross-origin: the bearer API. Session (cookie) endpoints stay same-origin. */
export function corsApplies(pathname: string): boolean {
  return pathname.startsWith("/api/v1/") || pathname === "/api/graphql";
}

function allowedOrigin(origin: string | null): string | null {
  if (!origin) return null;
  const allowed = config.corsOrigins;
  if (allowed === "*") return "*";
  return allowed.includes(origin) ? origin : null;
}

/**
 * The CORS headers of an ordinary response. No `Access-Control-Allow-Credentials`: the bearer API takes
 * its key from the Authorization header, so a browser never sends cookies with these calls.
 */
export function corsHeaders(origin: string | null): Record<string, string> {
  const allow = allowedOrigin(origin);
  if (!allow) return config.corsOrigins === "*" || config.corsOrigins.length === 0 ? {} : { Vary: "Origin" };
  return {
    "Access-Control-Allow-Origin": allow,
    "Access-Control-Expose-Headers": EXPOSED_HEADERS.join(", "),
    ...(allow === "*" ? {} : { Vary: "Origin" }),
  };
}

/** The answer to a preflight OPTIONS: 204, with the allowances only for an allowed origin. */
export function preflightResponse(req: Request, requestId: string): Response {
  const origin = req.headers.get("origin");
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: requestId, ...corsHeaders(origin) };
  if (allowedOrigin(origin)) {
    headers["Access-Control-Allow-Methods"] = ALLOWED_METHODS;
    headers["Access-Control-Allow-Headers"] = ALLOWED_REQUEST_HEADERS.join(", ");
    headers["Access-Control-Max-Age"] = "600";
  }
  return new Response(null, { status: 204, headers });
}

/** `Idempotent-Replayed: true` on an answer that repeats an earlier request's (same Idempotency-Key). */
export function replayHeaders(replayed: boolean): Record<string, string> {
  return replayed ? { "Idempotent-Replayed": "true" } : {};
}

/** A weak entity tag of a serialized JSON body: equal bodies, equal tags, across processes. */
export function etagOf(body: string): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/** RFC 9110 If-None-Match: `*` or a list of (possibly weak) entity tags, compared weakly. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * A GET's 200 JSON answer with a weak ETag of its exact bytes and `Cache-Control` (`no-cache` unless the
 * headers say otherwise: revalidate every time), or a 304 with no body when If-None-Match names that tag.
 * Polling something unchanged then costs one hash and no transfer, on every front.
 */
export function conditionalJson(req: Request, text: string, headers: Record<string, string>): Response {
  // A handler that knows a strong tag of these bytes (the style catalog) gives it; otherwise a weak one.
  const etag = headers.ETag ?? etagOf(text);
  const caching = { ETag: etag, "Cache-Control": headers["Cache-Control"] ?? "no-cache" };
  // A 304 after a `Prefer: wait` still says the wait was honoured.
  const applied: Record<string, string> = headers["Preference-Applied"] ? { "Preference-Applied": headers["Preference-Applied"] } : {};
  if (matchesIfNoneMatch(req.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers: { ...caching, ...applied } });
  return new Response(text, { status: 200, headers: { ...headers, ...caching } });
}

/**
 * The seconds of an RFC 7240 `Prefer: wait=N` (several preferences may share the header, comma-separated),
 * capped to `max`; null when the header asks for no wait or says something else.
 */
export function preferredWait(header: string | null, max: number): number | null {
  const match = header?.match(/(?:^|[,;\s])wait\s*=\s*"?(\d{1,6})"?/i);
  return match ? Math.min(Number(match[1]), max) : null;
}

/** One line per API request, with the id a client can quote when it reports a problem. */
export function logRequest(req: Request, status: number, requestId: string, startedAt: number) {
  if (!config.logRequests) return;
  const { pathname } = new URL(req.url);
  console.log(`[adlab] ${req.method} ${pathname} ${status} ${Math.round(performance.now() - startedAt)}ms request_id=${requestId}`);
}
