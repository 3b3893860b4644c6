import type { Actor } from "../auth/actor";
import { db, type Tx } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { errors } from "../errors";
import { changedColumns } from "../serializer";
import { findPage, pageJson, type Page, type PageQuery } from "../http/pagination";
import { uniqueSlug } from "../slug";
import { idOrSlug, parseInput } from "../validation";
import { toNullableJson } from "../db/json";
import { readAtSnapshot } from "../db/snapshot-cache";
import { replaceIdentifiers } from "../external-identifiers";
import { assetStorageKeys, removeStoredFiles } from "./asset-files";
import { createProjectSchema, updateProjectSchema, type UpdateProjectInput } from "./schema";
import { projectInclude, serializeProject } from "./serializer";

/** The project `ref` (UUID or slug) of the actor's organization, or 404. Nested resources start here. */
export async function requireProject(tx: Tx, actor: Actor, ref: string) {
  const project = await tx.project.findFirst({
    where: { organizationId: actor.organizationId, ...idOrSlug(ref) },
  });
  if (!project) throw errors.notFound("Project");
  return project;
}

export type ProjectPageQuery = PageQuery<{ organizationId: string; projectId: string }>;

/**
 * A page of one of a project's lists (its audiences, assets, catalogs, ...), newest first: `find` reads the
 * rows `query` names (this account's project, after the cursor, in page order and size), with the list's
 * own include. A project of another account is a 404.
 */
export async function pageOfProject<T extends { createdAt: Date; id: string }>(
  actor: Actor,
  projectRef: string,
  page: Page,
  find: (prisma: Tx, query: ProjectPageQuery) => Promise<T[]>,
) {
  const prisma = await db();
  const project = await requireProject(prisma, actor, projectRef);
  return findPage(page, { organizationId: actor.organizationId, projectId: project.id }, (query) => find(prisma, query));
}

/** The account's projects, newest first; reused while the database is unchanged (the hottest read of the API). */
export async function listProjects(actor: Actor, page: Page) {
  const key = `projects:${actor.organizationId}:${page.limit}:${page.cursor?.createdAt.toISOString() ?? ""}:${page.cursor?.id ?? ""}`;
  return readAtSnapshot(key, async () => {
    const prisma = await db();
    return pageJson("projects", serializeProject, await findPage(page, { organizationId: actor.organizationId }, (query) => prisma.project.findMany({ ...query, include: projectInclude })));
  });
}

export async function getProject(actor: Actor, ref: string) {
  const prisma = await db();
  const { id } = await requireProject(prisma, actor, ref);
  return serializeProject(await prisma.project.findUniqueOrThrow({ where: { id }, include: projectInclude }));
}

const columns = (input: UpdateProjectInput): Prisma.ProjectUncheckedUpdateInput =>
  changedColumns(
    input,
    ["name", "description", "tagline", "language", "visual_direction", "avatar_url", "source_url", "status", "ad_health_monitored", "target_cpa", "target_cpa_currency"],
    { brand_kit: toNullableJson },
  );

export async function createProject(actor: Actor, input: unknown) {
  const fields = parseInput(createProjectSchema, input, "project");
  const prisma = await db();
  const id = await prisma.$transaction(async (tx) => {
    const slug = await uniqueSlug(fields.name, async (slug) =>
      Boolean(await tx.project.findFirst({ where: { organizationId: actor.organizationId, slug }, select: { id: true } })),
    );
    const project = await tx.project.create({
      data: { ...(columns(fields) as Prisma.ProjectUncheckedCreateInput), organizationId: actor.organizationId, slug },
    });
    if (fields.external_identifiers) {
      await replaceIdentifiers(tx, { organizationId: actor.organizationId, projectId: project.id }, fields.external_identifiers);
    }
    return project.id;
  });
  return serializeProject(await prisma.project.findUniqueOrThrow({ where: { id }, include: projectInclude }));
}

export async function updateProject(actor: Actor, ref: string, input: unknown) {
  const fields = parseInput(updateProjectSchema, input, "project");
  const prisma = await db();
  const id = await prisma.$transaction(async (tx) => {
    const project = await requireProject(tx, actor, ref);
    await tx.project.update({ where: { id: project.id }, data: columns(fields) });
    if (fields.external_identifiers) {
      await replaceIdentifiers(tx, { organizationId: actor.organizationId, projectId: project.id }, fields.external_identifiers);
    }
    return project.id;
  });
  return serializeProject(await prisma.project.findUniqueOrThrow({ where: { id }, include: projectInclude }));
}

export async function deleteProject(actor: Actor, ref: string): Promise<void> {
  const prisma = await db();
  const project = await requireProject(prisma, actor, ref);
  const assetFiles = await assetStorageKeys(prisma, { projectId: project.id });
  await prisma.project.delete({ where: { id: project.id } });
  await removeStoredFiles(assetFiles);
}
