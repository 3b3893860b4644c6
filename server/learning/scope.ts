import type { Actor } from "../auth/actor";
import { db, type Tx } from "../db/client";
import { errors } from "../errors";
import { findPage, type Page, type PageQuery } from "../http/pagination";
import { requireProject } from "../projects/service";
import { idOrSlug, requireByUuid } from "../validation";
import { SUBJECT_EXTERNAL, SUBJECT_INTERNAL, type SubjectInput } from "./schema";

/**
 * Path lookups of the learning loop. Every one starts from the project of the caller's account, so
 * another account's hypothesis, finding or experiment is a 404 like an unknown one. Ids that are not
 * UUIDs are unknown ids (never a database error).
 */
export async function requireHypothesis(tx: Tx, actor: Actor, projectRef: string, hypothesisId: string) {
  const project = await requireProject(tx, actor, projectRef);
  return requireByUuid(hypothesisId, "Hypothesis", (uuid) => tx.hypothesis.findFirst({ where: { id: uuid, projectId: project.id, organizationId: actor.organizationId } }));
}

/**
 * A page of one of a hypothesis's lists (its experiments, its findings), newest first: `find` reads the rows
 * `query` names with the list's own include. Like pageOfProject, an unknown or another account's hypothesis is a 404.
 */
export async function pageOfHypothesis<T extends { createdAt: Date; id: string }>(
  actor: Actor,
  projectRef: string,
  hypothesisId: string,
  page: Page,
  find: (prisma: Tx, query: PageQuery<{ hypothesisId: string }>) => Promise<T[]>,
) {
  const prisma = await db();
  const hypothesis = await requireHypothesis(prisma, actor, projectRef, hypothesisId);
  return findPage(page, { hypothesisId: hypothesis.id }, (query) => find(prisma, query));
}

export async function requireExperiment(tx: Tx, actor: Actor, projectRef: string, hypothesisId: string, experimentId: string) {
  const hypothesis = await requireHypothesis(tx, actor, projectRef, hypothesisId);
  const experiment = await requireByUuid(experimentId, "Experiment", (uuid) => tx.experiment.findFirst({ where: { id: uuid, hypothesisId: hypothesis.id } }));
  return { hypothesis, experiment };
}

/**
 * Checks a subject's one reference against the caller's account and returns its columns:
 * `creative_composition_id` must be an ad of this account (UUID or slug), `ad_run_id` a run of this
 * account; either gives kind `internal`. `external_ref` is taken as is, kind `external`.
 * A reference outside the account is reported exactly like an unknown one (422, path-prefixed detail).
 */
export async function resolveSubject(tx: Tx, actor: Actor, input: SubjectInput, path: string) {
  if (input.creative_composition_id) {
    const ad = await tx.ad.findFirst({
      where: { organizationId: actor.organizationId, ...idOrSlug(input.creative_composition_id) },
      select: { id: true, name: true },
    });
    if (!ad) throw errors.validation([`${path}.creative_composition_id: no such ad in this account`]);
    return { name: input.name ?? ad.name, kind: SUBJECT_INTERNAL, adId: ad.id, adRunId: null, externalRef: null };
  }
  if (input.ad_run_id) {
    const run = await tx.adRun.findFirst({
      where: { organizationId: actor.organizationId, id: input.ad_run_id.toLowerCase() },
      select: { id: true, platform: true, externalAdId: true, ad: { select: { name: true } } },
    });
    if (!run) throw errors.validation([`${path}.ad_run_id: no such ad run in this account`]);
    // Named by its ad and where it ran (and the platform's ad id when known): two runs compared are told apart.
    const name = `${run.ad.name} on ${run.platform}${run.externalAdId ? ` (${run.externalAdId})` : ""}`.slice(0, 200);
    return { name: input.name ?? name, kind: SUBJECT_INTERNAL, adId: null, adRunId: run.id, externalRef: null };
  }
  const externalRef = input.external_ref!;
  return { name: input.name ?? externalRef.slice(0, 200), kind: SUBJECT_EXTERNAL, adId: null, adRunId: null, externalRef };
}
