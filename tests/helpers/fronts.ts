import { authenticateBearer } from "@/server/auth/api-keys";
import { createCallerFactory } from "@/server/trpc/init";
import { appRouter } from "@/server/trpc/root";
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
