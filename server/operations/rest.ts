import { apiRoute } from "../http/api-route";
import { readJson, readWrapped } from "../http/body";
import { preferredWait, replayHeaders } from "../http/conventions";
import { MAX_WAIT_SECONDS } from "../ads/wait";
import { noContent } from "../http/respond";
import { canonicalPath } from "../openapi/operation";
import { operations } from ".";
import { pathParamNames, successStatus, type Operation } from "./operation";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Handler = ReturnType<typeof apiRoute<Record<string, string>>>;

/** One operation as a REST handler: path ids, query and body read as the spec has them, then the definition's handler. */
function restHandler(op: Operation): Handler {
  const names = pathParamNames(canonicalPath(op.path));
  return apiRoute<Record<string, string>>(async ({ req, url, actor, params }) => {
    // Next.js names the segments after the folders ([id], [adId], ...): they come in path order.
    const values = Object.values(params);
    const ids = Object.fromEntries(names.map((name, i) => [name, values[i]]));
    const query = Object.fromEntries(Object.keys(op.query?.shape ?? {}).map((name) => [name, url.searchParams.get(name)]));
    const body = !op.body || !("schema" in op.body) ? undefined : op.body.key ? await readWrapped(req, op.body.key) : await readJson(req);
    const result = await op.handler({
      actor,
      params: ids,
      query,
      body,
      idempotencyKey: req.headers.get("idempotency-key"),
      wait: op.method === "get" ? preferredWait(req.headers.get("prefer"), MAX_WAIT_SECONDS) : null,
      ifNoneMatch: req.headers.get("if-none-match"),
    });
    const status = result.status ?? successStatus(op);
    if (status === 204) return noContent();
    return { status, body: result.body, headers: { ...result.headers, ...(result.replayed !== undefined ? replayHeaders(result.replayed) : {}) } };
  });
}

/**
 * The REST handlers of one path, derived from its operation definitions: a route file is
 * `export const { GET, PATCH } = restRoutes("/api/v1/projects/{project_id}")`. A path without a
 * definition is a startup error, not a silent 405.
 */
export function restRoutes(path: string): Partial<Record<Method, Handler>> {
  const ops = operations.filter((op) => canonicalPath(op.path) === path);
  if (!ops.length) throw new Error(`no operation is defined at ${path}`);
  return Object.fromEntries(ops.map((op) => [op.method.toUpperCase(), restHandler(op)]));
}
