import { z } from "zod";
import { Prisma } from "./db/generated/client";
import { isoOrNull, isoTime, storedEnum } from "./validation";

/**
 * A resource's JSON written once: its zod shape (server/<resource>/shapes.ts) lists the fields, and the
 * serializer is derived from it. Each field is read from the record's column of the same name in
 * camelCase (`project_id` <- `projectId`) and converted by what the shape says it is: a date-time from a
 * Date to ISO 8601, an enum checked against its values, a free-form record null -> {}, a Decimal to its
 * decimal string. Only computed fields (counts, URLs, renamed or derived values) are written out, in
 * `computed`. The answer lists the fields in the shape's order, so the OpenAPI document and the JSON agree.
 *
 * A shape field that is neither computed nor a column of the record fails to compile at the definition.
 */

/** `project_id` -> `projectId`, as Prisma names the column. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** What a column may hold for a JSON value: text for strings (dates, decimals, enums are converted), the value itself for numbers and booleans. */
type StoredAs<V> = V extends null ? null : V extends string ? string | Date | Prisma.Decimal : V extends number | boolean ? V : unknown;
type Columns<Json, Computed extends PropertyKey> = { [K in Exclude<keyof Json, Computed> & string as Camel<K>]: StoredAs<Json[K]> };

type Convert = (value: unknown) => unknown;
const same: Convert = (value) => value;

/** The conversion a field of the shape asks for, decided once when the serializer is made. */
function converterOf(field: z.ZodType): Convert {
  let schema = field;
  let nullable = false;
  while (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) {
    nullable = true;
    schema = schema.unwrap() as z.ZodType;
  }
  if (schema instanceof z.ZodISODateTime) return (v) => (v instanceof Date ? (nullable ? isoOrNull(v) : isoTime(v)) : v);
  if (schema instanceof z.ZodEnum) {
    const values = schema.options as string[];
    return (v) => (typeof v === "string" ? storedEnum(values, v) : v);
  }
  if (schema instanceof z.ZodRecord) return nullable ? same : (v) => v ?? {};
  return (v) => (Prisma.Decimal.isDecimal(v) ? v.toFixed() : v);
}

// Fields many shapes share, spread in where they stand: a spread keeps the key order, and so the OpenAPI document's.
/** A resource's UUID and its slug: either addresses it (`idOrSlug`). */
export const idAndSlug = { id: z.uuid(), slug: z.string() };
/** A record of a project, and the account the project belongs to. */
export const projectAndOrganization = { project_id: z.uuid(), organization_id: z.uuid() };
/** When the record was created and last changed. */
export const timestamps = { created_at: z.iso.datetime(), updated_at: z.iso.datetime() };

/**
 * The serializer of `shape`: `computed(record)` gives the fields that are not a column as is; every other
 * field comes from its camelCase column.
 */
export function serializerOf<S extends z.ZodObject, R extends Columns<z.output<S>, keyof C>, C extends Partial<z.output<S>>>(
  shape: S,
  computed: (record: R) => C,
): (record: R) => z.output<S> {
  const fields = Object.entries(shape.shape as Record<string, z.ZodType>).map(([key, field]) => ({ key, column: camel(key), convert: converterOf(field) }));
  return (record) => {
    const given = computed(record);
    const stored = record as unknown as Record<string, unknown>;
    const json: Record<string, unknown> = {};
    for (const { key, column, convert } of fields) json[key] = Object.hasOwn(given, key) ? given[key as keyof C] : convert(stored[column]);
    return json as z.output<S>;
  };
}

/**
 * The reverse, for a write: the columns of the fields an input gives, each under its camelCase name
 * (`visual_direction` -> `visualDirection`); a field left out (undefined) keeps its column. `convert` says
 * how a field is stored where the column is not the JSON value itself (a JSON column). Only `fields` and
 * the converted ones are columns: the rest of an input is its service's to write.
 */
export function changedColumns<
  I extends object,
  K extends keyof I & string,
  C extends { [P in keyof I & string]?: (value: Exclude<I[P], undefined>) => unknown } = Record<never, never>,
>(input: I, fields: readonly K[], convert: C = {} as C): { [P in K as Camel<P>]?: Exclude<I[P], undefined> } & { [P in keyof C & string as Camel<P>]?: ReturnType<NonNullable<C[P]>> } {
  const given = input as Record<string, unknown>;
  const converters = convert as Record<string, Convert>;
  const data: Record<string, unknown> = {};
  for (const key of [...fields, ...Object.keys(converters)]) {
    if (given[key] !== undefined) data[camel(key)] = converters[key] ? converters[key](given[key]) : given[key];
  }
  return data as never;
}
