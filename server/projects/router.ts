import { z } from "zod";
import { authedProcedure, router } from "../trpc/init";
import { pageInput, refInput, unvalidated } from "../trpc/inputs";
import { toPage } from "../http/pagination";
import type { CreateProjectInput, UpdateProjectInput } from "./schema";
import { createProject, deleteProject, getProject, listProjects, updateProject } from "./service";
import { createProjectFromUrl } from "./from-url";
import { getPerformanceTargets } from "./targets";

export const projectsRouter = router({
  list: authedProcedure.input(pageInput).query(({ ctx, input }) => listProjects(ctx.actor, toPage(input))),
  get: authedProcedure.input(refInput).query(({ ctx, input }) => getProject(ctx.actor, input.id)),
  /** ad_health_monitored, target_cpa, target_cpa_currency: accepted by create/update, not in the project JSON. */
  performanceTargets: authedProcedure.input(refInput).query(({ ctx, input }) => getPerformanceTargets(ctx.actor, input.id)),
  create: authedProcedure
    .input(z.object({ project: unvalidated<CreateProjectInput>() }))
    .mutation(({ ctx, input }) => createProject(ctx.actor, input.project)),
  createFromUrl: authedProcedure
    .input(z.object({ url: z.string() }))
    .mutation(({ ctx, input }) => createProjectFromUrl(ctx.actor, input)),
  update: authedProcedure
    .input(z.object({ id: z.string(), project: unvalidated<UpdateProjectInput>() }))
    .mutation(({ ctx, input }) => updateProject(ctx.actor, input.id, input.project)),
  delete: authedProcedure.input(refInput).mutation(async ({ ctx, input }) => {
    await deleteProject(ctx.actor, input.id);
    return { deleted: true };
  }),
});
