import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { actorFromRequest } from "@/server/auth/request-actor";
import { toAppError, type AppError } from "@/server/errors";
import { MAX_JSON_BYTES, withCappedBody } from "@/server/http/body";
import { conditionalJson } from "@/server/http/conventions";
import { enforceRateLimit } from "@/server/http/rate-limit";
import { json } from "@/server/http/respond";
import { trpcErrorOf } from "@/server/trpc/init";
import { appRouter } from "@/server/trpc/root";

/** At most this many procedure calls in one batch (the web app's client sends a handful). */
const TRPC_MAX_BATCH = 50;

/** How many procedure calls the request makes: a batch (`a,b,c?batch=1`) counts each. */
function callCount(req: Request): number {
  const url = new URL(req.url);
  if (url.searchParams.get("batch") !== "1") return 1;
  const path = url.pathname.replace(/^\/api\/trpc\/?/, "");
  return Math.max(1, path.split(",").length);
}

/** A refusal before tRPC reads anything (an oversized body): tRPC's error envelope around the error body. */
function refuse(error: AppError): Response {
  const trpcError = trpcErrorOf(error);
  const body = { error: { message: error.message, code: -32600, data: { code: trpcError.code, httpStatus: error.status, error: error.toBody().error } } };
  return json(body, error.status, error.headers);
}

const handler = async (incoming: Request) => {
  // At most MAX_JSON_BYTES of body, refused with 413 before tRPC parses anything.
  let req: Request;
  try {
    req = await withCappedBody(incoming, MAX_JSON_BYTES);
  } catch (error) {
    return refuse(toAppError(error));
  }
  // The same limiter and per-key budget as REST and GraphQL, before any procedure runs.
  let refusal: AppError | null = null;
  let limitHeaders: Record<string, string> = {};
  let actor = null;
  try {
    actor = await actorFromRequest(req).catch(() => null);
    limitHeaders = await enforceRateLimit(actor, "default", req, Math.min(callCount(req), TRPC_MAX_BATCH + 1));
  } catch (error) {
    refusal = toAppError(error);
  }
  const response = await fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    maxBatchSize: TRPC_MAX_BATCH,
    createContext: async () => {
      if (refusal) throw trpcErrorOf(refusal);
      return { actor };
    },
    responseMeta: () => ({ headers: new Headers({ ...limitHeaders, ...(refusal?.headers ?? {}) }) }),
  });
  // The web app polls queries (an ad while it generates): the browser revalidates with If-None-Match
  // and an unchanged answer is a 304. Private: the answer belongs to the signed-in person.
  if (req.method !== "GET" || response.status !== 200) return response;
  return conditionalJson(req, await response.text(), { ...Object.fromEntries(response.headers), "Cache-Control": "private, no-cache" });
};

export { handler as GET, handler as POST };
