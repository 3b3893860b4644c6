import { nextMessage } from "./message";
import type { Actor } from "../auth/actor";
import { db } from "../db/client";
import { Prisma, type PrismaClient } from "../db/generated/client";
import { errors } from "../errors";
import { requireProject } from "../projects/service";
import { idOrSlug, isoOrNull, isoTime, isUuid, parseInput } from "../validation";
import { briefQuerySchema, SIGNAL_VALUES } from "./schema";
import { ALL_AUDIENCES, subjectRef } from "./serializer";
import type { BriefJson } from "./shapes";
import { contentWords, sharedWords } from "../language/words";

/**
 * The hypothesis brief (spec 2.10): what to read before generating ads. Built from a fixed number of
 * queries whatever the size of the project (hypotheses, current findings, ongoing experiments with
 * their subjects), then aggregated in memory.
 */

export type Signal = (typeof SIGNAL_VALUES)[number];

/** How many precedent entries the brief lists. */
export const PRECEDENT_LIMIT = 10;

/** What the brief reads; a narrower type than PrismaClient so tests can pass a counting client. */
export type BriefClient = Pick<PrismaClient, "hypothesis" | "experiment" | "audience" | "$queryRaw">;

type HypothesisStats = {
  findings_count: number;
  signal_counts: Record<Signal, number>;
  untested: boolean;
  contested: boolean;
  latest_signal: Signal | null;
  latest_finding_at: string | null;
};

/** Each signal's count, in the order of SIGNAL_VALUES (the order the brief answers them in). */
const signalCounts = (count: (signal: Signal) => number) => Object.fromEntries(SIGNAL_VALUES.map((s) => [s, count(s)])) as Record<Signal, number>;

const emptyStats = (): HypothesisStats => ({
  findings_count: 0,
  signal_counts: signalCounts(() => 0),
  untested: true,
  contested: false,
  latest_signal: null,
  latest_finding_at: null,
});

/**
 * Statistics over the *current* findings of each hypothesis, i.e. those no later finding supersedes,
 * for the hypotheses matching `scope` (a SQL condition on `h`). One aggregate statement, whatever the size:
 * - `findings_count`, `signal_counts`: current findings, by signal (superseded ones are corrections' history);
 * - `untested`: no findings at all (a hypothesis with findings always has a current one);
 * - `contested`: at least one current positive and at least one current negative finding (neutral never contests);
 * - `latest_signal`, `latest_finding_at`: of the current finding with the latest `finding_at` (then the latest
 *   created); null when untested.
 */
async function findingStats(client: BriefClient, scope: Prisma.Sql): Promise<Map<string, HypothesisStats>> {
  const rows = await client.$queryRaw<
    { hypothesis_id: string; positive: number; negative: number; neutral: number; latest_signal: string; latest_finding_at: Date }[]
  >`
    SELECT f.hypothesis_id::text AS hypothesis_id,
      count(*) FILTER (WHERE f.signal = 'positive')::int AS positive,
      count(*) FILTER (WHERE f.signal = 'negative')::int AS negative,
      count(*) FILTER (WHERE f.signal = 'neutral')::int AS neutral,
      (array_agg(f.signal ORDER BY f.finding_at DESC, f.created_at DESC, f.id DESC))[1] AS latest_signal,
      max(f.finding_at) AS latest_finding_at
    FROM findings f JOIN hypotheses h ON h.id = f.hypothesis_id
    WHERE ${scope} AND NOT EXISTS (SELECT 1 FROM findings s WHERE s.supersedes_finding_id = f.id)
    GROUP BY f.hypothesis_id`;
  return new Map(
    rows.map((row) => {
      const signal_counts = signalCounts((signal) => Number(row[signal]));
      const stats: HypothesisStats = {
        findings_count: signal_counts.positive + signal_counts.negative + signal_counts.neutral,
        signal_counts,
        untested: false,
        contested: signal_counts.positive > 0 && signal_counts.negative > 0,
        latest_signal: row.latest_signal as Signal,
        latest_finding_at: isoTime(new Date(row.latest_finding_at)),
      };
      return [row.hypothesis_id, stats];
    }),
  );
}

const projectScope = (organizationId: string, projectId: string) =>
  Prisma.sql`h.organization_id = ${organizationId}::uuid AND h.project_id = ${projectId}::uuid`;

export type BriefAudience = { id: string; slug: string; name: string };
type BriefHypothesis = { id: string; statement: string; audienceId: string | null; createdAt: Date };

