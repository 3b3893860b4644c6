import type { z } from "zod";
import { builder } from "./builder";

/**
 * zod → Pothos. A resource's request schemas (server/<resource>/schema.ts) become GraphQL input objects
 * and its response shapes (shapes.ts) become object types, so each field list is written once, in zod.
 *
 * Inputs are typed for autocompletion, but every input field is optional and enumerations stay
 * `String`: the rules (required fields, allowed values, formats, ranges) are checked by the same zod
 * parse the service runs for REST and tRPC, so GraphQL answers the same `validation_failed` details.
 * Free-form records (metadata, external identifiers) are `JSONObject`; timestamps are `DateTime`.
 */

type Scalar = "String" | "Int" | "Float" | "Boolean" | "DateTime" | "JSONObject";
type Shape = Record<string, z.ZodType>;
type Node = { kind: "scalar"; name: Scalar } | { kind: "object"; key: object; shape: Shape } | { kind: "list"; item: Field };
type Field = { node: Node; nullable: boolean; description?: string };
type IO = "input" | "output";

// zod 4 keeps each schema's definition on `_zod.def`; only the parts read here are typed.
type Def = { type: string; [key: string]: any };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);

/** What a schema looks like on one side of its transforms: wrappers peeled, pipes followed. */
function read(schema: z.ZodType, io: IO): Field {
  let current = schema;
  let nullable = false;
  let description = schema.description;
  for (let d = defOf(current); ; d = defOf(current)) {
    if (WRAPPERS.has(d.type)) {
      // A default fills a missing output; an optional or nullable field may be absent.
      if (d.type === "optional" || d.type === "nullable") nullable = true;
      current = d.innerType;
    } else if (d.type === "pipe") {
      // The side the client sees; a transform on that side (preprocess) hides it, so take the other.
      const [near, far] = io === "input" ? [d.in, d.out] : [d.out, d.in];
      current = defOf(near).type === "transform" ? far : near;
    } else break;
    description ??= current.description;
  }
  const d = defOf(current);
  const scalar = (name: Scalar, extra?: string): Field => ({ node: { kind: "scalar", name }, nullable, description: [description, extra].filter(Boolean).join(" ") || undefined });
  switch (d.type) {
    case "string":
      return scalar(d.format === "datetime" ? "DateTime" : "String");
    case "number":
      return scalar((current as unknown as { isInt: boolean }).isInt ? "Int" : "Float");
    case "boolean":
      return scalar("Boolean");
    case "enum":
      return scalar("String", `One of: ${Object.values(d.entries as Record<string, string>).join(", ")}.`);
    case "literal":
      // No "always X" note: a literal is often the tag of a union whose options are merged below.
      return scalar(typeof d.values[0] === "number" ? "Float" : "String");
    case "array":
      return { node: { kind: "list", item: read(d.element, io) }, nullable, description };
    case "object":
      return { node: { kind: "object", key: current, shape: d.shape }, nullable, description };
    case "union": {
      // A discriminated union of objects is one object with every option's fields (zod checks the rest);
      // "" | url or string | number are text.
      const options = (d.options as z.ZodType[]).map((o) => read(o, io));
      if (options.every((o) => o.node.kind === "object")) {
        const shape = Object.assign({}, ...options.map((o) => (o.node as { shape: Shape }).shape).reverse());
        return { node: { kind: "object", key: current, shape }, nullable, description };
      }
      const names = options.map((o) => (o.node.kind === "scalar" ? o.node.name : "JSONObject"));
      return scalar(names.includes("String") ? "String" : names.every((n) => n === names[0]) ? names[0] : "JSONObject");
    }
    default:
      // record, unknown: free-form objects.
      return scalar("JSONObject");
  }
}

const pascal = (key: string) => key.replace(/(^|_)([a-z0-9])/g, (_m, _s, c: string) => c.toUpperCase());
const singular = (name: string) => (/[^s]s$/.test(name) ? name.slice(0, -1) : name);

// One GraphQL type per zod object, so a shape used in several places (health, metrics) is one type.
const outputs = new Map<object, unknown>();
const inputs = new Map<object, unknown>();

