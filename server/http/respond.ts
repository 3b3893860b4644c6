import { AppError, toAppError } from "../errors";

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
  });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** The spec's error body; with the request's id as `error.request_id`, so a client can quote it. */
export function errorResponse(error: unknown, requestId?: string): Response {
  const appError: AppError = toAppError(error);
  const body = appError.toBody();
  return json(requestId ? { error: { ...body.error, request_id: requestId } } : body, appError.status, appError.headers);
}
