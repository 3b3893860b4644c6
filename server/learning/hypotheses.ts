import { authorOf, type Actor } from "../auth/actor";
import { db, type Tx } from "../db/client";
import { errors } from "../errors";
import { projectOwnedReads } from "../projects/owned-reads";
import { requireProject } from "../projects/service";
import { idOrSlug, parseInput } from "../validation";
import { createHypothesisSchema, updateHypothesisSchema } from "./schema";
import { hypothesisInclude, serializeHypothesis } from "./serializer";
import { requireHypothesis } from "./scope";

/** `GET /projects/{id}/hypotheses` (newest first, paged) and one hypothesis. */
const { load, list: listHypotheses, get: getHypothesis } = projectOwnedReads({
  plural: "hypotheses",
  serialize: serializeHypothesis,
  byId: (tx, id) => tx.hypothesis.findUniqueOrThrow({ where: { id }, include: hypothesisInclude }),
  page: (prisma, query) => prisma.hypothesis.findMany({ ...query, include: hypothesisInclude }),
  require: requireHypothesis,
});
export { getHypothesis, listHypotheses };

/** Creates a hypothesis; `author`/`agent_authored` come from the credential; `audience_id` (UUID or slug) must be an audience of the project. */
export async function createHypothesis(actor: Actor, projectRef: string, input: unknown) {
  const fields = parseInput(createHypothesisSchema, input, "hypothesis");
  const prisma = await db();
  const project = await requireProject(prisma, actor, projectRef);
  let audienceId: string | null = null;
  if (fields.audience_id) {
    const audience = await prisma.audience.findFirst({
      where: { organizationId: actor.organizationId, projectId: project.id, ...idOrSlug(fields.audience_id) },
      select: { id: true },
    });
    if (!audience) throw errors.validation(["hypothesis.audience_id: no such audience in this project"]);
    audienceId = audience.id;
  }
  const { author, agentAuthored } = authorOf(actor);
  const created = await prisma.hypothesis.create({
    data: { organizationId: actor.organizationId, projectId: project.id, audienceId, statement: fields.statement, author, agentAuthored },
  });
  return load(prisma, created.id);
}

/** Only `statement` can change; any other key (notably `audience_id`) is refused with 422 and nothing is written. */
export async function updateHypothesis(actor: Actor, projectRef: string, hypothesisId: string, input: unknown) {
  const fields = parseInput(updateHypothesisSchema, input, "hypothesis");
  const prisma = await db();
  const hypothesis = await requireHypothesis(prisma, actor, projectRef, hypothesisId);
  if (fields.statement !== undefined) await prisma.hypothesis.update({ where: { id: hypothesis.id }, data: { statement: fields.statement } });
  return load(prisma, hypothesis.id);
}

/**
 * Deletes an untested hypothesis (with its experiments and their subjects). One with findings is part of
 * the learning record: 409 `hypothesis_has_findings`, and it stays. The check and the delete are one
 * statement, so a finding written concurrently cannot be lost.
 */
export async function deleteHypothesis(actor: Actor, projectRef: string, hypothesisId: string): Promise<void> {
  const prisma = await db();
  const hypothesis = await requireHypothesis(prisma, actor, projectRef, hypothesisId);
  const { count } = await prisma.hypothesis.deleteMany({ where: { id: hypothesis.id, findings: { none: {} } } });
  if (count === 0) {
    throw errors.conflict(
      "hypothesis_has_findings",
      "This hypothesis has findings and is kept as part of the learning record; only untested hypotheses can be deleted.",
    );
  }
}
