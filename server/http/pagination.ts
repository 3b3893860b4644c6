import { z } from "zod";
import { errors } from "../errors";
import { parseInput } from "../validation";

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

export type Page = { limit: number; cursor?: { createdAt: Date; id: string } };

/** A page of a list as the spec answers it: the items under the plural key, then `next_cursor`. */
export const pageOf = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ [key]: z.array(item), next_cursor: z.string().nullable() } as { [P in K]: z.ZodArray<T> } & { next_cursor: z.ZodNullable<z.ZodString> });

export const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});

/** Cursors are opaque to clients: base64url of the last row's creation time and id. */
export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const createdAt = new Date(at ?? "");
  if (!id || Number.isNaN(createdAt.getTime())) throw errors.validation(["cursor: is not a cursor this API issued"]);
  return { createdAt, id };
}

export function toPage(input: { limit?: number | string | null; cursor?: string | null }): Page {
  const { limit, cursor } = parseInput(pageSchema, { limit: input.limit ?? undefined, cursor: input.cursor ?? undefined });
  return { limit, cursor: cursor ? decodeCursor(cursor) : undefined };
}

/** Newest-first keyset order; one extra row tells whether more remain. */
export function pageArgs(page: Page) {
  return { orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }], take: page.limit + 1 };
}

/** The `where` fragment that starts a page after its cursor; combine it with the scope under `AND`. */
export function pageWhere(page: Page) {
  if (!page.cursor) return {};
  const { createdAt, id } = page.cursor;
  return { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }] };
}

export function pageResult<T extends { createdAt: Date; id: string }>(rows: T[], page: Page) {
  const more = rows.length > page.limit;
  const items = more ? rows.slice(0, page.limit) : rows;
  return { items, nextCursor: more ? encodeCursor(items[items.length - 1]) : null };
}

/** The query of one page of the rows `scope` selects: the scope and the cursor under `AND`, in page order and size. */
export type PageQuery<W> = { where: { AND: [W, ReturnType<typeof pageWhere>] } } & ReturnType<typeof pageArgs>;

/**
 * One page of the rows `scope` selects, newest first: `find` reads the rows `query` names from its own
 * model, with its own include; answers the page's rows and the next cursor.
 */
export async function findPage<W, T extends { createdAt: Date; id: string }>(page: Page, scope: W, find: (query: PageQuery<W>) => Promise<T[]>) {
  return pageResult(await find({ where: { AND: [scope, pageWhere(page)] }, ...pageArgs(page) }), page);
}

/** A page of rows as the spec answers it (`pageOf`'s shape): the serialized rows under the plural key, then `next_cursor`. */
export function pageJson<K extends string, T, J>(key: K, serialize: (row: T) => J, { items, nextCursor }: { items: T[]; nextCursor: string | null }) {
  return { [key]: items.map(serialize), next_cursor: nextCursor } as { [P in K]: J[] } & { next_cursor: string | null };
}
