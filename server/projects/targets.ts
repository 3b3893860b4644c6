import { z } from "zod";
import type { Actor } from "../auth/actor";
import { db } from "../db/client";
import { money } from "../money";
import { parseInput } from "../validation";
import { updateProjectSchema } from "./schema";
import { requireProject } from "./service";

/**
 * The project's performance targets as the settings form shows them. The spec accepts them on create
 * and update but leaves them out of the project JSON, so they are their own sub-resource:
 * GET/PUT /api/v1/projects/{project_id}/performance_targets (docs/decisions.md).
 */
export async function getPerformanceTargets(actor: Actor, projectRef: string) {
  const project = await requireProject(await db(), actor, projectRef);
  return {
    ad_health_monitored: project.adHealthMonitored,
    target_cpa: project.targetCpa ? money(project.targetCpa) : null,
    target_cpa_currency: project.targetCpaCurrency,
  };
}

/** PUT .../performance_targets: the fields sent replace theirs (null clears one); the others stay. */
export const performanceTargetsSchema = updateProjectSchema.pick({ ad_health_monitored: true, target_cpa: true, target_cpa_currency: true });

export const performanceTargetsJson = z
  .object({ ad_health_monitored: z.boolean(), target_cpa: z.string().nullable(), target_cpa_currency: z.string().nullable() })
  .meta({ id: "PerformanceTargets" });

export async function setPerformanceTargets(actor: Actor, projectRef: string, input: unknown) {
  const fields = parseInput(performanceTargetsSchema, input, "performance_targets");
  const prisma = await db();
  const project = await requireProject(prisma, actor, projectRef);
  await prisma.project.update({
    where: { id: project.id },
    data: {
      ...(fields.ad_health_monitored !== undefined ? { adHealthMonitored: fields.ad_health_monitored } : {}),
      ...(fields.target_cpa !== undefined ? { targetCpa: fields.target_cpa } : {}),
      ...(fields.target_cpa_currency !== undefined ? { targetCpaCurrency: fields.target_cpa_currency } : {}),
    },
  });
  return getPerformanceTargets(actor, project.id);
}
