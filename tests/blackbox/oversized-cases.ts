/**
 * The oversized inputs of tests/blackbox/oversized.test.ts, derived from the server's own OpenAPI document
 * (every front serves the same operations, server/resources.ts): each JSON operation that writes, each text
 * field of its body with a `maxLength`, and how each front names the operation and its arguments. A new
 * operation or field is covered without touching the test.
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
  maxLength?: number;
  const?: unknown;
};
type OperationDoc = { operationId: string; tags: string[]; requestBody?: { content: Record<string, { schema: Schema }> } };
export type OpenApi = { paths: Record<string, Record<string, OperationDoc>>; components: { schemas: Record<string, Schema> } };

/** One field of one operation: where it sits in the REST body (`["project", "description"]`), its cap, and the constants beside it (a union's `kind`). */
export type TextField = { path: string[]; max: number; beside: Record<string, unknown>[] };
export type WriteOperation = {
  operationId: string;
  tag: string;
  method: string;
  /** The REST path template, `/api/v1/projects/{project_id}`. */
  path: string;
  /** The key REST wraps the body in (`project`), absent for a body sent as is. */
  wrapper?: string;
  fields: TextField[];
};

const resolve = (doc: OpenApi, schema: Schema): Schema => (schema.$ref ? resolve(doc, doc.components.schemas[schema.$ref.split("/").pop()!]) : schema);
const isString = (schema: Schema) => schema.type === "string" || (Array.isArray(schema.type) && schema.type.includes("string"));

/** The text fields with a cap under a schema, as paths ("[]" for a list's item), with the constants of each object on the way. */
function textFields(doc: OpenApi, raw: Schema, path: string[] = [], beside: Record<string, unknown>[] = [], depth = 0): TextField[] {
  const schema = resolve(doc, raw);
  if (depth > 8) return [];
  const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (options.length) return options.flatMap((option) => textFields(doc, option, path, beside, depth + 1));
  if (isString(schema) && schema.maxLength !== undefined) return [{ path, max: schema.maxLength, beside }];
  if (schema.items) return textFields(doc, schema.items, [...path, "[]"], [...beside, {}], depth + 1);
  // A map's values (external identifiers): under a key of its own.
  if (typeof schema.additionalProperties === "object") return textFields(doc, schema.additionalProperties, [...path, "probe_key"], [...beside, {}], depth + 1);
  if (!schema.properties) return [];
  const constants = Object.fromEntries(Object.entries(schema.properties).flatMap(([key, value]) => (resolve(doc, value).const !== undefined ? [[key, resolve(doc, value).const]] : [])));
  const here = [...beside, constants];
  return Object.entries(schema.properties).flatMap(([key, value]) => textFields(doc, value, [...path, key], here, depth + 1));
}

const objectLike = (doc: OpenApi, raw: Schema): boolean => {
  const schema = resolve(doc, raw);
  return Boolean(schema.properties || schema.additionalProperties || [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some((option) => objectLike(doc, option)));
};

/** The body key REST wraps the fields in: the one required property, an object (`{ project: {...} }`). */
function wrapperOf(doc: OpenApi, schema: Schema): string | undefined {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length !== 1 || !schema.required?.includes(keys[0])) return undefined;
  return objectLike(doc, schema.properties![keys[0]]) ? keys[0] : undefined;
}

/** Every operation that writes a JSON body (create, update, replace, generate), with its capped text fields. */
export function writeOperations(doc: OpenApi): WriteOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => {
      const schema = op.requestBody?.content["application/json"]?.schema;
      if (!["post", "put", "patch"].includes(method) || !schema) return [];
      const body = resolve(doc, schema);
      return [{ operationId: op.operationId, tag: op.tags[0], method, path, wrapper: wrapperOf(doc, body), fields: textFields(doc, body) }];
    }),
  );
}

/** Text with many words, so that anything segmenting it has work to do: `length` characters. */
export const words = (length: number) => "lorem ipsum dolor sit amet, ".repeat(Math.ceil(length / 28)).slice(0, length);

/** The REST body with `value` at `path` (lists get one item) and the constants beside it. */
export function bodyWith(field: Pick<TextField, "path" | "beside">, value: unknown): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  let node: Record<string, unknown> = root;
  field.path.forEach((segment, i) => {
    Object.assign(node, field.beside[i] ?? {});
    const last = i === field.path.length - 1;
    const next = field.path[i + 1];
    if (segment === "[]") return; // the item of the list made at the previous step
    if (last) node[segment] = value;
    else if (next === "[]" && i === field.path.length - 2) node[segment] = [value]; // a list of text
    else if (next === "[]") {
      const item: Record<string, unknown> = {};
      node[segment] = [item];
      node = item;
    } else node = (node[segment] ??= {}) as Record<string, unknown>;
  });
  return root;
}

/** `create_project` -> `createProject`; the tRPC router of a tag (`Ad batches` -> `adBatches`). */
export const camel = (text: string) => text.toLowerCase().replace(/[_ ]([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
export const snake = (camelCase: string) => camelCase.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const pathParams = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
