import type { GraphQLResolveInfo } from "graphql";
import { queryFromInfo } from "@pothos/plugin-prisma";
import { toPage } from "../http/pagination";
import { builder, type GraphQLContext } from "./builder";

/** A page of a list: the service's items and its `next_cursor` (null on the last page). */
export type Page<T> = { nodes: T[]; next_cursor: string | null };

const PageInfo = builder.objectRef<{ next_cursor: string | null }>("PageInfo").implement({
  description: "Pass endCursor as `cursor` to read the next page while hasNextPage is true.",
  fields: (t) => ({
    endCursor: t.string({ nullable: true, resolve: (p) => p.next_cursor }),
    hasNextPage: t.boolean({ resolve: (p) => p.next_cursor !== null }),
  }),
});

const connections = new Map<string, unknown>();

/**
 * `<Name>Connection { nodes, pageInfo { endCursor hasNextPage } }` over one of the REST lists' pages; one
 * type per name, shared by the list's query field and the edges that page the same list.
 */
export function connection<T>(name: string, node: any) {
  if (connections.has(name)) return connections.get(name) as ReturnType<typeof builder.objectRef<Page<T>>>;
  const ref = builder.objectRef<Page<T>>(`${name}Connection`);
  connections.set(name, ref);
  return ref.implement({
    fields: (t) => ({
      // Each node counts like an item of a list (x10), as the bare lists did.
      nodes: t.field({ type: [node], resolve: (p: Page<T>) => p.nodes as any }),
      pageInfo: t.field({ type: PageInfo, complexity: 0, resolve: (p) => p }),
    }),
  });
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

/** The Prisma selection a connection's `nodes` asks for, to reload a service's page with reloadInOrder. */
export const nodesQuery = (ctx: GraphQLContext, info: GraphQLResolveInfo) =>
  queryFromInfo({ context: ctx, info, path: ["nodes"] }) as Record<string, unknown>;

/** Reads a Prisma-backed type's rows by id with the plugin's selection (`query`). */
export type Loader = (ctx: GraphQLContext, query: Record<string, unknown>, ids: string[]) => Promise<{ id: string }[]>;

/**
 * An edge that pages one of the REST lists (`project { ads(limit, cursor) }`), as GET of that list answers
 * it: the service's page (the access rules, the order, the cursor) under its plural `key`, its rows then
 * reloaded for the selection of `nodes`. `t` is the object's field builder.
 */
export function pageEdge<P>(
  t: any,
  edge: { type: unknown; description: string; key: string; list: (parent: P, page: ReturnType<typeof toPage>, ctx: GraphQLContext) => Promise<Record<string, unknown>>; load: Loader },
) {
  return t.field({
    type: edge.type,
    description: edge.description,
    args: { limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (parent: P, args: { limit?: number | null; cursor?: string | null }, ctx: GraphQLContext, info: GraphQLResolveInfo) => {
      const page = await edge.list(parent, toPage(args), ctx);
      const items = page[edge.key] as { id: string }[];
      const query = nodesQuery(ctx, info);
      return { nodes: await reloadInOrder(items.map((item) => item.id), (where) => edge.load(ctx, query, where.id.in)), next_cursor: page.next_cursor };
    },
  });
}

export type { GraphQLContext };