/** Builds the brief of a project (already resolved to the caller's account). Exported for the query-count test. */
export async function buildBrief(client: BriefClient, organizationId: string, projectId: string, audience: BriefAudience | null) {
  const projectWhere = { organizationId, projectId } satisfies Prisma.HypothesisWhereInput;
  const [hypotheses, audiences, stats, experiments] = await Promise.all([
    client.hypothesis.findMany({
      where: projectWhere,
      select: { id: true, statement: true, audienceId: true, createdAt: true },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    }),
    client.audience.findMany({ where: projectWhere, select: { id: true, name: true } }),
    findingStats(client, projectScope(organizationId, projectId)),
    client.experiment.findMany({
      where: { hypothesis: projectWhere, windowEnd: null },
      include: { subjects: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
      orderBy: [{ windowStart: "asc" }, { id: "asc" }],
    }),
  ]);
  const audienceNames = new Map(audiences.map((a) => [a.id, a.name]));
  const labelOf = (h: BriefHypothesis) => (h.audienceId && audienceNames.get(h.audienceId)) || ALL_AUDIENCES;

  const ongoingByHypothesis = new Map<string, typeof experiments>();
  for (const experiment of experiments) {
    const list = ongoingByHypothesis.get(experiment.hypothesisId) ?? [];
    list.push(experiment);
    ongoingByHypothesis.set(experiment.hypothesisId, list);
  }

  const inScope = (h: BriefHypothesis) => !audience || h.audienceId === null || h.audienceId === audience.id;
  const entries = hypotheses.map((h) => {
    const hypothesisStats = stats.get(h.id) ?? emptyStats();
    const ongoing = ongoingByHypothesis.get(h.id) ?? [];
    return {
      record: h,
      json: {
        id: h.id,
        statement: h.statement,
        audience_id: h.audienceId,
        audience_label: labelOf(h),
        ...hypothesisStats,
        ongoing_experiments: ongoing.map((e) => ({
          id: e.id,
          context: e.context,
          window_start: isoTime(e.windowStart),
          window_end: isoOrNull(e.windowEnd),
          subjects: e.subjects.map(subjectRef),
        })),
      },
      concluded: !hypothesisStats.untested && ongoing.length === 0,
      label: labelOf(h),
      scoped: inScope(h),
    };
  });

  return {
    project_id: projectId,
    scope: { audience_id: audience?.id ?? null, audience: audience ? { id: audience.id, slug: audience.slug, name: audience.name } : null },
    hypotheses: entries.filter((e) => e.scoped).map((e) => e.json),
    precedent: precedentOf(entries),
  };
}

/**
 * Precedent: related hypotheses of the same project that the scoped list does not already settle for the
 * reader. Candidates are hypotheses scoped to another audience (outside the brief's scope) and concluded
 * hypotheses (with findings and no ongoing experiment). A candidate is related to a scoped hypothesis other
 * than itself when their statements share at least one content word (see `contentWords`). Candidates are
 * ranked by the number of shared words with their best match, then by the Jaccard ratio of the two word
 * sets, then by the latest finding, then newest first; the first PRECEDENT_LIMIT are listed.
 */
function precedentOf(
  entries: { record: BriefHypothesis; json: { id: string; latest_signal: Signal | null; latest_finding_at: string | null }; concluded: boolean; scoped: boolean; label: string }[],
) {
  const words = new Map(entries.map((e) => [e.record.id, contentWords(e.record.statement)]));
  // Inverted index: word -> scoped hypotheses using it.
  const index = new Map<string, string[]>();
  for (const e of entries) {
    if (!e.scoped) continue;
    for (const word of words.get(e.record.id)!) {
      const list = index.get(word);
      if (list) list.push(e.record.id);
      else index.set(word, [e.record.id]);
    }
  }
  const ranked = [];
  for (const candidate of entries) {
    if (candidate.scoped && !candidate.concluded) continue;
    const own = words.get(candidate.record.id)!;
    const counts = new Map<string, number>();
    for (const word of own) for (const target of index.get(word) ?? []) if (target !== candidate.record.id) counts.set(target, (counts.get(target) ?? 0) + 1);
    let best: { target: string; shared: number; jaccard: number } | undefined;
    for (const [target, shared] of counts) {
      const jaccard = shared / (own.size + words.get(target)!.size - shared);
      if (!best || shared > best.shared || (shared === best.shared && (jaccard > best.jaccard || (jaccard === best.jaccard && target < best.target)))) {
        best = { target, shared, jaccard };
      }
    }
    if (best) ranked.push({ candidate, ...best });
  }
  ranked.sort(
    (a, b) =>
      b.shared - a.shared ||
      b.jaccard - a.jaccard ||
      (b.candidate.json.latest_finding_at ?? "").localeCompare(a.candidate.json.latest_finding_at ?? "") ||
      b.candidate.record.createdAt.getTime() - a.candidate.record.createdAt.getTime() ||
      b.candidate.record.id.localeCompare(a.candidate.record.id),
  );
  return ranked.slice(0, PRECEDENT_LIMIT).map(({ candidate, target }) => ({
    id: candidate.record.id,
    statement: candidate.record.statement,
    audience_id: candidate.record.audienceId,
    audience_label: candidate.label,
    latest_signal: candidate.json.latest_signal,
    related_hypothesis_id: target,
    shared_words: sharedWords(words.get(candidate.record.id)!, words.get(target)!),
  }));
}

/** `GET /projects/{id}/hypotheses/brief?audience_id=`: the project's brief, optionally scoped to one audience. */
export async function getBrief(actor: Actor, projectRef: string, query: unknown = {}): Promise<BriefJson> {
  const { audience_id } = parseInput(briefQuerySchema, query);
  const prisma = await db();
  const project = await requireProject(prisma, actor, projectRef);
  let audience: BriefAudience | null = null;
  if (audience_id) {
    audience = await prisma.audience.findFirst({
      where: { organizationId: actor.organizationId, projectId: project.id, ...idOrSlug(audience_id) },
      select: { id: true, slug: true, name: true },
    });
    if (!audience) throw errors.validation(["audience_id: no such audience in this project"]);
  }
  const [brief, hypotheses] = await Promise.all([buildBrief(prisma, actor.organizationId, project.id, audience), generationBrief(actor.organizationId, project.id, audience?.id ?? null)]);
  const message = await nextMessage(project, audience?.id ?? null, hypotheses);
  return { ...brief, ...message };
}


export type GenerationAngle = { id: string; statement: string };

/**
 * What the ad generation pipeline reads before writing copy for an ad of `projectId` aimed at `audienceId`.
 * Considered hypotheses: those scoped to that audience plus the unscoped ones ("All audiences"); with a null
 * audience, only the unscoped ones. Over current (non-superseded) findings:
 * - `preferred`: at least one positive finding and no negative one, most positive findings first;
 * - `avoided`: at least one negative finding (this includes every contested hypothesis), most negative first.
 * Untested and neutral-only hypotheses are in neither list. Ties: latest finding first. At most `limit` each.
 * An unknown project (or one of another organization) gives two empty lists.
 */
export async function generationBrief(
  organizationId: string,
  projectId: string,
  audienceId: string | null,
  options: { limit?: number } = {},
): Promise<{ preferred: GenerationAngle[]; avoided: GenerationAngle[] }> {
  const limit = options.limit ?? 10;
  if (!isUuid(organizationId) || !isUuid(projectId) || (audienceId !== null && !isUuid(audienceId))) return { preferred: [], avoided: [] };
  const prisma = await db();
  const where: Prisma.HypothesisWhereInput = {
    organizationId,
    projectId,
    OR: audienceId ? [{ audienceId }, { audienceId: null }] : [{ audienceId: null }],
  };
  const audienceScope = audienceId ? Prisma.sql`(h.audience_id = ${audienceId}::uuid OR h.audience_id IS NULL)` : Prisma.sql`h.audience_id IS NULL`;
  const [hypotheses, stats] = await Promise.all([
    prisma.hypothesis.findMany({ where, select: { id: true, statement: true, createdAt: true }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    findingStats(prisma, Prisma.sql`${projectScope(organizationId, projectId)} AND ${audienceScope}`),
  ]);
  const rated = hypotheses.map((h) => ({ h, stats: stats.get(h.id) ?? emptyStats() }));
  const byLatest = (a: (typeof rated)[number], b: (typeof rated)[number]) =>
    (b.stats.latest_finding_at ?? "").localeCompare(a.stats.latest_finding_at ?? "");
  const angle = ({ h }: (typeof rated)[number]) => ({ id: h.id, statement: h.statement });
  return {
    preferred: rated
      .filter((r) => r.stats.signal_counts.positive > 0 && r.stats.signal_counts.negative === 0)
      .sort((a, b) => b.stats.signal_counts.positive - a.stats.signal_counts.positive || byLatest(a, b))
      .slice(0, limit)
      .map(angle),
    avoided: rated
      .filter((r) => r.stats.signal_counts.negative > 0)
      .sort((a, b) => b.stats.signal_counts.negative - a.stats.signal_counts.negative || byLatest(a, b))
      .slice(0, limit)
      .map(angle),
  };
}
