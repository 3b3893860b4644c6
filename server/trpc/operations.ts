import type { inferRouterError, TRPCMutationProcedure, TRPCQueryProcedure } from "@trpc/server";
import type { z } from "zod";
import { errors } from "../errors";
import { callOperation, IDEMPOTENCY_ARG } from "../operations/flat-args";
import { isRaw, type Definition, type Operation } from "../operations/operation";
import { authedProcedure, type router } from "./init";
import { unvalidated } from "./inputs";

/**
 * The tRPC procedures derived from the operation definitions: one per operation, grouped by resource
 * (`appRouter.ads`, `appRouter.projects`, ...), named by its MCP tool in camelCase (`get_ad` ->
 * `trpc.ads.getAd`, `list_hypotheses` -> `trpc.learning.listHypotheses`). A GET is a query, anything else a
 * mutation. The input is the MCP tool's flat arguments (server/operations/flat-args.ts: `project_id`,
 * `ad_id`, ... each a UUID or slug, then the query's and body's fields under the spec's names, and
 * `idempotency_key` where REST takes an `Idempotency-Key`); the output is the REST JSON body. The types
 * come from the definition's zod schemas (defineOperations keeps them), so the web app is typed end to end.
 */

/** `list_all_ads` -> `listAllAds`, in types and at run time. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
export const camelTool = <S extends string>(tool: S) => tool.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase()) as Camel<S>;


/** The path ids of a path template (`/projects/{project_id}/ads/{ad_id}` -> "project_id" | "ad_id"). */
type IdsOf<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | IdsOf<Rest> : never;

type QueryOf<O> = O extends { query: infer Q extends z.ZodType } ? z.input<Q> : unknown;
type BodyOf<O> = O extends { body: { schema: infer S extends z.ZodType } } ? z.input<S> : unknown;
type IdempotencyOf<O> = O extends { idempotent: true } ? { [IDEMPOTENCY_ARG]?: string } : unknown;
type Flat<O extends Operation> = { [K in IdsOf<O["path"]>]: string } & QueryOf<O> & BodyOf<O> & IdempotencyOf<O>;
/** An operation's flat arguments; optional as a whole when none is required (`trpc.account.getAccount.queryOptions()`). */
export type OperationInput<O extends Operation> = object extends Flat<O> ? Flat<O> | undefined : Flat<O>;

type SuccessOf<R> = R extends { 200: infer S } ? S : R extends { 201: infer S } ? S : R extends { 202: infer S } ? S : R extends { 204: infer S } ? S : never;
type BodyJson<S> = S extends { schema: infer T extends z.ZodType } ? (S extends { key: infer K extends string } ? { [P in K]: z.output<T> } : z.output<T>) : null;
/** The REST JSON body of an operation's success (null for a 204 No Content). */
export type OperationOutput<O extends Operation> = BodyJson<SuccessOf<O["responses"]>>;

/** The error shape of this tRPC instance (init.ts's formatter: the spec's error body under `data.error`). */
type ErrorShape = inferRouterError<ReturnType<typeof router>>;
type Def<O extends Operation> = { input: OperationInput<O>; output: OperationOutput<O>; meta: object; errorShape: ErrorShape };
type ProcedureOf<O extends Operation> = O["method"] extends "get" ? TRPCQueryProcedure<Def<O>> : TRPCMutationProcedure<Def<O>>;
/** A resource's JSON operations as procedures (its raw ones are REST's alone). */
export type OperationProcedures<Ops extends readonly Definition[]> = {
  [O in Ops[number] as O extends { raw: true } ? never : Camel<O["tool"]>]: O extends Operation ? ProcedureOf<O> : never;
};

/**
 * tRPC's infinite queries add `direction` ("forward" or "backward") beside the `cursor` they page with: it is the
 * client's bookkeeping, not an argument of the operation (pages only go forward), so it is not refused.
 */
function withoutPagingDirection(input: Record<string, unknown> | undefined): Record<string, unknown> {
  if (input === undefined || input === null) return {};
  // A hostile `?input=` can be any JSON value; the arguments are an object's fields.
  if (typeof input !== "object" || Array.isArray(input)) throw errors.validation(["input: must be an object of the procedure's arguments"]);
  if (!("direction" in input)) return input;
  const { direction: _direction, ...rest } = input;
  return rest;
}

function procedureOf(op: Operation) {
  // Validation is the operation's own (flat-args, then the service), so every front refuses alike.
  const procedure = authedProcedure.input(unvalidated<Record<string, unknown> | undefined>());
  const run = async ({ ctx, input }: { ctx: { actor: Parameters<typeof callOperation>[1] }; input: Record<string, unknown> | undefined }) =>
    (await callOperation(op, ctx.actor, withoutPagingDirection(input))).body ?? null;
  return op.method === "get" ? procedure.query(run) : procedure.mutation(run);
}

/** One resource's definitions as tRPC procedures, to spread into its router (beside its web-only procedures). */
export function operationProcedures<const Ops extends readonly Definition[]>(ops: Ops): OperationProcedures<Ops> {
  const json = ops.filter((op): op is Operation => !isRaw(op));
  return Object.fromEntries(json.map((op) => [camelTool(op.tool), procedureOf(op)])) as unknown as OperationProcedures<Ops>;
}
