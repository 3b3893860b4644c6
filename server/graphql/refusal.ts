import { toAppError } from "../errors";
import { json } from "../http/respond";

/**
 * A GraphQL request refused before execution (401, 413, 429, ...): the spec's error body, plus the same
 * error as a GraphQL `errors[]` entry with `extensions` { code, status, details }, so both kinds of
 * client read it.
 */
export function graphqlErrorResponse(error: unknown): Response {
  const appError = toAppError(error);
  const body = appError.toBody();
  const extensions = { code: appError.code, status: appError.status, ...(appError.details ? { details: appError.details } : {}) };
  return json({ ...body, errors: [{ message: appError.message, extensions }] }, appError.status, appError.headers);
}
