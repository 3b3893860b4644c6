import { initTRPC, TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import type { Actor } from "../auth/actor";
import { AppError, errors, toAppError, type ErrorCode } from "../errors";

export type TrpcContext = { actor: Actor | null };

const codeByStatus: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  422: "UNPROCESSABLE_CONTENT",
  429: "TOO_MANY_REQUESTS",
};

const protocolCodes: Partial<Record<TRPC_ERROR_CODE_KEY, ErrorCode>> = {
  PARSE_ERROR: "invalid_json",
  BAD_REQUEST: "bad_request",
  NOT_FOUND: "not_found",
  METHOD_NOT_SUPPORTED: "method_not_allowed",
  PAYLOAD_TOO_LARGE: "payload_too_large",
  UNSUPPORTED_MEDIA_TYPE: "unsupported_media_type",
  TOO_MANY_REQUESTS: "rate_limited",
};

/** tRPC's own refusals (unparsable ?input=, unknown procedure, oversized batch) as the one error body. */
function protocolError(code: TRPC_ERROR_CODE_KEY, message: string): AppError {
  return new AppError(protocolCodes[code] ?? "bad_request", message);
}

const t = initTRPC.context<TrpcContext>().create({
  // Clients get the same `{ code, message, details }` as the REST error body under `data.error`.
  errorFormatter({ shape, error }) {
    const appError =
      error.cause instanceof AppError
        ? error.cause
        : error.code !== "INTERNAL_SERVER_ERROR"
          ? protocolError(error.code, error.message)
          : toAppError(error.cause ?? error);
    return { ...shape, message: appError.message, data: { ...shape.data, error: appError.toBody().error } };
  },
});

/** Turns the one AppError into the tRPC error with the matching HTTP status. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause ?? result.error;
    // An ?input= or body tRPC could not parse as JSON (it parses lazily, inside the procedure).
    const appError =
      cause instanceof SyntaxError
        ? errors.badRequest("invalid_json", "The input is not valid JSON.")
        : cause instanceof TRPCError && cause.code !== "INTERNAL_SERVER_ERROR"
          ? protocolError(cause.code, cause.message)
          : toAppError(cause);
    throw new TRPCError({ code: codeByStatus[appError.status] ?? "INTERNAL_SERVER_ERROR", message: appError.message, cause: appError });
  }
  return result;
});

/** An AppError raised outside a procedure (rate limit, body size) as the tRPC error of its status. */
export function trpcErrorOf(error: unknown): TRPCError {
  const appError = toAppError(error);
  return new TRPCError({ code: codeByStatus[appError.status] ?? "INTERNAL_SERVER_ERROR", message: appError.message, cause: appError });
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const authedProcedure = t.procedure.use(mapErrors).use(({ ctx, next }) => {
  if (!ctx.actor) throw errors.unauthorized();
  return next({ ctx: { actor: ctx.actor } });
});

