/**
 * The closed set of error codes adlab answers, each with its one HTTP status (like dub's ErrorCode map).
 * Every AppError takes its code from here and its status from the code, so a front, the OpenAPI document
 * or an MCP tool can list an operation's errors from this table. The spec's codes (section 7) keep their
 * statuses: `validation_failed` and `insufficient_tokens` 422, `audience_in_use` 409.
 */
export const ERROR_CODES = {
  bad_request: { status: 400, description: "The request could not be understood (for example a malformed tRPC or GraphQL call)." },
  invalid_json: { status: 400, description: "The body is empty, not JSON, or nested too deeply." },
  invalid_body: { status: 400, description: "The body could not be read (cut off, or not UTF-8)." },
  unauthorized: { status: 401, description: "The bearer credential is missing, malformed, unknown or revoked; the message says which." },
  forbidden: { status: 403, description: "The credential may not do this (an unconfirmed account, a key without the scope)." },
  not_found: { status: 404, description: "No such resource in this account (another account's resources are not found too)." },
  confirmation_invalid: { status: 404, description: "The account confirmation link is not valid." },
  method_not_allowed: { status: 405, description: "The path exists but not with this method (see the Allow header)." },
  conflict: { status: 409, description: "A resource with these values already exists." },
  account_exists: { status: 409, description: "An account for this e-mail already exists." },
  ambiguous_key: { status: 409, description: "Several API keys share this prefix; revoke by id." },
  audience_in_use: { status: 409, description: "The audience has been used by ads and cannot be deleted." },
  ad_not_ready: { status: 409, description: "The ad is still generating (or not ready for this action)." },
  ad_failed: { status: 409, description: "Generation of the ad failed; it has no files." },
  style_unavailable: { status: 409, description: "The ad's style is no longer in the catalog." },
  hypothesis_has_findings: { status: 409, description: "The hypothesis has findings and is kept as part of the learning record." },
  experiment_has_findings: { status: 409, description: "Findings refer to the experiment, so it is kept." },
  experiment_concluded: { status: 409, description: "The experiment is concluded and cannot be reopened." },
  finding_already_superseded: { status: 409, description: "The finding has already been corrected by another finding." },
  webhook_disabled: { status: 409, description: "The webhook is disabled; enable it first." },
  confirmation_expired: { status: 410, description: "The account confirmation link has expired." },
  confirmation_used: { status: 410, description: "The account confirmation link has already been used." },
  payload_too_large: { status: 413, description: "The body or upload is larger than this endpoint accepts." },
  unsupported_media_type: { status: 415, description: "The body's content type is not accepted here." },
  validation_failed: { status: 422, description: "The input is invalid: one detail string per problem, each prefixed with the field path." },
  insufficient_tokens: { status: 422, description: "The token balance does not cover the ad." },
  idempotency_key_reused: { status: 422, description: "The Idempotency-Key was used before with a different request." },
  fetch_failed: { status: 422, description: "The page at the URL could not be fetched or read." },
  currency_mismatch: { status: 422, description: "The observation's currency differs from the run's." },
  too_many_webhooks: { status: 422, description: "The account has the most webhooks it may have." },
  data_dir_locked: { status: 423, description: "The embedded database is in use by another process." },
  rate_limited: { status: 429, description: "Too many requests; retry after the Retry-After header's seconds." },
  internal_error: { status: 500, description: "Something went wrong on our side; nothing about it is disclosed." },
  file_missing: { status: 500, description: "A file of the ad is missing from storage." },
  human_verification_unavailable: { status: 503, description: "Human verification is unavailable right now; retry later." },
} as const satisfies Record<string, { status: number; description: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
/** The codes answered with `status`, for helpers that fix the status (`errors.conflict` takes only 409 codes). */
type CodeWithStatus<S extends number> = { [C in ErrorCode]: (typeof ERROR_CODES)[C]["status"] extends S ? C : never }[ErrorCode];

const isErrorCode = (code: unknown): code is ErrorCode => typeof code === "string" && Object.hasOwn(ERROR_CODES, code);

/**
 * The one error type of adlab. Every front (REST, tRPC, GraphQL, MCP, CLI) turns it into the spec's
 * error body `{ error: { code, message, details? } }` with `status`, the code's status, as the HTTP status.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: string[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_CODES[code].status;
  }

  toBody() {
    return { error: { code: this.code, message: this.message, ...(this.details?.length ? { details: this.details } : {}) } };
  }
}

/**
 * Why a request is not authenticated, each with its own message (RFC 6750's `error` attribute in
 * WWW-Authenticate where a credential was sent). No message repeats what the client sent.
 */
const UNAUTHORIZED = {
  missing: { message: "No credential: send your API key as `Authorization: Bearer <API key>`.", error: null },
  scheme: { message: "The Authorization header is not a bearer credential: send `Authorization: Bearer <API key>`, with nothing else in it.", error: "invalid_request" },
  unknown: { message: "This API key is not known: check that it was copied whole, or create a new key.", error: "invalid_token" },
  revoked: { message: "This API key has been revoked: use another key, or create a new one.", error: "invalid_token" },
  unconfirmed: { message: "The account of this API key has not been confirmed yet: follow the link in the confirmation e-mail.", error: "invalid_token" },
  token: { message: "This access token is not valid: it is unknown, expired or revoked. Refresh it, or connect the assistant to adlab again.", error: "invalid_token" },
  audience: { message: "This access token was issued for another adlab endpoint: ask for a token for this one (the resource parameter).", error: "invalid_token" },
  session: { message: "Sign in to continue.", error: null },
} as const;
type UnauthorizedReason = keyof typeof UNAUTHORIZED;

function unauthorized(reason: UnauthorizedReason = "missing"): AppError {
  const { message, error } = UNAUTHORIZED[reason];
  const challenge = error ? `Bearer realm="adlab", error="${error}"` : 'Bearer realm="adlab"';
  return new AppError("unauthorized", message, undefined, { "WWW-Authenticate": challenge });
}

export const errors = {
  unauthorized,
  forbidden: (message = "You are not allowed to do this.") => new AppError("forbidden", message),
  notFound: (resource: string) => new AppError("not_found", `${resource} not found.`),
  validation: (details: string[], message = "Validation failed.") => new AppError("validation_failed", `${message} ${details.join("; ")}`.trim(), details),
  badRequest: (code: CodeWithStatus<400>, message: string) => new AppError(code, message),
  conflict: (code: CodeWithStatus<409>, message: string) => new AppError(code, message),
  /** `help`: how to get more tokens on this installation, in words (server/accounts/tokens-help.ts). */
  insufficientTokens: (needed: number, balance: number, help?: string) =>
    new AppError("insufficient_tokens", `The token balance (${balance}) does not cover this ad (${needed} tokens).${help ? ` ${help}` : ""}`, [
      `needed ${needed} tokens, balance is ${balance}`,
    ]),
  tooLarge: (message: string) => new AppError("payload_too_large", message),
};

/** Anything that is not an AppError becomes a 500 that reveals nothing about the internals. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // GraphQL executors re-create thrown errors, keeping their own properties but not their class.
  const like = error as Partial<AppError> | null;
  if (like?.name === "AppError" && isErrorCode(like.code)) return new AppError(like.code, like.message ?? "", like.details, like.headers);
  // A zod schema used directly (a tRPC .input(), a helper) that refused its input: a 422 like parseInput's.
  const zod = error as { name?: string; issues?: { path?: PropertyKey[]; message?: string }[] } | null;
  if (zod?.name === "ZodError" && Array.isArray(zod.issues)) {
    const details = zod.issues.map((i) => (i.path?.length ? `${i.path.map(String).join(".")}: ${i.message}` : String(i.message)));
    return errors.validation(details);
  }
  const code = (error as { code?: string } | null)?.code;
  // Unique violations that escaped a service's own check (a race between two writes).
  if (code === "P2002") return new AppError("conflict", "A resource with these values already exists.");
  if (code === "P2025") return new AppError("not_found", "Resource not found.");
  // A value the database cannot store (NUL, lone surrogate, out-of-range number or date, too deep) that
  // got past validation is the client's input, not our failure: PostgreSQL's class 22 and 54001.
  const sqlState = databaseErrorCode(error);
  if (sqlState && (sqlState.startsWith("22") || sqlState === "54001")) {
    return new AppError("validation_failed", "A value in the request cannot be stored (invalid text, number or date).", ["body: a value cannot be stored (invalid text, number or date)"]);
  }
  console.error("[adlab] unexpected error", error);
  return new AppError("internal_error", "Something went wrong on our side. Try again later.");
}

/** The SQLSTATE behind a Prisma driver-adapter error, if any. */
function databaseErrorCode(error: unknown): string | undefined {
  const meta = (error as { meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; code?: unknown } } } } | null)?.meta;
  const cause = meta?.driverAdapterError?.cause;
  const code = cause?.originalCode ?? cause?.code;
  return typeof code === "string" ? code : undefined;
}
