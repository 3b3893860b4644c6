import type { Actor } from "../auth/actor";
import { db } from "../db/client";
import { money } from "../distribution/money";
import { requireProject } from "./service";

/**
 * The project's performance targets as the settings form shows them. The spec accepts them on create
 * and update but leaves them out of the project JSON, so the web app reads them here (tRPC only).
 */
export async function getPerformanceTargets(actor: Actor, projectRef: string) {
  const project = await requireProject(await db(), actor, projectRef);
  return {
    ad_health_monitored: project.adHealthMonitored,
    target_cpa: project.targetCpa ? money(project.targetCpa) : null,
    target_cpa_currency: project.targetCpaCurrency,
  };
}
