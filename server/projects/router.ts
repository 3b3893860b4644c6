import { authedProcedure, router } from "../trpc/init";
import { refInput } from "../trpc/inputs";
import { operationProcedures } from "../trpc/operations";
import { projectOperations } from "./operations";
import { getPerformanceTargets } from "./targets";

/** The projects' operations, plus what only the web app reads. */
export const projectsRouter = router({
  ...operationProcedures(projectOperations),
  /** ad_health_monitored, target_cpa, target_cpa_currency: accepted by create/update, not in the project JSON. */
  performanceTargets: authedProcedure.input(refInput).query(({ ctx, input }) => getPerformanceTargets(ctx.actor, input.id)),
});
