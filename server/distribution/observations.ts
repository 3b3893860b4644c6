import { z } from "zod";
import { clock, clockDate } from "../clock";
import type { Actor } from "../auth/actor";
import { db, type Tx } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { toJson } from "../db/json";
import { AppError, errors } from "../errors";
import { keyReused, replayOrRun } from "../idempotency";
import { findPage, pageJson, type Page } from "../http/pagination";
import { parseInput } from "../validation";
import { requireRunOf } from "./access";
import { dec } from "../money";
import { lockRun, recomputeRun } from "./projection";
import { oneRunJson } from "./runs";
import { watchRunHealth } from "./health-event";
import { FUTURE_TOLERANCE_MS, observationQuerySchema, observationSchema, type ObservationInput } from "./schema";
import { isoDate, serializeObservation } from "./serializers";

type ObservationRow = Prisma.ObservationGetPayload<object>;

export async function listObservations(actor: Actor, projectRef: string, adRef: string, runId: string, page: Page, query: unknown = {}) {
  const { kind } = parseInput(observationQuerySchema, query);
  const prisma = await db();
  const { run } = await requireRunOf(prisma, actor, projectRef, adRef, runId);
  return pageJson("observations", serializeObservation, await findPage(page, { adRunId: run.id, ...(kind ? { kind } : {}) }, (query) => prisma.observation.findMany(query)));
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
    occurredAt: input.occurred_at ? new Date(input.occurred_at) : clockDate(),
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

function replayOf(row: ObservationRow, input: ObservationInput, path = "observation") {
  if (!sameFacts(row, input)) {
    throw keyReused(
      `The idempotency key "${row.idempotencyKey}" was already used on this run for a different observation.`,
      `${path}.idempotency_key: already used for observation ${row.id} with different values`,
    );
  }
  return { observation: serializeObservation(row), replayed: true };
}

/** Refuses metrics that would double count or mix currencies on one run. */
async function checkMetrics(tx: Tx, adRunId: string, input: Extract<ObservationInput, { kind: "metrics" }>, path: string) {
  const start = dateOnly(input.window_start);
  const end = dateOnly(input.window_end ?? input.window_start);
  if (input.currency) {
    const other = await tx.observation.findFirst({
      where: { adRunId, kind: "metrics", currency: { not: null }, NOT: { currency: input.currency } },
      select: { currency: true },
    });
    if (other) {
      throw new AppError("currency_mismatch", `This run reports in ${other.currency}; one run has one currency.`, [
        `${path}.currency: must be ${other.currency}, the currency of this run's earlier metrics (record ${input.currency} spend on a separate run)`,
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
      `${path}.window_start: the window ${input.window_start}..${isoDate(end)} overlaps ${isoDate(overlap.windowStart)}..${isoDate(overlap.windowEnd)} (observation ${overlap.id}); send disjoint windows, or the same window again to restate it`,
    ]);
  }
}

/** Checks that do not need the database; `path` prefixes the details (`observation`, `observations.3`). */
function checkInput(fields: ObservationInput, headerKey: string | undefined, path: string): string | undefined {
  const bodyKey = fields.idempotency_key;
  if (bodyKey && headerKey && bodyKey !== headerKey) throw errors.validation([`${path}.idempotency_key: differs from the Idempotency-Key header`]);
  const occurredAt = fields.occurred_at ? Date.parse(fields.occurred_at) : undefined;
  if (occurredAt !== undefined && occurredAt > clock().now() + FUTURE_TOLERANCE_MS) {
    throw errors.validation([`${path}.occurred_at: must not be in the future`]);
  }
  if (fields.kind === "metrics" && dateOnly(fields.window_start).getTime() > clock().now() + 86_400_000) {
    throw errors.validation([`${path}.window_start: must not be in the future`]);
  }
  return bodyKey ?? headerKey;
}

/** Stores one observation in a transaction that holds the run's lock; a known key is a replay. */
async function insertOne(tx: Tx, adRunId: string, fields: ObservationInput, key: string | undefined, path: string, createdAt = clockDate()) {
  if (key) {
    const existing = await tx.observation.findUnique({ where: { adRunId_idempotencyKey: { adRunId, idempotencyKey: key } } });
    if (existing) return replayOf(existing, fields, path);
  }
  if (fields.kind === "metrics") await checkMetrics(tx, adRunId, fields, path);
  const created = await tx.observation.create({ data: { ...columnsOf(fields, key), adRunId, createdAt } });
  return { observation: serializeObservation(created), replayed: false };
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
  const key = checkInput(fields, headerKey?.trim() || undefined, "observation");
  const prisma = await db();
  const { run } = await requireRunOf(prisma, actor, projectRef, adRef, runId);
  const earlier = async () => {
    const existing = key ? await prisma.observation.findUnique({ where: { adRunId_idempotencyKey: { adRunId: run.id, idempotencyKey: key } } }) : null;
    return existing ? replayOf(existing, fields) : null;
  };
  return replayOrRun(earlier, () =>
    prisma.$transaction(async (tx) => {
      await lockRun(tx, run.id);
      return watchRunHealth(tx, run.id, async () => {
        const result = await insertOne(tx, run.id, fields, key, "observation");
        if (!result.replayed) await recomputeRun(tx, run.id);
        return result;
      });
    }),
  );
}

export const MAX_BATCH = 500;
const batchSchema = z.array(observationSchema).min(1, "must contain at least one observation").max(MAX_BATCH, `must contain at most ${MAX_BATCH} observations`);

/**
 * Appends up to MAX_BATCH observations of one run, all or nothing, in order (an agent replaying a day
 * sends one request). Each item is idempotent by its own key, so retrying a whole batch is safe.
 * Returns every item's stored observation, the counts of new and replayed items, and the run's health.
 */
export async function recordObservations(actor: Actor, projectRef: string, adRef: string, runId: string, input: unknown) {
  const items = parseInput(batchSchema, input, "observations");
  const keys = items.map((fields, i) => checkInput(fields, undefined, `observations.${i}`));
  const prisma = await db();
  const { run } = await requireRunOf(prisma, actor, projectRef, adRef, runId);
  const attempt = () =>
    prisma.$transaction(
      async (tx) => {
        await lockRun(tx, run.id);
        // `ad_run.health_changed` is queued with the batch when the run's health trend moved.
        return watchRunHealth(tx, run.id, async () => {
          const results = [];
          // Arrival order inside the batch is its order: ties on occurred_at resolve like separate requests.
          const start = clock().now();
          for (const [i, fields] of items.entries()) {
            results.push(await insertOne(tx, run.id, fields, keys[i], `observations.${i}`, new Date(start + i)));
          }
          if (results.some((r) => !r.replayed)) await recomputeRun(tx, run.id, "observations");
          return results;
        });
      },
      { timeout: 60_000 },
    );
  let results;
  try {
    results = await attempt();
  } catch (error) {
    // A concurrent request stored one of the keys first: run again, it is now a replay.
    if ((error as { code?: string }).code !== "P2002") throw error;
    results = await attempt();
  }
  // The run's health after the batch, so an agent that reports a day sees its verdict without another call.
  return {
    observations: results.map((r) => r.observation),
    created_count: results.filter((r) => !r.replayed).length,
    replayed_count: results.filter((r) => r.replayed).length,
    health: (await oneRunJson(prisma, run.id)).health,
  };
}
