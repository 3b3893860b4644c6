import type { GraphQLResolveInfo } from "graphql";
import { queryFromInfo } from "@pothos/plugin-prisma";
import type { z } from "zod";
import { operations } from "../operations";
import { pathParamNames, successStatus, type Operation } from "../operations/operation";
import { camelCase, canonicalPath } from "../openapi/operation";
import { builder, type GraphQLContext } from "./builder";
import { connection, nodesQuery, reloadInOrder } from "./helpers";
import { zodInput, zodObject } from "./zod";

/**
 * GraphQL's queries and mutations, derived from the operation definitions (server/operations): a Query
 * field per GET, a Mutation field per other method, each calling the definition's handler, so GraphQL
 * answers what REST answers and refuses what REST refuses (the service's AppError becomes the GraphQL
 * error whose extensions carry the spec's error body, server/graphql/yoga.ts).
 *
 * - Name: the MCP tool's in camelCase, a GET without its `get_`/`list_` (`list_projects` -> `projects`,
 *   `get_project` -> `project`, `create_audience` -> `createAudience`).
 * - Arguments: the path ids in camelCase (`projectId`, `hypothesisId`; the resource the path ends on is
 *   `id`), the query's fields, the body under its key as an input object from its zod schema
 *   (`project: CreateProjectInput`; `input` for a body REST takes unwrapped), and `idempotencyKey` where
 *   REST takes one.
 * - Answer: the resource's object type (registered by its resource with `answerAs`, reloaded through the
 *   Prisma plugin so nested edges such as `project { ads(limit, cursor) }` resolve), a `<Name>Connection`
 *   for a page, a type made from the response's zod shape otherwise, `Boolean` for a 204.
 *
 * The object types and the connections between them stay in each resource's graphql.ts: they are graph
 * edges, not endpoints.
 */

type Loader = (ctx: GraphQLContext, query: Record<string, unknown>, ids: string[]) => Promise<{ id: string }[]>;
type Answer = { type: unknown; name: string; load?: Loader };

const answers = new Map<z.ZodType, Answer>();

/**
 * The GraphQL type that answers a response shape (`projectJson` -> `Project`); `load` reads its rows by id
 * with the Prisma plugin's selection, for a Prisma-backed type.
 */
export function answerAs(shape: z.ZodType, name: string, type: unknown, load?: Loader) {
  answers.set(shape, { type, name, load });
}

/** The operations whose field is still written by hand, with the reason (a shape GraphQL answers differently). */
const HAND_WRITTEN = new Set([
  // `ads(projectId?)` and `ad(id, projectId?)` read across the account; createAds answers `{ ad, ads }`.
  "list_all_ads",
  "list_ads",
  "create_ads",
  "get_ad",
  "update_ad",
  // One field for a project's and an ad's identifiers (`adId` optional).
  "get_project_external_identifiers",
  "replace_project_external_identifiers",
  "merge_project_external_identifiers",
  "get_project_external_identifier",
  "set_project_external_identifier",
  "delete_project_external_identifier",
  "get_ad_external_identifiers",
  "replace_ad_external_identifiers",
  "merge_ad_external_identifiers",
  "get_ad_external_identifier",
  "set_ad_external_identifier",
  "delete_ad_external_identifier",
  // A finding's answer has the experiment it implied beside it; GraphQL answers the Finding.
  "create_finding",
]);

/** Names kept from before the derivation where the rule gives another. */
const NAMES: Record<string, string> = {
  get_track: "musicTrack",
  list_music: "music",
  get_ad_distribution: "adDistribution",
  lookup_external_identifiers: "externalIdentifierLookup",
  list_project_ad_runs: "projectAdRuns",
};

function fieldName(op: Operation): string {
  if (NAMES[op.tool]) return NAMES[op.tool];
  return camelCase(op.method === "get" ? op.tool.replace(/^(get|list)_/, "") : op.tool);
}

const pascal = (snake: string) => snake.replace(/(^|_)([a-z0-9])/g, (_m, _s, c: string) => c.toUpperCase());

/** Path ids as arguments: camelCase of the canonical name, `id` for the resource the path ends on. */
function pathArgs(op: Operation): { arg: string; param: string }[] {
  const path = canonicalPath(op.path);
  const names = pathParamNames(path);
  const last = /\}$/.test(path) ? names[names.length - 1] : undefined;
  return names.map((param) => ({ param, arg: param === last ? "id" : camelCase(param) }));
}

