import { experimentJson, findingJson, hypothesisJson, subjectJson, subjectRefJson } from "./shapes";
import type { Prisma } from "../db/generated/client";
import { serializerOf } from "../serializer";

/** The label of an unscoped hypothesis (one that applies to every audience of the project). */
export const ALL_AUDIENCES = "All audiences";

export const audienceLabel = (audience: { name: string } | null | undefined) => audience?.name ?? ALL_AUDIENCES;

export const hypothesisInclude = { audience: { select: { name: true } } } satisfies Prisma.HypothesisInclude;
export type HypothesisRecord = Prisma.HypothesisGetPayload<{ include: typeof hypothesisInclude }>;

export const serializeHypothesis = serializerOf(hypothesisJson, (h: HypothesisRecord) => ({ audience_label: audienceLabel(h.audience) }));

export const findingInclude = { supersededBy: { select: { id: true } } } satisfies Prisma.FindingInclude;
export type FindingRecord = Prisma.FindingGetPayload<{ include: typeof findingInclude }>;

export const serializeFinding = serializerOf(findingJson, (f: FindingRecord) => ({ superseded: f.supersededBy !== null }));

type SubjectRow = Prisma.SubjectGetPayload<object>;

/** The subject fields the brief repeats (spec 2.10). */
export const subjectRef = serializerOf(subjectRefJson, (s: SubjectRow) => ({ creative_composition_id: s.adId }));

export const serializeSubject = serializerOf(subjectJson, (s: SubjectRow) => ({ creative_composition_id: s.adId }));

/** Subjects in the order they were added. */
export const experimentInclude = {
  subjects: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.ExperimentInclude;
export type ExperimentRecord = Prisma.ExperimentGetPayload<{ include: typeof experimentInclude }>;

export const serializeExperiment = serializerOf(experimentJson, (e: ExperimentRecord) => ({ subjects: e.subjects.map(serializeSubject) }));
