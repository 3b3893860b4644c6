import { authenticateBearer } from "@/server/auth/api-keys";
import { createCallerFactory } from "@/server/trpc/init";
import { appRouter } from "@/server/trpc/root";
import { schema } from "@/server/graphql/schema";
import { call } from "./http";

/** A tRPC caller acting as the key's account, as the web app's server components use it. */
export async function trpcAs(token: string) {
  const actor = await authenticateBearer(`Bearer ${token}`);
  return createCallerFactory(appRouter)({ actor });
}

/** POSTs a GraphQL operation through the real /api/graphql route. */
export async function graphql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await call("POST", "/api/graphql", { query, variables }, { token });
  return res.body as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

type OutputType = { name: string; ofType?: OutputType; getFields?: () => Record<string, { type: OutputType }> };
const namedType = (type: OutputType): OutputType => (type.ofType ? namedType(type.ofType) : type);

/**
 * A GraphQL selection of `fields` of an object type (all its fields when omitted), each nested object
 * selected whole: the typed schema's equivalent of asking for the whole REST JSON.
 */
export function selectionOf(typeName: string, fields?: string[]): string {
  const all = (schema.getType(typeName) as unknown as OutputType).getFields!();
  return (fields ?? Object.keys(all))
    .map((name) => {
      const inner = namedType(all[name].type);
      return inner.getFields ? `${name} { ${selectionOf(inner.name)} }` : name;
    })
    .join(" ");
}
