import type { Actor } from "../auth/actor";
import { db, type Tx } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { toJson } from "../db/json";
import { errors } from "../errors";
import { changedColumns } from "../serializer";
import { projectOwnedReads } from "../projects/owned-reads";
import { requireProject } from "../projects/service";
import { uniqueSlug } from "../slug";
import { idOrSlug, parseInput } from "../validation";
import { createAudienceSchema, updateAudienceSchema, type UpdateAudienceInput } from "./schema";
import { audienceInclude, serializeAudience } from "./serializer";

/** The audience `ref` (UUID or slug) of a project the actor's organization owns, or 404. */
export async function requireAudience(tx: Tx, actor: Actor, projectRef: string, ref: string) {
  const project = await requireProject(tx, actor, projectRef);
  const audience = await tx.audience.findFirst({
    where: { organizationId: actor.organizationId, projectId: project.id, ...idOrSlug(ref) },
  });
  if (!audience) throw errors.notFound("Audience");
  return audience;
}

const { load, list: listAudiences, get: getAudience } = projectOwnedReads({
  plural: "audiences",
  serialize: serializeAudience,
  byId: (tx, id) => tx.audience.findUniqueOrThrow({ where: { id }, include: audienceInclude }),
  page: (prisma, query) => prisma.audience.findMany({ ...query, include: audienceInclude }),
  require: requireAudience,
});
export { getAudience, listAudiences };

const columns = (input: UpdateAudienceInput): Prisma.AudienceUncheckedUpdateInput => changedColumns(input, ["name", "description", "rules"], { metadata: toJson });

export async function createAudience(actor: Actor, projectRef: string, input: unknown) {
  const fields = parseInput(createAudienceSchema, input, "audience");
  const prisma = await db();
  const id = await prisma.$transaction(async (tx) => {
    const project = await requireProject(tx, actor, projectRef);
    // Slugs are unique per project, like project slugs per account: `name`, `name-2`, ...
    const slug = await uniqueSlug(fields.name, async (slug) =>
      Boolean(await tx.audience.findFirst({ where: { projectId: project.id, slug }, select: { id: true } })),
    );
    const audience = await tx.audience.create({
      data: {
        ...(columns(fields) as Prisma.AudienceUncheckedCreateInput),
        organizationId: actor.organizationId,
        projectId: project.id,
        creatorUserId: actor.userId,
        slug,
      },
    });
    return audience.id;
  });
  return load(prisma, id);
}

export async function updateAudience(actor: Actor, projectRef: string, ref: string, input: unknown) {
  const fields = parseInput(updateAudienceSchema, input, "audience");
  const prisma = await db();
  const audience = await requireAudience(prisma, actor, projectRef, ref);
  await prisma.audience.update({ where: { id: audience.id }, data: columns(fields) });
  return load(prisma, audience.id);
}

const inUse = () => errors.conflict("audience_in_use", "This audience has been used by ads and cannot be deleted.");

/** 409 `audience_in_use` while any ad references the audience (spec 4.4). */
export async function deleteAudience(actor: Actor, projectRef: string, ref: string): Promise<void> {
  const prisma = await db();
  try {
    await prisma.$transaction(async (tx) => {
      const audience = await requireAudience(tx, actor, projectRef, ref);
      if (await tx.ad.count({ where: { audienceId: audience.id } })) throw inUse();
      await tx.audience.delete({ where: { id: audience.id } });
    });
  } catch (error) {
    // An ad attached between the check and the delete trips the foreign key (ads.audience_id, NO ACTION).
    if ((error as { code?: string } | null)?.code === "P2003") throw inUse();
    throw error;
  }
}
