import { readdirSync } from "node:fs";
import path from "node:path";
import { documentProblems } from "./openapi-check";

/**
 * Calls the real Next.js route handlers in app/api by path, the way an HTTP client would, without a
 * server: `await api.post("/api/v1/projects", { project: {...} }, { token })`.
 */
type Route = { pattern: RegExp; names: string[]; catchAll: string | undefined; ranks: number[]; file: string };

const appDir = path.resolve(import.meta.dirname, "../../app");

function findRoutes(dir: string, segments: string[] = []): Route[] {
  const routes: Route[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) routes.push(...findRoutes(full, [...segments, entry.name]));
    else if (entry.name === "route.ts") {
      const names: string[] = [];
      const ranks: number[] = [];
      let catchAllName: string | undefined;
      const parts = segments
        .filter((s) => !s.startsWith("("))
        .map((s) => {
          const catchAll = s.match(/^\[\.\.\.(.+)\]$/);
          if (catchAll) {
            catchAllName = catchAll[1];
            ranks.push(2);
            return "(.+)";
          }
          const dynamic = s.match(/^\[(.+)\]$/);
          if (dynamic) {
            names.push(dynamic[1]);
            ranks.push(1);
            return "([^/]+)";
          }
          ranks.push(0);
          return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        });
      routes.push({ pattern: new RegExp(`^/${parts.join("/")}$`), names, catchAll: catchAllName, ranks, file: full });
    }
  }
  // As Next.js orders them: segment by segment, a static segment before a dynamic one, before a catch-all.
  return routes.sort((a, b) => {
    for (let i = 0; i < Math.min(a.ranks.length, b.ranks.length); i++) if (a.ranks[i] !== b.ranks[i]) return a.ranks[i] - b.ranks[i];
    return 0;
  });
}

const routes = findRoutes(appDir);

/** The route file Next.js would answer a path from (tests/api/api-misses.test.ts). */
export const routeFileOf = (pathname: string) => routes.find((r) => r.pattern.test(pathname))?.file;

export type TestResponse = {
  status: number;
  headers: Headers;
  body: any;
  bytes: Buffer;
};

export type CallOptions = { token?: string; headers?: Record<string, string>; body?: BodyInit };

/** A `fetch` that answers from the route handlers (for clients such as openapi-fetch); misses throw. */
export async function fetchRoute(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const route = routes.find((r) => r.pattern.test(url.pathname));
  if (!route) throw new Error(`no route for ${url.pathname}`);
  const match = url.pathname.match(route.pattern)!;
  // A catch-all's segments come as a list, after the dynamic ones (the only catch-alls end their path).
  const params: Record<string, string | string[]> = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(match[i + 1])]));
  if (route.catchAll) params[route.catchAll] = match[route.names.length + 1].split("/").map(decodeURIComponent);
  const handler = (await import(/* @vite-ignore */ route.file))[request.method];
  if (!handler) return new Response(null, { status: 405 });
  const response: Response = await handler(request, { params: Promise.resolve(params) });
  const type = response.headers.get("content-type") ?? "";
  // Every answer a route handler gives must be one the OpenAPI document declares (tests/helpers/openapi-check.ts).
  const text = type.includes("json") ? await response.clone().text() : "";
  // A `fields` answer is the documented shape with only the named fields: its status is checked, not its body.
  const checked = text && !url.searchParams.has("fields") ? JSON.parse(text) : undefined;
  const problems = documentProblems(request.method, url.pathname, response.status, type, checked);
  if (problems.length) throw new Error(`Response not as documented in the OpenAPI document:\n${problems.join("\n")}`);
  return response;
}

export async function call(method: string, urlPath: string, json?: unknown, options: CallOptions = {}): Promise<TestResponse> {
  const url = new URL(urlPath, process.env.ADLAB_BASE_URL);
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (json !== undefined) {
    body = typeof json === "string" ? json : JSON.stringify(json);
    headers["content-type"] ??= "application/json";
  }
  const response = await fetchRoute(new Request(url, { method, headers, body }));
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get("content-type") ?? "";
  const parsed = type.includes("json") && bytes.length ? JSON.parse(bytes.toString()) : undefined;
  return { status: response.status, headers: response.headers, body: parsed, bytes };
}

export const api = {
  get: (p: string, o?: CallOptions) => call("GET", p, undefined, o),
  delete: (p: string, o?: CallOptions) => call("DELETE", p, undefined, o),
  post: (p: string, json?: unknown, o?: CallOptions) => call("POST", p, json, o),
  patch: (p: string, json?: unknown, o?: CallOptions) => call("PATCH", p, json, o),
};
