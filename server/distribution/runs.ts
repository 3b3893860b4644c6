import type { Actor } from "../auth/actor";
import { db, type Tx } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { toJson } from "../db/json";
import { findPage, type Page } from "../http/pagination";
import { changedColumns } from "../serializer";
import { parseInput } from "../validation";
import { requireProject } from "../projects/service";
import { requireAdOf, requireRunOf } from "./access";
import { rollupRuns } from "./rollups";
import { createRunSchema, runQuerySchema, updateRunSchema, type UpdateRunInput } from "./schema";
import { runInclude, serializeRun, type RunRecord } from "./serializers";

/** Runs as JSON with their roll-ups, computed together in one pass. */
export async function runsJson(tx: Tx, runs: RunRecord[]) {
  const { rollups } = await rollupRuns(tx, runs);
  return runs.map((run) => serializeRun(run, rollups.get(run.id)!));
}

export async function oneRunJson(tx: Tx, id: string) {
  const run = await tx.adRun.findUniqueOrThrow({ where: { id }, include: runInclude });
  return (await runsJson(tx, [run]))[0];
}

export async function listRuns(actor: Actor, projectRef: string, adRef: string, page: Page) {
  const prisma = await db();
  const ad = await requireAdOf(prisma, actor, projectRef, adRef);
  const { items, nextCursor } = await findPage(page, { adId: ad.id, organizationId: actor.organizationId }, (query) => prisma.adRun.findMany({ ...query, include: runInclude }));
  return { ad_runs: await runsJson(prisma, items), next_cursor: nextCursor };
}

/** All runs of a project's ads, newest first, filtered by platform, status and outside ids. */
export async function listProjectRuns(actor: Actor, projectRef: string, page: Page, query: unknown = {}) {
  const filters = parseInput(runQuerySchema, query);
  const prisma = await db();
  const project = await requireProject(prisma, actor, projectRef);
  const where: Prisma.AdRunWhereInput = {
    projectId: project.id,
    organizationId: actor.organizationId,
    ...(filters.platform ? { platform: filters.platform } : {}),
    ...(filters.status ? { currentStatus: filters.status } : {}),
    ...(filters.external_campaign_id ? { externalCampaignId: filters.external_campaign_id } : {}),
    ...(filters.external_ad_group_id ? { externalAdGroupId: filters.external_ad_group_id } : {}),
    ...(filters.external_ad_id ? { externalAdId: filters.external_ad_id } : {}),
  };
  const { items, nextCursor } = await findPage(page, where, (query) => prisma.adRun.findMany({ ...query, include: runInclude }));
  return { ad_runs: await runsJson(prisma, items), next_cursor: nextCursor };
}

export async function getRun(actor: Actor, projectRef: string, adRef: string, runId: string) {
  const prisma = await db();
  const { run } = await requireRunOf(prisma, actor, projectRef, adRef, runId);
  return oneRunJson(prisma, run.id);
}

const columns = (input: UpdateRunInput): Prisma.AdRunUncheckedUpdateInput =>
  changedColumns(
    input,
    ["platform", "channel", "objective", "source", "external_account_id", "external_campaign_id", "external_ad_group_id", "external_ad_id", "external_url"],
    { metadata: toJson },
  );

/** A run starts as `draft`; its status and dates then follow its lifecycle observations only. */
export async function createRun(actor: Actor, projectRef: string, adRef: string, input: unknown) {
  const fields = parseInput(createRunSchema, input, "ad_run");
  const prisma = await db();
  const ad = await requireAdOf(prisma, actor, projectRef, adRef);
  const run = await prisma.adRun.create({
    data: {
      ...(columns(fields) as Prisma.AdRunUncheckedCreateInput),
      platform: fields.platform,
      organizationId: actor.organizationId,
      projectId: ad.projectId,
      adId: ad.id,
      userId: actor.userId,
    },
  });
  return oneRunJson(prisma, run.id);
}

export async function updateRun(actor: Actor, projectRef: string, adRef: string, runId: string, input: unknown) {
  const fields = parseInput(updateRunSchema, input, "ad_run");
  const prisma = await db();
  const { run } = await requireRunOf(prisma, actor, projectRef, adRef, runId);
  await prisma.adRun.update({ where: { id: run.id }, data: columns(fields) });
  return oneRunJson(prisma, run.id);
}

/** Deletes the run and its observations; experiment subjects that pointed at it keep their name. */
export async function deleteRun(actor: Actor, projectRef: string, adRef: string, runId: string): Promise<void> {
  const prisma = await db();
  const { run } = await requireRunOf(prisma, actor, projectRef, adRef, runId);
  await prisma.adRun.delete({ where: { id: run.id } });
}
