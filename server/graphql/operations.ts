import type { GraphQLResolveInfo } from "graphql";
import { queryFromInfo } from "@pothos/plugin-prisma";
import type { z } from "zod";
import { operations } from "../operations";
import { pathParamNames, successStatus, type Operation } from "../operations/operation";
import { camelCase } from "../openapi/operation";
import { builder, type GraphQLContext } from "./builder";
import { connection, nodesQuery, reloadInOrder, type Loader } from "./helpers";
import { zodInput, zodObject } from "./zod";

/**
 * GraphQL's queries and mutations, derived from the operation definitions (server/operations): a Query
 * field per GET, a Mutation field per other method, each calling the definition's handler, so GraphQL
 * answers what REST answers and refuses what REST refuses (the service's AppError becomes the GraphQL
 * error whose extensions carry the spec's error body, server/graphql/yoga.ts).
 *
 * - Name: the MCP tool's in camelCase, a GET without its `get_`/`list_` (`list_projects` -> `projects`,
 *   `get_project` -> `project`, `create_audience` -> `createAudience`), or the definition's `graphql.name`.
 * - Arguments: the path ids in camelCase (`projectId`, `hypothesisId`; the resource the path ends on is
 *   `id`; those in `graphql.optional` may be left out), the query's fields but `fields` (the selection
 *   says it), the body under its key as an input object from its zod schema (`project: CreateProjectInput`;
 *   `input` for a body REST takes unwrapped), and `idempotencyKey` where REST takes one.
 * - Answer: the resource's object type (registered by its resource with `answerAs`, reloaded through the
 *   Prisma plugin so nested edges such as `project { ads(limit, cursor) }` resolve); a `<Name>Connection`
 *   for a page or a whole list of resources (a page's other fields stay beside its nodes); a
 *   `<Tool>Payload` for an answer made of resources (`{ ad, ads }`, `{ finding, experiment }`); `JSONObject`
 *   for a free map; a type made from the response's zod shape otherwise; `Boolean` for a 204.
 *
 * Every operation has its field, but the multipart upload (a File, server/assets/graphql.ts) and those
 * whose definition names the field that covers them (`graphql.coveredBy`). The object types and the
 * connections between them stay in each resource's graphql.ts: they are graph edges, not endpoints.
 */

type Answer = { type: unknown; name: string; load?: Loader };

const answers = new Map<z.ZodType, Answer>();

/**
 * The GraphQL type that answers a response shape (`projectJson` -> `Project`); `load` reads its rows by id
 * with the Prisma plugin's selection, for a Prisma-backed type.
 */
export function answerAs(shape: z.ZodType, name: string, type: unknown, load?: Loader) {
  answers.set(shape, { type, name, load });
}

function fieldName(op: Operation): string {
  return op.graphql?.name ?? camelCase(op.method === "get" ? op.tool.replace(/^(get|list)_/, "") : op.tool);
}

const pascal = (snake: string) => snake.replace(/(^|_)([a-z0-9])/g, (_m, _s, c: string) => c.toUpperCase());

/**
 * Path ids as arguments: camelCase of the path's name, `id` for the resource the path ends on (an
 * external identifier's `key` stays `key`); the ones the definition lets GraphQL leave out are optional.
 */
function pathArgs(op: Operation): { arg: string; param: string; optional: boolean }[] {
  const path = op.path;
  const names = pathParamNames(path);
  const last = /_id\}$/.test(path) ? names[names.length - 1] : undefined;
  return names.map((param) => ({ param, arg: param === last ? "id" : camelCase(param), optional: !!op.graphql?.optional?.includes(param) }));
}

