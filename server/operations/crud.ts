import type { z } from "zod";
import type { Actor } from "../auth/actor";
import { pageOf, pageSchema, toPage } from "../http/pagination";
import { deleted, notFound } from "../openapi/registry";
import { noContent, pathParamNames, type Operation, type OperationCall } from "./operation";

/**
 * A service function of the usual shape: the actor, then the path's ids in path order (project, then
 * audience, ...), then the page or the body. Typed loosely on purpose: the ids' count is the path's.
 */
type Service = (actor: Actor, ...args: never[]) => Promise<unknown>;
const call = (service: Service, { actor, params }: OperationCall, path: string, ...rest: unknown[]) =>
  (service as (actor: Actor, ...args: unknown[]) => Promise<unknown>)(actor, ...pathParamNames(path).map((name) => params[name]), ...rest);

/** What a definition says itself: everything but what the verb and the resource derive (method, path, handler, body, the usual responses). */
type Spec = Omit<Operation, "method" | "path" | "handler" | "body" | "responses" | "query" | "raw" | "tool"> & { tool?: string; run: Service; responses?: Operation["responses"] };
type Extra<S> = S extends { responses: infer R } ? R : unknown;
type Built<S extends Spec, M extends Operation["method"], P extends string, Success, Tool extends string> = Omit<S, "run" | "schema" | "responses" | "tool"> & {
  method: M;
  path: P;
  tool: S extends { tool: infer T extends string } ? T : Tool;
  handler: Operation["handler"];
  // A response the definition gives replaces the usual one (a create that answers more than the resource).
  responses: Omit<Success & (P extends `${string}{${string}` ? { 404: typeof notFound } : unknown), keyof Extra<S>> & Extra<S>;
};

/** The 404 of a path that names a resource (a list of the account's own, such as projects, names none). */
const missing = (path: string) => (pathParamNames(path).length ? { 404: notFound } : {});

/**
 * The usual operations on one kind of resource, written once: list (a page, newest first) and create at its
 * collection, `{under}/{plural}`, and get, update and delete at one of them, `{under}/{plural}/{id}` (the id
 * named `{key}_id` unless `id` says otherwise). The service gets the path's ids in path order (then the page
 * or the body), and the answer wraps the resource in its key (`{ audience: {...} }`) or a page in the plural
 * (`{ audiences: [...], next_cursor }`), as the spec's bodies are, and the tool is named after the verb and the
 * key (`list_audiences`, `create_audience`, `get_`, `update_`, `delete_audience`). A definition says what
 * differs: summary, description, hints, any further responses, a tool named otherwise. `name` and `names` say
 * it in words where the keys do not ("The run", "A page of runs" for `ad_run`). `path` and `item` are the two
 * paths, for the resource's definitions written whole.
 */
export function resourceOperations<
  const Key extends string,
  const Plural extends string,
  Json extends z.ZodType,
  const Under extends string,
  const Id extends string = `${Key}_id`,
>(resource: { key: Key; plural: Plural; json: Json; under: Under; id?: Id; name?: string; names?: string }) {
  const { key, plural, json, under, id = `${key}_id`, name = key, names = plural } = resource;
  const path = `${under}/${plural}` as `${Under}/${Plural}`;
  const item = `${path}/{${id}}` as `${Under}/${Plural}/{${Id}}`;
  const one = { description: `The ${name}`, key, schema: json };
  const build = <const S extends Spec, M extends Operation["method"], P extends string, Success, Tool extends string>(
    spec: S,
    [method, tool, at]: [M, Tool, P],
    success: Success,
    handler: Operation["handler"],
    body?: object,
  ) => {
    const { run: _run, schema: _schema, responses, ...rest } = spec as S & { schema?: unknown };
    return { tool, path: at, ...rest, method, handler, ...body, responses: { ...success, ...missing(at), ...responses } } as unknown as Built<S, M, P, Success, Tool>;
  };
  const withBody = <const S extends Spec & { schema: z.ZodType }>(spec: S) => ({ body: { key, schema: spec.schema } as { key: Key; schema: S["schema"] } });
  return {
    path,
    item,
    list: <const S extends Spec>(spec: S) =>
      Object.assign(
        build(spec, ["get", `list_${plural}` as const, path], { 200: { description: `A page of ${names}`, schema: pageOf(plural, json) } }, async (c) => ({ body: await call(spec.run, c, path, toPage(c.query)) })),
        { query: pageSchema },
      ),
    create: <const S extends Spec & { schema: z.ZodType }>(spec: S) =>
      Object.assign(build(spec, ["post", `create_${key}` as const, path], { 201: one }, async (c) => ({ body: { [key]: await call(spec.run, c, path, c.body) } })), withBody(spec)),
    get: <const S extends Spec>(spec: S) => build(spec, ["get", `get_${key}` as const, item], { 200: one }, async (c) => ({ body: { [key]: await call(spec.run, c, item) } })),
    update: <const S extends Spec & { schema: z.ZodType }>(spec: S) =>
      Object.assign(build(spec, ["patch", `update_${key}` as const, item], { 200: one }, async (c) => ({ body: { [key]: await call(spec.run, c, item, c.body) } })), withBody(spec)),
    remove: <const S extends Spec>(spec: S) => build(spec, ["delete", `delete_${key}` as const, item], { 204: deleted }, noContent((c) => call(spec.run, c, item))),
  };
}
