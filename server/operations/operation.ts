import type { Actor } from "../auth/actor";
import type { Endpoint } from "../openapi/registry";

/**
 * What a front hands an operation: the path parameters by their names in the path (`project_id`, `ad_id`,
 * `hypothesis_id`, ...), the query as strings (null when absent, as
 * URLSearchParams answers), and the body already unwrapped from its key (`{ project: {...} }` -> `{...}`).
 */
export type OperationCall = {
  actor: Actor;
  params: Record<string, string>;
  query: Record<string, string | null>;
  body: unknown;
  idempotencyKey: string | null;
  /**
   * What REST's `Prefer: wait=N` asks (seconds, capped to 60) and the client's `If-None-Match`: an operation
   * that can wait (GET an ad, a batch's ads) answers once its state changes or the wait is over. Absent on
   * the fronts that do not wait.
   */
  wait?: number | null;
  ifNoneMatch?: string | null;
};

/**
 * The REST JSON body and its status (default: the first 2xx the definition declares); `replayed` for an
 * idempotent replay; `headers` for what HTTP adds (caching), which the other fronts ignore.
 */
export type OperationResult = { body: unknown; status?: number; replayed?: boolean; headers?: Record<string, string> };

/**
 * One operation, defined once beside its service: the endpoint (method, path, input and output zod
 * schemas, the errors it answers, its description for an agent) plus the MCP tool's snake_case name
 * and the handler, which calls the service. REST, OpenAPI and MCP are derived from this one object.
 */
export type Operation = Endpoint & {
  tool: string;
  /** The tool's human title where the one made from its name (`get_ad_batch` -> "Get ad batch") says less. */
  title?: string;
  /**
   * What the MCP annotations cannot derive from the method (GET reads; PUT, PATCH and DELETE overwrite or
   * remove; POST adds): `openWorld` for an operation that reaches outside adlab (fetches a page, calls a
   * customer's URL), `destructive` or `idempotent` where the method's default is wrong for it.
   */
  hints?: { openWorld?: boolean; destructive?: boolean; idempotent?: boolean };
  /**
   * What only the HTTP front has (headers such as `Prefer`, ETags and `If-None-Match`, multipart bodies):
   * OpenAPI appends it to the description; MCP, GraphQL and tRPC, which have their own ways or none, leave
   * it out, so their descriptions name nothing their clients cannot send.
   */
  http?: string;
  raw?: false;
  handler: (call: OperationCall) => Promise<OperationResult>;
  /** Where GraphQL's field differs from the one its rule derives (server/graphql/operations.ts). */
  graphql?: GraphQLHint;
};

/**
 * What REST hands a raw operation: the request itself (its headers: a byte range; its body: a form) with
 * the path ids named as in the path, and the actor the bearer key names (null for a public operation).
 */
export type RawCall<A extends Actor | null = Actor> = { req: Request; url: URL; params: Record<string, string>; actor: A };
type RawAnswer = Response | OperationResult;

/**
 * An operation REST serves alone, answering HTTP itself: bytes (files, zips, ranges, redirects), a
 * multipart form, or a public call. Described in OpenAPI and llms.txt like any definition; MCP, tRPC and
 * GraphQL derive nothing from it. `rateLimit: "upload"` puts it under the upload policy.
 */
export type RawOperation = Endpoint & { tool: string; raw: true; rateLimit?: "upload" } & (
    | { auth?: true; handler: (call: RawCall) => Promise<RawAnswer> }
    | { auth: false; handler: (call: RawCall<null>) => Promise<RawAnswer> }
  );

/** Any definition of a resource: a JSON operation every front derives, or a raw one REST serves. */
export type Definition = Operation | RawOperation;
export const isRaw = (definition: Definition): definition is RawOperation => "raw" in definition && definition.raw === true;

/**
 * - `name`: the field's name, where the rule's (the tool's) is not the one clients know;
 * - `optional`: path ids GraphQL may leave out: the handler then gets none, and the service finds the
 *   resource in the whole account (`ad(id)`) or answers for the owner above it (an ad's identifiers
 *   without `adId` are its project's);
 * - `coveredBy`: the tool whose field answers this operation too (no field of its own).
 */
type GraphQLHint = { name?: string; optional?: string[]; coveredBy?: string };

/**
 * A resource's definitions, with their literal types kept (tool names, paths, each schema's own type), so
 * that a typed front infers its inputs and outputs from them (the tRPC router: server/trpc/operations.ts).
 */
export const defineOperations = <const Ops extends readonly Definition[]>(ops: Ops): Ops => ops;

/** The handler of a 204: runs `action` (a service's delete) and answers no body. */
export const noContent =
  (action: (call: OperationCall) => Promise<unknown>) =>
  async (call: OperationCall): Promise<OperationResult> => {
    await action(call);
    return { body: null };
  };

/** The success status of an operation: the first 2xx it declares. */
export function successStatus(op: Endpoint): number {
  return Number(Object.keys(op.responses).find((status) => Number(status) < 300) ?? 200);
}

/** The path parameters' names, in path order (`/projects/{project_id}/ads/{ad_id}` -> project_id, ad_id). */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
}
