import type { Actor } from "../auth/actor";
import { db, type Tx } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { toJson } from "../db/json";
import { AppError, errors } from "../errors";
import { pageArgs, pageResult, pageWhere, type Page } from "../http/pagination";
import { parseInput } from "../validation";
import { requireRunOf } from "./access";
import { dec } from "./money";
import { lockRun, recomputeRun } from "./projection";
import { FUTURE_TOLERANCE_MS, observationQuerySchema, observationSchema, type ObservationInput } from "./schema";
import { isoDate, serializeObservation } from "./serializers";

type ObservationRow = Prisma.ObservationGetPayload<object>;

export async function listObservations(actor: Actor, projectRef: string, adRef: string, runId: string, page: Page, query: unknown = {}) {
  const { kind } = parseInput(observationQuerySchema, query);
  const prisma = await db();
  const { run } = await requireRunOf(prisma, actor, projectRef, adRef, runId);
  const rows = await prisma.observation.findMany({
    where: { AND: [{ adRunId: run.id, ...(kind ? { kind } : {}) }, pageWhere(page)] },
    ...pageArgs(page),
  });
  const { items, nextCursor } = pageResult(rows, page);
  return { observations: items.map(serializeObservation), next_cursor: nextCursor };
}

export async function getObservation(actor: Actor, projectRef: string, adRef: string, runId: string, observationId: string) {
  const prisma = await db();
  const { run } = await requireRunOf(prisma, actor, projectRef, adRef, runId);
  const row = /^[0-9a-f-]{36}$/i.test(observationId)
    ? await prisma.observation.findFirst({ where: { id: observationId.toLowerCase(), adRunId: run.id } })
    : null;
  if (!row) throw errors.notFound("Observation");
  return serializeObservation(row);
}

const dateOnly = (day: string) => new Date(`${day}T00:00:00Z`);

function columnsOf(input: ObservationInput, key: string | undefined): Omit<Prisma.ObservationUncheckedCreateInput, "adRunId"> {
  if (input.kind === "lifecycle") {
    return { kind: "lifecycle", event: input.event, occurredAt: new Date(input.occurred_at), idempotencyKey: key, metadata: toJson(input.metadata) };
  }
  return {
    kind: "metrics",
    occurredAt: input.occurred_at ? new Date(input.occurred_at) : new Date(),
    windowStart: dateOnly(input.window_start),
    windowEnd: dateOnly(input.window_end ?? input.window_start),
    currency: input.currency ?? null,
    spend: input.spend ?? null,
    impressions: input.impressions ?? null,
    clicks: input.clicks ?? null,
    conversions: input.conversions ?? null,
    revenue: input.revenue ?? null,
    idempotencyKey: key,
    metadata: toJson(input.metadata),
  };
}

/** True when a replay carries the same facts as the stored observation (metadata is not compared). */
function sameFacts(row: ObservationRow, input: ObservationInput): boolean {
  const decEq = (a: Prisma.Decimal | null, b: string | undefined) => (a === null ? b === undefined : b !== undefined && dec(b).equals(a));
  if (row.kind !== input.kind) return false;
  if (input.kind === "lifecycle") return row.event === input.event && row.occurredAt.getTime() === Date.parse(input.occurred_at);
  return (
    isoDate(row.windowStart) === input.window_start &&
    isoDate(row.windowEnd) === (input.window_end ?? input.window_start) &&
    (input.occurred_at === undefined || row.occurredAt.getTime() === Date.parse(input.occurred_at)) &&
    row.currency === (input.currency ?? null) &&
    row.impressions === (input.impressions ?? null) &&
    row.clicks === (input.clicks ?? null) &&
    decEq(row.spend, input.spend) &&
    decEq(row.conversions, input.conversions) &&
    decEq(row.revenue, input.revenue)
  );
}

function replayOf(row: ObservationRow, input: ObservationInput) {
  if (!sameFacts(row, input)) {
    throw new AppError(
      409,
      "idempotency_key_reused",
      `The idempotency key "${row.idempotencyKey}" was already used on this run for a different observation.`,
      [`observation.idempotency_key: already used for observation ${row.id} with different values`],
    );
  }
  return { observation: serializeObservation(row), replayed: true };
}

