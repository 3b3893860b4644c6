import type { Actor } from "../auth/actor";
import { errors } from "../errors";
import { closestKey, zodDetails } from "../validation";
import { pathParamNames, type Operation, type OperationCall, type OperationResult } from "./operation";

/**
 * Flat arguments, the shape MCP tools and tRPC procedures take: the path's ids by their names
 * (`project_id`, `ad_id`, ... each a UUID or, where the resource has one, a slug), then the query's and the
 * body's fields under the spec's names, plus `idempotency_key` for an operation that takes an
 * `Idempotency-Key`. One implementation for every front that is not REST.
 */

/** The argument that stands for REST's `Idempotency-Key` header on an idempotent operation. */
export const IDEMPOTENCY_ARG = "idempotency_key";

/** The names an operation's flat arguments may have beside its body's fields: path ids, query fields, idempotency_key. */
export function flatArgNames(op: Operation): { path: string[]; query: string[]; extra: string[] } {
  return {
    path: pathParamNames(op.path),
    query: Object.keys(op.query?.shape ?? {}),
    extra: op.idempotent ? [IDEMPOTENCY_ARG] : [],
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
    if (typeof rest[name] !== "string" || !rest[name]) problems.push(`${name}: is required`);
    params[name] = String(rest[name] ?? "");
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
  return { params, query, body: op.body ? rest : undefined, idempotencyKey };
}

/** Runs an operation from flat arguments (see splitFlatArgs); `idempotencyKey` overrides the argument. */
export function callOperation(op: Operation, actor: Actor, args: Record<string, unknown>, idempotencyKey: string | null = null): Promise<OperationResult> {
  const call = splitFlatArgs(op, args);
  return op.handler({ actor, ...call, idempotencyKey: idempotencyKey ?? call.idempotencyKey });
}
