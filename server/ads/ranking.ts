import { z } from "zod";
import type { Actor } from "../auth/actor";
import { db } from "../db/client";
import { distributionForAdsIn, type AdDistribution } from "../distribution/ad-summary";
import { RANKING_METRICS } from "../../shared/ranking-metrics";
import { rankByMetric } from "../distribution/ranking";
import { errors } from "../errors";
import { pageSchema } from "../http/pagination";
import { requireProject } from "../projects/service";
import { parseInput } from "../validation";
import { adInclude, serializeAds } from "./serializer";

const rankingSchema = pageSchema.extend({ metric: z.enum(RANKING_METRICS).default("ctr") });

/** A ranking is ordered by a computed figure, not by creation: its cursor is the position of the next ad. */
const encodePosition = (position: number) => Buffer.from(`rank|${position}`).toString("base64url");
function decodePosition(cursor: string): number {
  const [tag, position] = Buffer.from(cursor, "base64url").toString().split("|");
  const n = Number(position);
  if (tag !== "rank" || !Number.isInteger(n) || n < 0) throw errors.validation(["cursor: is not a cursor this API issued"]);
  return n;
}

// Only a project that asked for health monitoring gets alerts: with it off, the facts stay in the API but nothing is flagged.
const needsAttention = ({ distribution: d }: AdDistribution) =>
  d.health_alert?.monitored === true && (d.health?.trend === "declining" || d.health_alert.cpa_above_target === true);

/**
 * A project's distributed ads (those with at least one run), best first by `metric`, a page at a time,
 * with the counts the performance page states. The whole project is ranked before the page is cut, so
 * the first page holds the best ads of the project, however many it has.
 */
export async function rankAdsByPerformance(actor: Actor, projectRef: string, input: unknown) {
  const { metric, limit, cursor } = parseInput(rankingSchema, input);
  const start = cursor ? decodePosition(cursor) : 0;
  const prisma = await db();
  const project = await requireProject(prisma, actor, projectRef);
  const scope = { organizationId: actor.organizationId, projectId: project.id };
  const [totalCount, distributed] = await Promise.all([
    prisma.ad.count({ where: scope }),
    prisma.ad.findMany({ where: { ...scope, adRuns: { some: {} } }, select: { id: true }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
  ]);
  const distribution = await distributionForAdsIn(prisma, distributed.map((ad) => ad.id));
  const rankedIds = rankByMetric([...distribution.keys()], (id) => distribution.get(id)!.distribution.metrics_summary, metric);
  const pageIds = rankedIds.slice(start, start + limit);
  const rows = await prisma.ad.findMany({ where: { id: { in: pageIds } }, include: adInclude });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    metric,
    ads: await serializeAds(pageIds.map((id) => byId.get(id)!)),
    next_cursor: start + limit < rankedIds.length ? encodePosition(start + limit) : null,
    total_count: totalCount,
    distributed_count: rankedIds.length,
    attention_count: [...distribution.values()].filter(needsAttention).length,
  };
}
