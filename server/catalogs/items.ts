import { z } from "zod";
import type { Tx } from "../db/client";
import { errors } from "../errors";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../http/pagination";
import { parseInput } from "../validation";

/**
 * Items page in feed order, not newest first: an import writes them all at one moment, and the feed's
 * order is the customer's. The cursor is opaque like the others (base64url of the last position).
 */
export type ItemPage = { limit: number; after?: number };

const itemPageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().optional(),
});

export function toItemPage(input: { limit?: string | number | null; cursor?: string | null }): ItemPage {
  const { limit, cursor } = parseInput(itemPageSchema, { limit: input.limit ?? undefined, cursor: input.cursor ?? undefined });
  if (cursor === undefined) return { limit };
  const decoded = Buffer.from(cursor, "base64url").toString();
  if (!/^item:\d{1,9}$/.test(decoded)) throw errors.validation(["cursor: is not a cursor this API issued"]);
  return { limit, after: Number(decoded.slice(5)) };
}

export async function feedRows(tx: Tx, catalogId: string, page: ItemPage) {
  const rows = await tx.catalogItem.findMany({
    where: { catalogId, ...(page.after !== undefined ? { position: { gt: page.after } } : {}) },
    orderBy: { position: "asc" },
    take: page.limit + 1,
  });
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  return { rows: shown, nextCursor: more ? Buffer.from(`item:${shown[shown.length - 1].position}`).toString("base64url") : null };
}
