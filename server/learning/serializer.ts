import { EXPERIMENT_STATES, SIGNAL_VALUES, SUBJECT_KINDS } from "./schema";
import type { ExperimentJson, FindingJson, HypothesisJson, SubjectJson } from "./shapes";
import type { Prisma } from "../db/generated/client";
import { isoOrNull, isoTime, storedEnum } from "../validation";

/** The label of an unscoped hypothesis (one that applies to every audience of the project). */
export const ALL_AUDIENCES = "All audiences";

export const audienceLabel = (audience: { name: string } | null | undefined) => audience?.name ?? ALL_AUDIENCES;

export const hypothesisInclude = { audience: { select: { name: true } } } satisfies Prisma.HypothesisInclude;
export type HypothesisRecord = Prisma.HypothesisGetPayload<{ include: typeof hypothesisInclude }>;

export function serializeHypothesis(h: HypothesisRecord): HypothesisJson {
  return {
    id: h.id,
    project_id: h.projectId,
    organization_id: h.organizationId,
    statement: h.statement,
    audience_id: h.audienceId,
    audience_label: audienceLabel(h.audience),
    author: h.author,
    agent_authored: h.agentAuthored,
    created_at: h.createdAt.toISOString(),
    updated_at: h.updatedAt.toISOString(),
  };
}

export const findingInclude = { supersededBy: { select: { id: true } } } satisfies Prisma.FindingInclude;
export type FindingRecord = Prisma.FindingGetPayload<{ include: typeof findingInclude }>;

export function serializeFinding(f: FindingRecord): FindingJson {
  return {
    id: f.id,
    hypothesis_id: f.hypothesisId,
    experiment_id: f.experimentId,
    body: f.body,
    signal: storedEnum(SIGNAL_VALUES, f.signal),
    finding_at: isoTime(f.findingAt),
    supersedes_finding_id: f.supersedesFindingId,
    superseded: f.supersededBy !== null,
    author: f.author,
    agent_authored: f.agentAuthored,
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt.toISOString(),
  };
}

type SubjectRow = Prisma.SubjectGetPayload<object>;

/** The subject fields the brief repeats (spec 2.10). */
export function subjectRef(s: SubjectRow) {
  return {
    id: s.id,
    name: s.name,
    kind: storedEnum(SUBJECT_KINDS, s.kind),
    creative_composition_id: s.adId,
    ad_run_id: s.adRunId,
    external_ref: s.externalRef,
  };
}

export function serializeSubject(s: SubjectRow): SubjectJson {
  return {
    ...subjectRef(s),
    experiment_id: s.experimentId,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

/** Subjects in the order they were added. */
export const experimentInclude = {
  subjects: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.ExperimentInclude;
export type ExperimentRecord = Prisma.ExperimentGetPayload<{ include: typeof experimentInclude }>;

export function serializeExperiment(e: ExperimentRecord): ExperimentJson {
  return {
    id: e.id,
    hypothesis_id: e.hypothesisId,
    context: e.context,
    state: storedEnum(EXPERIMENT_STATES, e.state),
    window_start: isoTime(e.windowStart),
    window_end: isoOrNull(e.windowEnd),
    author: e.author,
    agent_authored: e.agentAuthored,
    subjects: e.subjects.map(serializeSubject),
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}