// zod 4 keeps each schema's definition on `_zod.def`; only the parts read here are typed.
type Def = { type: string; innerType?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const shapeOf = (schema: z.ZodType) => defOf(schema).shape;
const metaName = (schema: z.ZodType) => (schema.meta() as { id?: string } | undefined)?.id;

/** A schema without its `.optional()` / `.nullable()`, and whether it had one. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; nullable: boolean } {
  const def = defOf(schema);
  if ((def.type === "optional" || def.type === "nullable") && def.innerType) return { inner: unwrap(def.innerType).inner, nullable: true };
  return { inner: schema, nullable: false };
}

/**
 * A list: `{ <plural>: Item[], next_cursor, ...more }` (a page), or `{ <plural>: Resource[] }` (a whole
 * list of resources, such as the styles): its key and item schema.
 */
function listOf(schema: z.ZodType): { key: string; item: z.ZodType } | undefined {
  const shape = shapeOf(schema);
  if (!shape) return undefined;
  const arrays = Object.keys(shape).filter((k) => defOf(shape[k]).type === "array");
  if (arrays.length !== 1) return undefined;
  const item = defOf(shape[arrays[0]]).element!;
  const isPage = "next_cursor" in shape;
  return isPage || (Object.keys(shape).length === 1 && answers.has(item)) ? { key: arrays[0], item } : undefined;
}

/** `{ ad: Ad, ads: Ad[] }`: an answer made only of resources, each part answered by its type. */
function payloadOf(schema: z.ZodType) {
  const shape = shapeOf(schema);
  if (!shape) return undefined;
  const parts = Object.entries(shape).map(([key, part]) => {
    const { inner, nullable } = unwrap(part);
    const list = defOf(inner).type === "array";
    const answer = answers.get(list ? defOf(inner).element! : inner);
    return answer && { key, answer, list, nullable };
  });
  return parts.every((part) => part !== undefined) ? parts : undefined;
}

async function reload(answer: Answer, ctx: GraphQLContext, query: Record<string, unknown>, items: { id: string }[]) {
  if (!answer.load) return items;
  return reloadInOrder(items.map((item) => item.id), (where) => answer.load!(ctx, query, where.id.in));
}

/** The type of a payload: each part resolved from the answer's JSON, reloaded for the part's selection. */
function payloadType(name: string, parts: NonNullable<ReturnType<typeof payloadOf>>) {
  return builder.objectRef<Record<string, unknown>>(name).implement({
    fields: (t: any) =>
      Object.fromEntries(
        parts.map(({ key, answer, list, nullable }) => [
          key,
          t.field({
            type: list ? [answer.type] : answer.type,
            nullable,
            resolve: async (parent: Record<string, unknown>, _args: Args, ctx: GraphQLContext, info: GraphQLResolveInfo) => {
              const value = parent[key] as { id: string } | { id: string }[] | null;
              if (!value || !answer.load) return value;
              const rows = await reload(answer, ctx, queryFromInfo({ context: ctx, info }) as Record<string, unknown>, list ? (value as { id: string }[]) : [value as { id: string }]);
              return list ? rows : rows[0];
            },
          }),
        ]),
      ),
  });
}

type Args = Record<string, unknown>;

/** The GraphQL field of one operation: its arguments, type and a resolver that runs the handler. */
function field(t: any, op: Operation) {
  const success = op.responses[successStatus(op)];
  const args: Record<string, unknown> = {};
  const paths = pathArgs(op);
  for (const { arg, optional } of paths) args[arg] = t.arg.string({ required: !optional });
  // `fields` (REST's sparse answers) is what a GraphQL selection says already.
  const queryNames = Object.keys(op.query?.shape ?? {}).filter((name) => name !== "fields");
  for (const name of queryNames) args[camelCase(name)] = name === "limit" ? t.arg.int() : t.arg.string();
  const body = op.body && "schema" in op.body ? op.body : undefined;
  // The body under its key (`project`), or as `input` when REST sends it unwrapped.
  const bodyArg = body ? camelCase(body.key ?? "input") : undefined;
  if (body && bodyArg) {
    // A free map (external identifiers) is a JSONObject; an object, even behind a transform, an input type.
    const input = defOf(body.schema).type === "record" ? "JSONObject" : zodInput(`${pascal(op.tool)}Input`, body.schema);
    args[bodyArg] = t.arg({ type: input, required: true });
  }
  if (op.idempotent) args.idempotencyKey = t.arg.string();

  const call = async (values: Args, ctx: GraphQLContext) => {
    const params = Object.fromEntries(paths.filter(({ arg }) => values[arg] != null).map(({ arg, param }) => [param, String(values[arg])]));
    const query = Object.fromEntries(queryNames.map((name) => [name, values[camelCase(name)] == null ? null : String(values[camelCase(name)])]));
    const input = bodyArg ? values[bodyArg] : undefined;
    const idempotencyKey = typeof values.idempotencyKey === "string" ? values.idempotencyKey : null;
    const result = await op.handler({ actor: ctx.actor, params, query, body: input, idempotencyKey });
    return result.body as Record<string, unknown>;
  };
  const description = op.description ? `${op.summary}. ${op.description}` : op.summary;
  const answerField = (type: unknown, answer: (values: Args, ctx: GraphQLContext, info: GraphQLResolveInfo) => Promise<unknown>) =>
    t.field({ type, description, args, resolve: (_root: unknown, values: Args, ctx: GraphQLContext, info: GraphQLResolveInfo) => answer(values, ctx, info) });

  if (!success?.schema) {
    return t.boolean({ description, args, resolve: async (_root: unknown, values: Args, ctx: GraphQLContext) => (await call(values, ctx), true) });
  }
  const shape = success.schema;
  if (defOf(shape).type === "record") return answerField("JSONObject", async (values, ctx) => (await call(values, ctx))[success.key!]);

  const list = !success.key ? listOf(shape) : undefined;
  if (list) {
    // A page's other fields (`recommended_ad_id`) stay beside the nodes for the connection's own fields.
    const known = answers.get(list.item);
    const itemName = metaName(list.item) ?? pascal(list.key.replace(/(ch|sh|ss|x)es$/, "$1").replace(/s$/, ""));
    const type = connection(known?.name ?? itemName, known?.type ?? zodObject(itemName, list.item as z.ZodObject));
    return answerField(type, async (values, ctx, info) => {
      const answer = await call(values, ctx);
      const items = answer[list.key] as { id: string }[];
      const nodes = known?.load ? await reload(known, ctx, nodesQuery(ctx, info), items) : items;
      return { ...answer, nodes, next_cursor: answer.next_cursor ?? null };
    });
  }
  const known = answers.get(shape);
  if (known) {
    return answerField(known.type, async (values, ctx, info) => {
      const answer = await call(values, ctx);
      const value = (success.key ? answer[success.key] : answer) as { id: string };
      if (!known.load) return value;
      const [row] = await reload(known, ctx, queryFromInfo({ context: ctx, info }) as Record<string, unknown>, [value]);
      return row;
    });
  }
  const payload = !success.key ? payloadOf(shape) : undefined;
  const type = payload
    ? payloadType(`${pascal(op.tool)}Payload`, payload)
    : zodObject(metaName(shape) ?? pascal(success.key ?? `${op.tool}_result`), shape as z.ZodObject);
  return answerField(type, async (values, ctx) => {
    const answer = await call(values, ctx);
    return success.key ? answer[success.key] : answer;
  });
}

/**
 * The operations GraphQL derives (all but the multipart upload and those another field covers), with
 * their field's name and arguments.
 */
export function derivedFields(list: Operation[] = operations) {
  const derived = list
    .filter((op) => !op.graphql?.coveredBy && !(op.body && "multipart" in op.body))
    .map((op) => ({ op, name: fieldName(op), root: op.method === "get" ? ("Query" as const) : ("Mutation" as const), pathArgs: pathArgs(op) }));
  const seen = new Set<string>();
  for (const { op, name, root } of derived) {
    if (seen.has(`${root}.${name}`)) throw new Error(`GraphQL: two operations are ${root}.${name} (${op.tool}); name one with graphql.name`);
    seen.add(`${root}.${name}`);
  }
  return derived;
}

/** Adds the derived fields; called once, after every resource registered its types (server/graphql/schema.ts). */
/**
 * A shape named with `.meta({ id })` answers as the object type of that name when no graphql.ts gave it
 * one, so a resource without graph edges has no graphql.ts: the shape of a keyed answer (`{ webhook }`)
 * and the item of a list (`{ styles: Style[] }`, a page of deliveries).
 */
function answerNamedShapes(list: Operation[]) {
  for (const op of list) {
    const success = op.responses[successStatus(op)];
    if (!success?.schema) continue;
    const arrays = success.key ? [] : Object.values(shapeOf(success.schema) ?? {}).filter((part) => defOf(part).type === "array");
    const candidates = success.key ? [success.schema] : arrays.length === 1 ? [defOf(arrays[0]).element!] : [];
    for (const shape of candidates) {
      const name = metaName(shape);
      if (name && shapeOf(shape) && !answers.has(shape)) answerAs(shape, name, zodObject(name, shape as z.ZodObject));
    }
  }
}

export function addOperationFields(list: Operation[] = operations) {
  const derived = derivedFields(list);
  answerNamedShapes(derived.map((d) => d.op));
  builder.queryFields((t) => Object.fromEntries(derived.filter((d) => d.root === "Query").map((d) => [d.name, field(t, d.op)])));
  builder.mutationFields((t) => Object.fromEntries(derived.filter((d) => d.root === "Mutation").map((d) => [d.name, field(t, d.op)])));
}
