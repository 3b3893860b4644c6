/**
 * The one error type of adlab. Every front (REST, tRPC, GraphQL, CLI) turns it into the spec's
 * error body `{ error: { code, message, details? } }` with `status` as the HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: string[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }

  toBody() {
    return { error: { code: this.code, message: this.message, ...(this.details?.length ? { details: this.details } : {}) } };
  }
}

export const errors = {
  unauthorized: (message = "Missing or invalid bearer token.") =>
    new AppError(401, "unauthorized", message, undefined, { "WWW-Authenticate": 'Bearer realm="adlab"' }),
  forbidden: (message = "You are not allowed to do this.") => new AppError(403, "forbidden", message),
  notFound: (resource: string) => new AppError(404, "not_found", `${resource} not found.`),
  validation: (details: string[], message = "Validation failed.") =>
    new AppError(422, "validation_failed", `${message} ${details.join("; ")}`.trim(), details),
  badRequest: (code: string, message: string) => new AppError(400, code, message),
  conflict: (code: string, message: string) => new AppError(409, code, message),
  insufficientTokens: (needed: number, balance: number) =>
    new AppError(422, "insufficient_tokens", `The token balance (${balance}) does not cover this ad (${needed} tokens).`, [
      `needed ${needed} tokens, balance is ${balance}`,
    ]),
  tooLarge: (message: string) => new AppError(413, "payload_too_large", message),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError(429, "rate_limited", "Too many requests. Retry later.", undefined, {
      "Retry-After": String(retryAfterSeconds),
    }),
};

/** Anything that is not an AppError becomes a 500 that reveals nothing about the internals. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // GraphQL executors re-create thrown errors, keeping their own properties but not their class.
  const like = error as Partial<AppError> | null;
  if (like?.name === "AppError" && typeof like.status === "number" && typeof like.code === "string") {
    return new AppError(like.status, like.code, like.message ?? "", like.details, like.headers);
  }
  // A zod schema used directly (a tRPC .input(), a helper) that refused its input: a 422 like parseInput's.
  const zod = error as { name?: string; issues?: { path?: PropertyKey[]; message?: string }[] } | null;
  if (zod?.name === "ZodError" && Array.isArray(zod.issues)) {
    const details = zod.issues.map((i) => (i.path?.length ? `${i.path.map(String).join(".")}: ${i.message}` : String(i.message)));
    return new AppError(422, "validation_failed", `Validation failed. ${details.join("; ")}`.trim(), details);
  }
  const code = (error as { code?: string } | null)?.code;
  // Unique violations that escaped a service's own check (a race between two writes).
  if (code === "P2002") return new AppError(409, "conflict", "A resource with these values already exists.");
  if (code === "P2025") return new AppError(404, "not_found", "Resource not found.");
  // A value the database cannot store (NUL, lone surrogate, out-of-range number or date, too deep) that
  // got past validation is the client's input, not our failure: PostgreSQL's class 22 and 54001.
  const sqlState = databaseErrorCode(error);
  if (sqlState && (sqlState.startsWith("22") || sqlState === "54001")) {
    return new AppError(422, "validation_failed", "A value in the request cannot be stored (invalid text, number or date).", ["body: a value cannot be stored (invalid text, number or date)"]);
  }
  console.error("[adlab] unexpected error", error);
  return new AppError(500, "internal_error", "Something went wrong on our side. Try again later.");
}

/** The SQLSTATE behind a Prisma driver-adapter error, if any. */
function databaseErrorCode(error: unknown): string | undefined {
  const meta = (error as { meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; code?: unknown } } } } | null)?.meta;
  const cause = meta?.driverAdapterError?.cause;
  const code = cause?.originalCode ?? cause?.code;
  return typeof code === "string" ? code : undefined;
}
