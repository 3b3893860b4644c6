import type { Actor } from "../auth/actor";
import type { Tx } from "../db/client";
import { errors } from "../errors";
import { requireProject } from "../projects/service";
import { idOrSlug, requireByUuid } from "../validation";

/** The ad `adRef` (UUID or slug) of the actor's project `projectRef`, or 404. */
export async function requireAdOf(tx: Tx, actor: Actor, projectRef: string, adRef: string) {
  const project = await requireProject(tx, actor, projectRef);
  const ad = await tx.ad.findFirst({
    where: { organizationId: actor.organizationId, projectId: project.id, ...idOrSlug(adRef) },
    select: { id: true, projectId: true, organizationId: true },
  });
  if (!ad) throw errors.notFound("Ad");
  return ad;
}

/** The run `runId` of that ad, or 404 (also for another account's run). */
export async function requireRunOf(tx: Tx, actor: Actor, projectRef: string, adRef: string, runId: string) {
  const ad = await requireAdOf(tx, actor, projectRef, adRef);
  const run = await requireByUuid(runId, "Ad run", (uuid) => tx.adRun.findFirst({ where: { id: uuid, adId: ad.id, organizationId: actor.organizationId } }));
  return { ad, run };
}