// Lists inside a shape are in memory already: they do not multiply the query's cost like database lists.
const flat = { field: 1, multiplier: 1 };

type FieldSpec = { type: any; nullable: any; description?: string; list: boolean };

function outputSpec(name: string, field: Field): FieldSpec {
  const { node } = field;
  if (node.kind === "scalar") return { type: node.name, nullable: field.nullable, description: field.description, list: false };
  if (node.kind === "object") return { type: outputObject(name, node), nullable: field.nullable, description: field.description, list: false };
  const item = outputSpec(singular(name), node.item);
  return { type: [item.type], nullable: { list: field.nullable, items: item.nullable }, description: field.description, list: true };
}

function outputObject(name: string, node: Extract<Node, { kind: "object" }>) {
  const known = outputs.get(node.key);
  if (known) return known;
  const ref = builder.objectRef<Record<string, unknown>>(name);
  outputs.set(node.key, ref);
  const add = objectFields(name, node.shape);
  ref.implement({ fields: (t) => add(t, (parent: Record<string, unknown>) => parent) });
  return ref;
}

/**
 * The fields of a response shape, each resolved from `toJson(parent)` (computed once per parent):
 * for a Prisma object `toJson` is the REST serializer, so both fronts answer the same values.
 * Nested types are created now, while the schema is still being assembled.
 */
export function objectFields<S extends z.ZodObject>(name: string, schema: S | Shape) {
  const shape: Shape = "shape" in schema && typeof schema.shape === "object" ? (schema.shape as Shape) : (schema as Shape);
  const specs = Object.entries(shape).map(([key, s]) => [key, outputSpec(`${name}${pascal(key)}`, read(s, "output"))] as const);
  return <Parent extends object>(t: any, toJson: (parent: Parent) => Record<string, unknown>) => {
    const cache = new WeakMap<Parent, Record<string, unknown>>();
    const json = (parent: Parent) => {
      let value = cache.get(parent);
      if (!value) cache.set(parent, (value = toJson(parent)));
      return value;
    };
    return Object.fromEntries(
      specs.map(([key, spec]) => [
        key,
        t.field({
          type: spec.type,
          nullable: spec.nullable,
          description: spec.description,
          ...(spec.list ? { complexity: flat } : {}),
          resolve: (parent: Parent) => json(parent)[key],
        }),
      ]),
    );
  };
}

/** A GraphQL object type named `name` for a response shape whose values are its JSON (plain objects). */
export function zodObject<S extends z.ZodObject>(name: string, schema: S) {
  return outputObject(name, { kind: "object", key: schema, shape: schema.shape as Shape }) as ReturnType<typeof builder.objectRef<z.output<S>>>;
}

function inputSpec(name: string, field: Field): { type: any; required: any; description?: string } {
  const { node } = field;
  if (node.kind === "scalar") return { type: node.name, required: false, description: field.description };
  if (node.kind === "object") return { type: inputObject(name, node), required: false, description: field.description };
  const item = inputSpec(singular(name), node.item);
  return { type: [item.type], required: { list: false, items: !node.item.nullable }, description: field.description };
}

function inputObject(name: string, node: Extract<Node, { kind: "object" }>) {
  const known = inputs.get(node.key);
  if (known) return known;
  const specs = Object.entries(node.shape).map(([key, s]) => [key, inputSpec(`${name}${pascal(key)}`, read(s, "input"))] as const);
  const ref = builder.inputType(name, {
    fields: (t) => Object.fromEntries(specs.map(([key, spec]) => [key, t.field(spec)])),
  });
  inputs.set(node.key, ref);
  return ref;
}

/**
 * A GraphQL input object named `name` with the fields of a request schema. The resolver hands the
 * argument to the service unchanged, which parses it with that same schema.
 */
export function zodInput(name: string, schema: z.ZodType) {
  const field = read(schema, "input");
  if (field.node.kind !== "object") throw new Error(`${name}: an input object needs an object schema`);
  return inputObject(name, field.node) as ReturnType<typeof builder.inputRef<Record<string, unknown>>>;
}
