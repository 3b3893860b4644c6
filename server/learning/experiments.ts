import { authorOf, type Actor } from "../auth/actor";
import { db, type Tx } from "../db/client";
import { errors } from "../errors";
import { findPage, pageJson, type Page } from "../http/pagination";
import { isUuid, parseInput } from "../validation";
import { createExperimentSchema, EXPERIMENT_CONCLUDED, EXPERIMENT_ONGOING, subjectInputSchema, updateExperimentSchema } from "./schema";
import { experimentInclude, serializeExperiment, serializeSubject } from "./serializer";
import { pageOfHypothesis, requireExperiment, requireHypothesis, resolveSubject } from "./scope";

async function load(tx: Tx, id: string) {
  return serializeExperiment(await tx.experiment.findUniqueOrThrow({ where: { id }, include: experimentInclude }));
}

export async function listExperiments(actor: Actor, projectRef: string, hypothesisId: string, page: Page) {
  return pageJson("experiments", serializeExperiment, await pageOfHypothesis(actor, projectRef, hypothesisId, page, (prisma, query) => prisma.experiment.findMany({ ...query, include: experimentInclude })));
}

export async function getExperiment(actor: Actor, projectRef: string, hypothesisId: string, experimentId: string) {
  const prisma = await db();
  const { experiment } = await requireExperiment(prisma, actor, projectRef, hypothesisId, experimentId);
  return load(prisma, experiment.id);
}

/** Opens an attempt: `ongoing`, or directly `concluded` when `window_end` is given. */
export async function createExperiment(actor: Actor, projectRef: string, hypothesisId: string, input: unknown) {
  const fields = parseInput(createExperimentSchema, input, "experiment");
  if (fields.window_end && fields.window_end < fields.window_start) throw errors.validation(["experiment.window_end: must not be before window_start"]);
  const prisma = await db();
  const hypothesis = await requireHypothesis(prisma, actor, projectRef, hypothesisId);
  const { author, agentAuthored } = authorOf(actor);
  const experiment = await prisma.experiment.create({
    data: {
      hypothesisId: hypothesis.id,
      context: fields.context,
      windowStart: fields.window_start,
      windowEnd: fields.window_end ?? null,
      state: fields.window_end ? EXPERIMENT_CONCLUDED : EXPERIMENT_ONGOING,
      author,
      agentAuthored,
    },
  });
  return load(prisma, experiment.id);
}

/**
 * Updates `context`, `window_start`, `window_end`. Setting `window_end` concludes the experiment
 * (state `concluded`); a concluded experiment cannot be reopened (`window_end: null` is 409
 * `experiment_concluded`), though its window may still be corrected.
 */
export async function updateExperiment(actor: Actor, projectRef: string, hypothesisId: string, experimentId: string, input: unknown) {
  const fields = parseInput(updateExperimentSchema, input, "experiment");
  const prisma = await db();
  const { experiment } = await requireExperiment(prisma, actor, projectRef, hypothesisId, experimentId);
  if (fields.window_end === null && experiment.windowEnd) {
    throw errors.conflict("experiment_concluded", "This experiment is concluded and cannot be reopened; open a new experiment instead.");
  }
  const windowStart = fields.window_start ?? experiment.windowStart;
  const windowEnd = fields.window_end === undefined ? experiment.windowEnd : fields.window_end;
  if (windowEnd && windowEnd < windowStart) throw errors.validation(["experiment.window_end: must not be before window_start"]);
  await prisma.experiment.update({
    where: { id: experiment.id },
    data: {
      ...(fields.context !== undefined ? { context: fields.context } : {}),
      windowStart,
      windowEnd,
      state: windowEnd ? EXPERIMENT_CONCLUDED : EXPERIMENT_ONGOING,
    },
  });
  return load(prisma, experiment.id);
}

/**
 * Deletes an experiment and its subjects. One that findings refer to is part of the learning record:
 * 409 `experiment_has_findings`.
 */
export async function deleteExperiment(actor: Actor, projectRef: string, hypothesisId: string, experimentId: string): Promise<void> {
  const prisma = await db();
  const { experiment } = await requireExperiment(prisma, actor, projectRef, hypothesisId, experimentId);
  const { count } = await prisma.experiment.deleteMany({ where: { id: experiment.id, findings: { none: {} } } });
  if (count === 0) {
    throw errors.conflict("experiment_has_findings", "Findings refer to this experiment, so it is kept as part of the learning record.");
  }
}

// Subjects ------------------------------------------------------------------

export async function listSubjects(actor: Actor, projectRef: string, hypothesisId: string, experimentId: string, page: Page) {
  const prisma = await db();
  const { experiment } = await requireExperiment(prisma, actor, projectRef, hypothesisId, experimentId);
  return pageJson("subjects", serializeSubject, await findPage(page, { experimentId: experiment.id }, (query) => prisma.subject.findMany(query)));
}

/** Adds a subject with exactly one of `creative_composition_id`, `ad_run_id`, `external_ref` (see resolveSubject). */
export async function createSubject(actor: Actor, projectRef: string, hypothesisId: string, experimentId: string, input: unknown) {
  const fields = parseInput(subjectInputSchema, input, "subject");
  const prisma = await db();
  const { experiment } = await requireExperiment(prisma, actor, projectRef, hypothesisId, experimentId);
  const columns = await resolveSubject(prisma, actor, fields, "subject");
  return serializeSubject(await prisma.subject.create({ data: { experimentId: experiment.id, ...columns } }));
}

export async function deleteSubject(actor: Actor, projectRef: string, hypothesisId: string, experimentId: string, subjectId: string): Promise<void> {
  const prisma = await db();
  const { experiment } = await requireExperiment(prisma, actor, projectRef, hypothesisId, experimentId);
  const { count } = isUuid(subjectId)
    ? await prisma.subject.deleteMany({ where: { id: subjectId.toLowerCase(), experimentId: experiment.id } })
    : { count: 0 };
  if (count === 0) throw errors.notFound("Subject");
}
