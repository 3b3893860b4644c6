import type { GraphQLContext } from "./builder";

type FieldType = "ID" | "String" | "Int" | "Float" | "Boolean" | "JSON" | ["String"];

/**
 * GraphQL fields that answer exactly what the REST serializer answers, so the two fronts cannot drift:
 * each field reads the serialized JSON of its parent (computed once per parent).
 */
export function serializedFields<Parent extends object, Json extends Record<string, unknown>>(
  t: any,
  serialize: (parent: Parent) => Json,
  spec: Partial<Record<keyof Json & string, FieldType | { type: FieldType; nullable: true }>>,
) {
  const cache = new WeakMap<Parent, Json>();
  const json = (parent: Parent) => {
    let value = cache.get(parent);
    if (!value) cache.set(parent, (value = serialize(parent)));
    return value;
  };
  return Object.fromEntries(
    Object.entries(spec).map(([name, def]) => {
      const { type, nullable } = typeof def === "object" && !Array.isArray(def) ? def : { type: def, nullable: false };
      return [name, t.field({ type, nullable: Boolean(nullable), resolve: (parent: Parent) => json(parent)[name] })];
    }),
  );
}

/**
 * Runs a service (which applies the access rules and returns spec JSON with ids), then loads the same
 * rows with the Prisma plugin's `query` so nested selections are fetched efficiently, in service order.
 */
export async function reloadInOrder<T extends { id: string }>(
  ids: string[],
  load: (where: { id: { in: string[] } }) => Promise<T[]>,
): Promise<T[]> {
  if (ids.length === 0) return [];
  const rows = await load({ id: { in: ids } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => Boolean(r));
}

export type { GraphQLContext };