/** Refuses metrics that would double count or mix currencies on one run. */
async function checkMetrics(tx: Tx, adRunId: string, input: Extract<ObservationInput, { kind: "metrics" }>) {
  const start = dateOnly(input.window_start);
  const end = dateOnly(input.window_end ?? input.window_start);
  if (input.currency) {
    const other = await tx.observation.findFirst({
      where: { adRunId, kind: "metrics", currency: { not: null }, NOT: { currency: input.currency } },
      select: { currency: true },
    });
    if (other) {
      throw new AppError(422, "currency_mismatch", `This run reports in ${other.currency}; one run has one currency.`, [
        `observation.currency: must be ${other.currency}, the currency of this run's earlier metrics (record ${input.currency} spend on a separate run)`,
      ]);
    }
  }
  const overlap = await tx.observation.findFirst({
    where: {
      adRunId,
      kind: "metrics",
      windowStart: { lte: end },
      windowEnd: { gte: start },
      NOT: { windowStart: start, windowEnd: end },
    },
    select: { id: true, windowStart: true, windowEnd: true },
  });
  if (overlap) {
    throw errors.validation([
      `observation.window_start: the window ${input.window_start}..${isoDate(end)} overlaps ${isoDate(overlap.windowStart)}..${isoDate(overlap.windowEnd)} (observation ${overlap.id}); send disjoint windows, or the same window again to restate it`,
    ]);
  }
}

/**
 * Appends an observation. With an idempotency key (body `idempotency_key` or the Idempotency-Key
 * header), a replay returns the stored observation (`replayed: true`) and counts nothing twice.
 * The run's projected status and dates are recomputed from all of its lifecycle observations.
 */
export async function recordObservation(
  actor: Actor,
  projectRef: string,
  adRef: string,
  runId: string,
  input: unknown,
  headerKey?: string | null,
): Promise<{ observation: ReturnType<typeof serializeObservation>; replayed: boolean }> {
  const fields = parseInput(observationSchema, input, "observation");
  const bodyKey = fields.idempotency_key;
  const header = headerKey?.trim() || undefined;
  if (bodyKey && header && bodyKey !== header) {
    throw errors.validation(["observation.idempotency_key: differs from the Idempotency-Key header"]);
  }
  const key = bodyKey ?? header;
  if (key && key.length > 200) throw errors.validation(["observation.idempotency_key: must be at most 200 characters"]);
  const occurredAt = fields.occurred_at ? Date.parse(fields.occurred_at) : undefined;
  if (occurredAt !== undefined && occurredAt > Date.now() + FUTURE_TOLERANCE_MS) {
    throw errors.validation(["observation.occurred_at: must not be in the future"]);
  }
  if (fields.kind === "metrics" && dateOnly(fields.window_start).getTime() > Date.now() + 86_400_000) {
    throw errors.validation(["observation.window_start: must not be in the future"]);
  }

  const prisma = await db();
  const { run } = await requireRunOf(prisma, actor, projectRef, adRef, runId);
  const findByKey = () => prisma.observation.findUnique({ where: { adRunId_idempotencyKey: { adRunId: run.id, idempotencyKey: key! } } });
  if (key) {
    const existing = await findByKey();
    if (existing) return replayOf(existing, fields);
  }
  try {
    const row = await prisma.$transaction(async (tx) => {
      await lockRun(tx, run.id);
      if (key) {
        const existing = await tx.observation.findUnique({ where: { adRunId_idempotencyKey: { adRunId: run.id, idempotencyKey: key } } });
        if (existing) return { existing };
      }
      if (fields.kind === "metrics") await checkMetrics(tx, run.id, fields);
      const created = await tx.observation.create({ data: { ...columnsOf(fields, key), adRunId: run.id } });
      await recomputeRun(tx, run.id);
      return { created };
    });
    if ("existing" in row && row.existing) return replayOf(row.existing, fields);
    return { observation: serializeObservation(row.created!), replayed: false };
  } catch (error) {
    // Two requests with the same key raced: the loser answers like a replay.
    if (key && (error as { code?: string }).code === "P2002") {
      const existing = await findByKey();
      if (existing) return replayOf(existing, fields);
    }
    throw error;
  }
}
