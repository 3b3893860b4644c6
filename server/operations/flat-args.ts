import type { Actor } from "../auth/actor";
import { clock } from "../clock";
import { errors } from "../errors";
import { closestKey, zodDetails } from "../../shared/validation";
import { pathParamNames, type Operation, type OperationCall, type OperationResult } from "./operation";

/**
 * Flat arguments, the shape MCP tools and tRPC procedures take: the path's ids by their names
 * (`project_id`, `ad_id`, ... each a UUID or, where the resource has one, a slug), then the query's and the
 * body's fields under the spec's names, plus `idempotency_key` for an operation that takes an
 * `Idempotency-Key` and `wait_seconds` for one that honours `Prefer: wait`. One implementation for every
 * front that is not REST.
 */

/** The argument that stands for REST's `Idempotency-Key` header on an idempotent operation. */
export const IDEMPOTENCY_ARG = "idempotency_key";
/** The argument that stands for REST's `Prefer: wait=N` on an operation that waits. */
export const WAIT_ARG = "wait_seconds";
/**
 * The longest `wait_seconds`: below the 60 s after which MCP clients commonly give a request up (the SDK's
 * default timeout), so a whole wait and its answer arrive within it.
 */
export const MAX_FLAT_WAIT_SECONDS = 50;

/** The names an operation's flat arguments may have beside its body's fields: path ids, query fields, idempotency_key. */
export function flatArgNames(op: Operation): { path: string[]; query: string[]; extra: string[] } {
  return {
    path: pathParamNames(op.path),
    query: Object.keys(op.query?.shape ?? {}),
    extra: [...(op.idempotent ? [IDEMPOTENCY_ARG] : []), ...(op.waits ? [WAIT_ARG] : [])],
  };
}

const bodySchemaOf = (op: Operation) => (op.body && "schema" in op.body ? op.body : undefined);

/** The keys of an object body (none for a free map or no body). */
function bodyKeysOf(op: Operation): string[] | undefined {
  const shape = (bodySchemaOf(op)?.schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : undefined;
}

const unknownArgument = (name: string, known: readonly string[]) => {
  const closest = closestKey(name, known);
  return `${name}: unknown argument${closest ? `; did you mean ${closest}?` : ""}`;
};

/**
 * Splits flat arguments back into what REST would have read: the path ids, the query (strings, as
 * URLSearchParams gives them), the body (the remaining arguments) and the idempotency key. Refuses, all in
 * one 422 `validation_failed`: a missing path id; an argument of an operation without a body that it does
 * not know; an argument of a body operation that is no body field but close to an id or query name
 * (`projectId`: did you mean project_id?) — with the body's own problems then, so nothing is reported on a
 * retry. Other unknown body fields are left to the service, which names them with the closest field.
 */
export function splitFlatArgs(op: Operation, args: Record<string, unknown>): Omit<OperationCall, "actor"> {
  const rest: Record<string, unknown> = { ...args };
  const names = flatArgNames(op);
  const problems: string[] = [];
  const params: Record<string, string> = {};
  for (const name of names.path) {
    const value = rest[name];
    if (value === undefined || value === null || value === "") problems.push(`${name}: is required`);
    else if (typeof value !== "string") problems.push(`${name}: must be a string (a UUID or slug), not ${Array.isArray(value) ? "an array" : `a ${typeof value}`}`);
    params[name] = typeof value === "string" ? value : "";
    delete rest[name];
  }
  const query: Record<string, string | null> = {};
  for (const name of names.query) {
    query[name] = rest[name] === undefined || rest[name] === null ? null : String(rest[name]);
    delete rest[name];
  }
  let idempotencyKey: string | null = null;
  if (op.idempotent && rest[IDEMPOTENCY_ARG] !== undefined && rest[IDEMPOTENCY_ARG] !== null) {
    const key = rest[IDEMPOTENCY_ARG];
    if (typeof key !== "string" || key.length < 1 || key.length > 255) problems.push(`${IDEMPOTENCY_ARG}: must be a string of 1 to 255 characters`);
    else idempotencyKey = key;
  }
  delete rest[IDEMPOTENCY_ARG];
  let wait: number | null = null;
  if (op.waits && rest[WAIT_ARG] !== undefined && rest[WAIT_ARG] !== null) {
    const seconds = rest[WAIT_ARG];
    if (typeof seconds !== "number" || !Number.isInteger(seconds) || seconds < 0 || seconds > MAX_FLAT_WAIT_SECONDS) {
      problems.push(`${WAIT_ARG}: must be a whole number of seconds from 0 to ${MAX_FLAT_WAIT_SECONDS}`);
    } else wait = seconds;
  }
  if (op.waits) delete rest[WAIT_ARG];
  const outside = [...names.path, ...names.query, ...names.extra];
  const body = bodySchemaOf(op);
  if (!op.body) {
    problems.push(...Object.keys(rest).map((name) => unknownArgument(name, outside)));
  } else {
    const bodyKeys = bodyKeysOf(op);
    for (const name of Object.keys(rest)) {
      if (!bodyKeys || bodyKeys.includes(name) || !closestKey(name, outside)) continue;
      problems.push(unknownArgument(name, outside));
      delete rest[name];
    }
  }
  if (problems.length) {
    // The body's own problems in the same answer (the service would report them on the retry otherwise).
    const checked = body?.schema.safeParse(rest);
    if (checked && !checked.success) problems.push(...zodDetails(checked.error, body?.key, body?.schema));
    throw errors.validation(problems);
  }
  return { params, query, body: op.body ? rest : undefined, idempotencyKey, wait };
}

/** Whether an answer still holds something generating (an ad, or a batch of ads): a wait goes on. */
function holdsGenerating(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsGenerating);
  if (!value || typeof value !== "object") return false;
  return Object.entries(value).some(([key, child]) => (key === "status" && child === "generating") || (typeof child === "object" && holdsGenerating(child)));
}

/**
 * Runs an operation from flat arguments (see splitFlatArgs); `idempotencyKey` overrides the argument.
 * `wait_seconds` waits while what the answer holds is generating, up to that many seconds: the REST wait
 * underneath, each round sending the previous answer's ETag as REST's If-None-Match would, so a change
 * already made answers at once and a round ends at the next change of status or files.
 */
export async function callOperation(op: Operation, actor: Actor, args: Record<string, unknown>, idempotencyKey: string | null = null): Promise<OperationResult> {
  const { wait, ...call } = splitFlatArgs(op, args);
  const run = (seconds: number | null, ifNoneMatch: string | null) => op.handler({ actor, ...call, idempotencyKey: idempotencyKey ?? call.idempotencyKey, wait: seconds, ifNoneMatch });
  let result = await run(null, null);
  const deadline = clock().now() + (wait ?? 0) * 1000;
  while (holdsGenerating(result.body) && clock().now() < deadline) {
    result = await run(Math.ceil((deadline - clock().now()) / 1000), result.headers?.ETag ?? null);
  }
  return result;
}
