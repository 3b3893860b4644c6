import { initTRPC, TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import type { Actor } from "../auth/actor";
import { AppError, errors, toAppError } from "../errors";

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

const t = initTRPC.context<TrpcContext>().create({
  // Clients get the same `{ code, message, details }` as the REST error body under `data.error`.
  errorFormatter({ shape, error }) {
    const appError = error.cause instanceof AppError ? error.cause : toAppError(error.cause ?? error);
    return { ...shape, message: appError.message, data: { ...shape.data, error: appError.toBody().error } };
  },
});

/** Turns the one AppError into the tRPC error with the matching HTTP status. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const appError = toAppError(result.error.cause ?? result.error);
    throw new TRPCError({ code: codeByStatus[appError.status] ?? "INTERNAL_SERVER_ERROR", message: appError.message, cause: appError });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const authedProcedure = t.procedure.use(mapErrors).use(({ ctx, next }) => {
  if (!ctx.actor) throw errors.unauthorized();
  return next({ ctx: { actor: ctx.actor } });
});

export const publicProcedure = t.procedure.use(mapErrors);
