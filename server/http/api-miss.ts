import { AppError, errors } from "../errors";
import { apiRoutes } from "./api-routes";

/**
 * Misses under /api/: a path no route serves is a 404 `not_found`, a method the route does not have a
 * 405 `method_not_allowed` with `Allow`, both with the JSON error body (Next.js would answer its HTML 404
 * page, or an empty 405). A path segment that is not valid percent-encoded UTF-8 text, or decodes to a
 * NUL, `.` or `..`, names no resource: 404. proxy.ts asks this of the route files before any route runs;
 * the /api/v1 catch-all asks the same of the paths it serves (server/operations/rest.ts).
 */

/** A route as the generated table writes it: `/api/v1/projects/:` (":" one dynamic segment, "*" a catch-all). */
type RoutePattern = { path: string; methods: string[] };

// Lower is more specific: a static segment beats a dynamic one, which beats a catch-all.
const rank = (segment: string) => (segment === "*" ? 2 : segment === ":" ? 1 : 0);

function matches(segments: string[], parts: string[]): boolean {
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    if (s === "*") return parts.length > i;
    if (i >= parts.length) return false;
    if (s !== ":" && s !== parts[i]) return false;
  }
  return parts.length === segments.length;
}

function moreSpecific(a: string[], b: string[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const ra = a[i] === undefined ? 3 : rank(a[i]);
    const rb = b[i] === undefined ? 3 : rank(b[i]);
    if (ra !== rb) return ra < rb;
  }
  return false;
}

export function allowedMethods(methods: string[]): string[] {
  const allowed = new Set([...methods, "OPTIONS"]);
  if (allowed.has("GET")) allowed.add("HEAD");
  return [...allowed].sort();
}

/** The path's segments decoded, or null when one names no resource. */
function decodedSegments(pathname: string): string[] | null {
  const parts: string[] = [];
  for (const segment of pathname.split("/").filter(Boolean)) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded.includes("\u0000") || decoded === "." || decoded === ".." || decoded.includes("/") || /[\uD800-\uDFFF]/.test(decoded)) return null;
    parts.push(decoded);
  }
  return parts;
}

/**
 * The most specific of `routes` that serves a request, with the path's decoded dynamic segments in order
 * (`ids`), or the refusal (404, or 405 with `Allow`) when none does.
 */
export function routeMatcher<R extends RoutePattern>(routes: R[]) {
  const table = routes.map((route) => ({ route, segments: route.path.split("/").filter(Boolean) }));
  return (method: string, pathname: string): { route: R; ids: string[] } | { miss: AppError } => {
    const parts = decodedSegments(pathname);
    if (!parts) return { miss: errors.notFound("API endpoint") };
    let best: (typeof table)[number] | undefined;
    for (const entry of table) if (matches(entry.segments, parts) && (!best || moreSpecific(entry.segments, best.segments))) best = entry;
    if (!best) return { miss: errors.notFound("API endpoint") };
    const allowed = allowedMethods(best.route.methods);
    if (!allowed.includes(method.toUpperCase())) {
      return { miss: new AppError("method_not_allowed", `${method.toUpperCase()} is not allowed here; use ${allowed.join(", ")}.`, undefined, { Allow: allowed.join(", ") }) };
    }
    const { segments } = best;
    return { route: best.route, ids: parts.filter((_, i) => segments[i] === ":") };
  };
}

const routeFiles = routeMatcher(apiRoutes);

/** The refusal for a request that reaches no route file, or null when a route will answer it. */
export function apiMiss(method: string, pathname: string): AppError | null {
  const found = routeFiles(method, pathname);
  return "miss" in found ? found.miss : null;
}