const shapeOf = (schema: z.ZodType | undefined) => (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;

/** `{ <plural>: Item[], next_cursor }`: the item's schema, for a page. */
function pageItem(schema: z.ZodType | undefined): { key: string; item: z.ZodType } | undefined {
  const shape = shapeOf(schema);
  if (!shape || !("next_cursor" in shape) || Object.keys(shape).length !== 2) return undefined;
  const key = Object.keys(shape).find((k) => k !== "next_cursor")!;
  const element = (shape[key] as { element?: z.ZodType }).element;
  return element ? { key, item: element } : undefined;
}


async function reload(answer: Answer, ctx: GraphQLContext, query: Record<string, unknown>, items: { id: string }[]) {
  if (!answer.load) return items;
  return reloadInOrder(items.map((item) => item.id), (where) => answer.load!(ctx, query, where.id.in));
}

type Args = Record<string, unknown>;

/** The GraphQL field of one operation: its arguments, type and a resolver that runs the handler. */
function field(t: any, op: Operation) {
  const success = op.responses[successStatus(op)];
  const args: Record<string, unknown> = {};
  const paths = pathArgs(op);
  for (const { arg } of paths) args[arg] = t.arg.string({ required: true });
  const queryNames = Object.keys(op.query?.shape ?? {});
  for (const name of queryNames) args[camelCase(name)] = name === "limit" ? t.arg.int() : t.arg.string();
  const body = op.body && "schema" in op.body ? op.body : undefined;
  // The body under its key (`project`), or as `input` when REST sends it unwrapped.
  const bodyArg = body ? camelCase(body.key ?? "input") : undefined;
  if (body && bodyArg) {
    // A free map (external identifiers) is a JSONObject; an object, even behind a transform, an input type.
    const isMap = (body.schema as unknown as { _zod: { def: { type: string } } })._zod.def.type === "record";
    const input = isMap ? "JSONObject" : zodInput(`${pascal(op.tool)}Input`, body.schema);
    args[bodyArg] = t.arg({ type: input, required: true });
  }
  if (op.idempotent) args.idempotencyKey = t.arg.string();

  const call = async (values: Args, ctx: GraphQLContext) => {
    const params = Object.fromEntries(paths.map(({ arg, param }) => [param, String(values[arg])]));
    const query = Object.fromEntries(queryNames.map((name) => [name, values[camelCase(name)] == null ? null : String(values[camelCase(name)])]));
    const input = bodyArg ? values[bodyArg] : undefined;
    const idempotencyKey = typeof values.idempotencyKey === "string" ? values.idempotencyKey : null;
    const result = await op.handler({ actor: ctx.actor, params, query, body: input, idempotencyKey });
    return result.body as Record<string, unknown> | undefined;
  };
  const description = op.description ? `${op.summary}. ${op.description}` : op.summary;

  if (!success?.schema) {
    return t.boolean({ description, args, resolve: async (_root: unknown, values: Args, ctx: GraphQLContext) => (await call(values, ctx), true) });
  }
  const page = !success.key ? pageItem(success.schema) : undefined;
  if (page) {
    const known = answers.get(page.item);
    const itemName = pascal(page.key.replace(/s$/, ""));
    const itemType = known?.type ?? zodObject(itemName, page.item as z.ZodObject);
    const type = connection(known?.name ?? itemName, itemType);
    return t.field({
      type,
      description,
      args,
      resolve: async (_root: unknown, values: Args, ctx: GraphQLContext, info: GraphQLResolveInfo) => {
        const answer = (await call(values, ctx))!;
        const items = answer[page.key] as { id: string }[];
        return { nodes: known?.load ? await reload(known, ctx, nodesQuery(ctx, info), items) : items, next_cursor: answer.next_cursor };
      },
    });
  }
  const shape = success.schema;
  const known = answers.get(shape);
  const type = known?.type ?? zodObject(pascal(success.key ?? `${op.tool}_result`), shape as z.ZodObject);
  return t.field({
    type,
    description,
    args,
    resolve: async (_root: unknown, values: Args, ctx: GraphQLContext, info: GraphQLResolveInfo) => {
      const answer = (await call(values, ctx))!;
      const value = (success.key ? answer[success.key] : answer) as { id: string };
      if (!known?.load) return value;
      const [row] = await reload(known, ctx, queryFromInfo({ context: ctx, info }) as Record<string, unknown>, [value]);
      return row;
    },
  });
}

/** The resources whose fields are derived; the others' graphql.ts still write theirs (not yet moved). */
const DERIVED_TAGS = new Set(["Projects", "Audiences", "Assets", "Learning", "Webhooks"]);

/** The operations GraphQL derives, with their field's name and arguments (the multipart upload keeps its own). */
export function derivedFields(list: Operation[] = operations) {
  return list
    .filter((op) => DERIVED_TAGS.has(op.tag) && !HAND_WRITTEN.has(op.tool) && !(op.body && "multipart" in op.body))
    .map((op) => ({ op, name: fieldName(op), root: op.method === "get" ? ("Query" as const) : ("Mutation" as const), pathArgs: pathArgs(op).map((p) => p.arg) }));
}

/** Adds the derived fields; called once, after every resource registered its types (server/graphql/schema.ts). */
export function addOperationFields(list: Operation[] = operations) {
  const derived = derivedFields(list);
  builder.queryFields((t) => Object.fromEntries(derived.filter((d) => d.root === "Query").map((d) => [d.name, field(t, d.op)])));
  builder.mutationFields((t) => Object.fromEntries(derived.filter((d) => d.root === "Mutation").map((d) => [d.name, field(t, d.op)])));
}
