import { AppError, errors } from "../errors";
import { apiRoutes } from "./api-routes";

/**
 * Misses under /api/: a path no route serves is a 404 `not_found`, a method the route does not have a
 * 405 `method_not_allowed` with `Allow`, both with the JSON error body (Next.js would answer its HTML 404
 * page, or an empty 405). A path segment that is not valid percent-encoded UTF-8 text, or decodes to a
 * NUL, `.` or `..`, names no resource: 404. proxy.ts asks this before any route runs.
 */

type Route = { segments: string[]; methods: string[] };
const routes: Route[] = apiRoutes.map((r) => ({ segments: r.path.split("/").filter(Boolean), methods: r.methods }));

// Lower is more specific: a static segment beats a dynamic one, which beats a catch-all.
const rank = (segment: string) => (segment === "*" ? 2 : segment === ":" ? 1 : 0);

function matches(route: Route, parts: string[]): boolean {
  for (let i = 0; i < route.segments.length; i++) {
    const s = route.segments[i];
    if (s === "*") return parts.length > i;
    if (i >= parts.length) return false;
    if (s !== ":" && s !== parts[i]) return false;
  }
  return parts.length === route.segments.length;
}

function moreSpecific(a: Route, b: Route): boolean {
  for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
    const ra = a.segments[i] === undefined ? 3 : rank(a.segments[i]);
    const rb = b.segments[i] === undefined ? 3 : rank(b.segments[i]);
    if (ra !== rb) return ra < rb;
  }
  return false;
}

export function allowedMethods(methods: string[]): string[] {
  const allowed = new Set([...methods, "OPTIONS"]);
  if (allowed.has("GET")) allowed.add("HEAD");
  return [...allowed].sort();
}

/** The refusal for a request that reaches no handler, or null when a route will answer it. */
export function apiMiss(method: string, pathname: string): AppError | null {
  const raw = pathname.split("/").filter(Boolean);
  const parts: string[] = [];
  for (const segment of raw) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return errors.notFound("API endpoint");
    }
    if (decoded.includes("\u0000") || decoded === "." || decoded === ".." || decoded.includes("/") || /[\uD800-\uDFFF]/.test(decoded)) return errors.notFound("API endpoint");
    parts.push(decoded);
  }
  let best: Route | undefined;
  for (const route of routes) if (matches(route, parts) && (!best || moreSpecific(route, best))) best = route;
  if (!best) return errors.notFound("API endpoint");
  const allowed = allowedMethods(best.methods);
  if (!allowed.includes(method.toUpperCase())) {
    return new AppError("method_not_allowed", `${method.toUpperCase()} is not allowed here; use ${allowed.join(", ")}.`, undefined, { Allow: allowed.join(", ") });
  }
  return null;
}
