import { clock, clockDate } from "../clock";
import { authorOf, type Actor } from "../auth/actor";
import { db, type Tx } from "../db/client";
import { AppError, errors } from "../errors";
import { pageJson, type Page } from "../http/pagination";
import { parseInput, requireByUuid } from "../validation";
import { createFindingSchema, EXPERIMENT_CONCLUDED, EXPERIMENT_ONGOING, updateFindingSchema } from "./schema";
import { getExperiment } from "./experiments";
import { findingInclude, serializeFinding } from "./serializer";
import { pageOfHypothesis, requireHypothesis, resolveSubject } from "./scope";

const alreadySuperseded = () =>
  errors.conflict("finding_already_superseded", "That finding has already been corrected by another finding; supersede the newer one instead.");

async function load(tx: Tx, id: string) {
  return serializeFinding(await tx.finding.findUniqueOrThrow({ where: { id }, include: findingInclude }));
}

async function requireFinding(tx: Tx, actor: Actor, projectRef: string, hypothesisId: string, findingId: string) {
  const hypothesis = await requireHypothesis(tx, actor, projectRef, hypothesisId);
  return requireByUuid(findingId, "Finding", (uuid) => tx.finding.findFirst({ where: { id: uuid, hypothesisId: hypothesis.id } }));
}

/** `GET .../hypotheses/{hypothesis_id}/findings`: newest first, paged; superseded ones included and flagged. */
export async function listFindings(actor: Actor, projectRef: string, hypothesisId: string, page: Page) {
  return pageJson("findings", serializeFinding, await pageOfHypothesis(actor, projectRef, hypothesisId, page, (prisma, query) => prisma.finding.findMany({ ...query, include: findingInclude })));
}

export async function getFinding(actor: Actor, projectRef: string, hypothesisId: string, findingId: string) {
  const prisma = await db();
  const finding = await requireFinding(prisma, actor, projectRef, hypothesisId, findingId);
  return load(prisma, finding.id);
}

/**
 * `POST .../findings` (spec 4.6), all in one transaction:
 * - `experiment_id` (an experiment of this hypothesis) attaches the finding to it; with `window_end` the
 *   experiment is concluded in the same write;
 * - `subjects` without `experiment_id` opens a new experiment with those subjects (context from `context`
 *   or the body, start from `window_start` or `finding_at`; concluded when `window_end` is sent) and
 *   attaches the finding to it;
 * - both together are refused (422); neither gives a finding with no experiment;
 * - `supersedes_finding_id` (a finding of this hypothesis not yet superseded) records a correction.
 */
export async function createFinding(actor: Actor, projectRef: string, hypothesisId: string, input: unknown) {
  const fields = parseInput(createFindingSchema, input, "finding");
  const prisma = await db();
  const { author, agentAuthored } = authorOf(actor);
  const findingAt = fields.finding_at ?? clockDate();
  let id: string;
  try {
    id = await prisma.$transaction(async (tx) => {
      const hypothesis = await requireHypothesis(tx, actor, projectRef, hypothesisId);

      let experimentId: string | null = null;
      if (fields.experiment_id) {
        const experiment = await tx.experiment.findFirst({ where: { id: fields.experiment_id.toLowerCase(), hypothesisId: hypothesis.id } });
        if (!experiment) throw errors.validation(["finding.experiment_id: no such experiment under this hypothesis"]);
        if (fields.window_end) {
          if (fields.window_end < experiment.windowStart) throw errors.validation(["finding.window_end: must not be before the experiment's window_start"]);
          await tx.experiment.update({ where: { id: experiment.id }, data: { windowEnd: fields.window_end, state: EXPERIMENT_CONCLUDED } });
        }
        experimentId = experiment.id;
      } else if (fields.subjects) {
        const subjects = [];
        for (const [i, subject] of fields.subjects.entries()) subjects.push(await resolveSubject(tx, actor, subject, `finding.subjects.${i}`));
        const windowStart = fields.window_start ?? findingAt;
        const windowEnd = fields.window_end ?? null;
        if (windowEnd && windowEnd < windowStart) throw errors.validation(["finding.window_end: must not be before window_start"]);
        const experiment = await tx.experiment.create({
          data: {
            hypothesisId: hypothesis.id,
            context: fields.context ?? `Recorded with a finding: ${fields.body.slice(0, 200)}`,
            windowStart,
            windowEnd,
            state: windowEnd ? EXPERIMENT_CONCLUDED : EXPERIMENT_ONGOING,
            author,
            agentAuthored,
            // Distinct creation times keep the subjects in the order they were sent.
            subjects: { create: subjects.map((subject, i) => ({ ...subject, createdAt: new Date(clock().now() + i) })) },
          },
        });
        experimentId = experiment.id;
      }

      // A refused correction also rolls back the experiment written above: one transaction.
      if (fields.supersedes_finding_id) {
        const older = await tx.finding.findFirst({
          where: { id: fields.supersedes_finding_id.toLowerCase(), hypothesisId: hypothesis.id },
          include: findingInclude,
        });
        if (!older) {
          throw errors.validation(["finding.supersedes_finding_id: no such finding under this hypothesis (a correction stays on the hypothesis of the finding it corrects)"]);
        }
        if (older.supersededBy) throw alreadySuperseded();
      }

      const finding = await tx.finding.create({
        data: {
          hypothesisId: hypothesis.id,
          experimentId,
          body: fields.body,
          signal: fields.signal,
          findingAt,
          supersedesFindingId: fields.supersedes_finding_id?.toLowerCase() ?? null,
          author,
          agentAuthored,
        },
      });
      return finding.id;
    });
  } catch (error) {
    // Two corrections of the same finding at once: the unique index on supersedes_finding_id decides.
    if (!(error instanceof AppError) && (error as { code?: string } | null)?.code === "P2002") throw alreadySuperseded();
    throw error;
  }
  return load(prisma, id);
}

/**
 * The answer to `POST .../findings` on REST and MCP: the finding and the experiment it belongs to, with its
 * subjects (the one `subjects` just opened, or the one `experiment_id` named), null without one, so an agent
 * has the ids of what it created in one call.
 */
export async function recordFinding(actor: Actor, projectRef: string, hypothesisId: string, input: unknown) {
  const finding = await createFinding(actor, projectRef, hypothesisId, input);
  const experiment = finding.experiment_id ? await getExperiment(actor, projectRef, hypothesisId, finding.experiment_id) : null;
  return { finding, experiment };
}

/** Only `signal` can change; any other key is refused with 422 (findings are append-only). */
export async function updateFinding(actor: Actor, projectRef: string, hypothesisId: string, findingId: string, input: unknown) {
  const fields = parseInput(updateFindingSchema, input, "finding");
  const prisma = await db();
  const finding = await requireFinding(prisma, actor, projectRef, hypothesisId, findingId);
  await prisma.finding.update({ where: { id: finding.id }, data: { signal: fields.signal } });
  return load(prisma, finding.id);
}
