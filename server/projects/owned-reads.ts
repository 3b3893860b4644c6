import type { Actor } from "../auth/actor";
import { db, type Tx } from "../db/client";
import { pageJson, type Page } from "../http/pagination";
import { pageOfProject, type ProjectPageQuery } from "./service";

/**
 * The reads of a resource a project owns (its audiences, its hypotheses): one row serialized by id, a page
 * of them newest first, and one by the reference the actor gives (`require` answers 404 for another
 * account's or another project's).
 */
export function projectOwnedReads<K extends string, Row extends { createdAt: Date; id: string }, J>(resource: {
  plural: K;
  serialize: (row: Row) => J;
  byId: (tx: Tx, id: string) => Promise<Row>;
  page: (prisma: Tx, query: ProjectPageQuery) => Promise<Row[]>;
  require: (tx: Tx, actor: Actor, projectRef: string, ref: string) => Promise<{ id: string }>;
}) {
  const load = async (tx: Tx, id: string) => resource.serialize(await resource.byId(tx, id));
  const list = async (actor: Actor, projectRef: string, page: Page) =>
    pageJson(resource.plural, resource.serialize, await pageOfProject(actor, projectRef, page, resource.page));
  const get = async (actor: Actor, projectRef: string, ref: string) => {
    const prisma = await db();
    const { id } = await resource.require(prisma, actor, projectRef, ref);
    return load(prisma, id);
  };
  return { load, list, get };
}
