import { errors, type AppError } from "../errors";
import { apiRoute, publicRoute, type ApiContext } from "../http/api-route";
import { allowedMethods, routeMatcher } from "../http/api-miss";
import { readJson, readWrapped } from "../http/body";
import { REQUEST_ID_HEADER, preferredWait, replayHeaders, requestIdOf } from "../http/conventions";
import { MAX_WAIT_SECONDS } from "../ads/wait";
import { errorResponse, noContent } from "../http/respond";
import { isRaw, pathParamNames, successStatus, type Definition, type Operation, type RawOperation } from "./operation";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Params = Record<string, string>;
type Handler = ReturnType<typeof apiRoute<Params>>;

/**
 * One REST handler at a path template of the spec (`/api/v1/projects/{project_id}/ads`): a definition's,
 * or a REST-only one (bytes, multipart) at a path among theirs. Its params are the template's names.
 */
export type RestRoute = { method: Method; path: string; handler: Handler };

/** One definition run for a REST request: the query and the body read as the spec has them, then its handler. */
export async function runOperation(op: Operation, { req, url, actor, params }: ApiContext<Params>) {
  const query = Object.fromEntries(Object.keys(op.query?.shape ?? {}).map((name) => [name, url.searchParams.get(name)]));
  const body = !op.body || !("schema" in op.body) ? undefined : op.body.key ? await readWrapped(req, op.body.key) : await readJson(req);
  const result = await op.handler({
    actor,
    params,
    query,
    body,
    idempotencyKey: req.headers.get("idempotency-key"),
    wait: op.method === "get" ? preferredWait(req.headers.get("prefer"), MAX_WAIT_SECONDS) : null,
    ifNoneMatch: req.headers.get("if-none-match"),
  });
  const status = result.status ?? successStatus(op);
  if (status === 204) return noContent();
  return { status, body: result.body, headers: { ...result.headers, ...(result.replayed !== undefined ? replayHeaders(result.replayed) : {}) } };
}

/** A raw definition's handler: the request as it came, through apiRoute (or publicRoute for a public one). */
function rawHandler(op: RawOperation): Handler {
  if (op.auth === false) return publicRoute<Params>(({ req, url, params }) => op.handler({ req, url, params, actor: null }));
  return apiRoute<Params>(({ req, url, params, actor }) => op.handler({ req, url, params, actor }), { rateLimit: op.rateLimit });
}

/** A definition as a REST route, through apiRoute (auth, rate limits, errors). */
export const restRoute = (op: Definition): RestRoute => ({
  method: op.method.toUpperCase() as Method,
  path: op.path,
  handler: isRaw(op) ? rawHandler(op) : apiRoute<Params>((ctx) => runOperation(op, ctx)),
});

/**
 * A path segment as the route table matches it: `:` for an id, whole (`{ad_id}`) or inside a name
 * (`file.{format}`), else the segment itself.
 */
const patternOf = (segment: string) => (segment.includes("{") ? ":" : segment);

/**
 * The value of each id of a path template from the request's id segments: a whole segment, or what an id
 * inside a segment stands for (`file.png` of `file.{format}`: `png`); null when a segment does not fit
 * its template (`filez`).
 */
function idsOf(template: string, values: string[]): Params | null {
  const params: Params = {};
  const segments = template.split("/").filter((segment) => segment.includes("{"));
  for (const [i, segment] of segments.entries()) {
    const names = pathParamNames(segment);
    const regex = new RegExp(`^${segment.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, "(.+)")}$`);
    const match = values[i].match(regex);
    if (!match) return null;
    names.forEach((name, j) => (params[name] = match[j + 1]));
  }
  return params;
}

/**
 * The handlers of the one catch-all route, app/api/v1/[...path]/route.ts: the request's path is matched
 * against the routes' templates (a static segment beats an id, so `/projects/from_url` is not a project),
 * the ids are named as the template names them, and the route's handler answers. A path no route has is a
 * 404, a method it lacks a 405 with `Allow`, before any authentication, as proxy.ts answers misses. Where
 * two routes share a method and path, the first listed serves it. OPTIONS answers as Next.js would for a
 * route file (204 with `Allow`); Next.js runs HEAD as GET.
 */
export function restCatchAll(routes: RestRoute[]) {
  // One entry per path, as the route table writes it (`/api/v1/projects/:`), with its handler per method.
  const byPath = new Map<string, { path: string; template: string; handlers: Map<string, Handler> }>();
  for (const route of routes) {
    const path = route.path.split("/").map(patternOf).join("/");
    if (!byPath.has(path)) byPath.set(path, { path, template: route.path, handlers: new Map() });
    const { handlers } = byPath.get(path)!;
    if (!handlers.has(route.method)) handlers.set(route.method, route.handler);
  }
  const match = routeMatcher([...byPath.values()].map((entry) => ({ ...entry, methods: [...entry.handlers.keys()] })));
  const miss = (req: Request, error: AppError) => {
    const requestId = requestIdOf(req);
    const response = errorResponse(error, requestId);
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  };
  const serve = async (req: Request): Promise<Response> => {
    const found = match(req.method, new URL(req.url).pathname);
    if ("miss" in found) return miss(req, found.miss);
    const { route, ids } = found;
    if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: { Allow: allowedMethods(route.methods).join(", ") } });
    const handler = route.handlers.get(req.method === "HEAD" ? "GET" : req.method)!;
    const params = idsOf(route.template, ids);
    // A segment that does not fit its template (`filez` where `file.{format}` is) names no endpoint.
    if (!params) return miss(req, errors.notFound("API endpoint"));
    return handler(req, { params: Promise.resolve(params) });
  };
  return { GET: serve, POST: serve, PUT: serve, PATCH: serve, DELETE: serve, OPTIONS: serve };
}
