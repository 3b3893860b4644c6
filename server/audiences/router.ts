import { z } from "zod";
import { authedProcedure, router } from "../trpc/init";
import { unvalidated } from "../trpc/inputs";
import { toPage } from "../http/pagination";
import type { CreateAudienceInput, UpdateAudienceInput } from "./schema";
import { createAudience, deleteAudience, getAudience, listAudiences, updateAudience } from "./service";

const projectInput = z.object({ projectId: z.string() });
const audienceRef = projectInput.extend({ id: z.string() });

export const audiencesRouter = router({
  list: authedProcedure
    .input(projectInput.extend({ limit: z.number().int().optional(), cursor: z.string().optional() }))
    .query(({ ctx, input }) => listAudiences(ctx.actor, input.projectId, toPage(input))),
  get: authedProcedure.input(audienceRef).query(({ ctx, input }) => getAudience(ctx.actor, input.projectId, input.id)),
  create: authedProcedure
    .input(projectInput.extend({ audience: unvalidated<CreateAudienceInput>() }))
    .mutation(({ ctx, input }) => createAudience(ctx.actor, input.projectId, input.audience)),
  update: authedProcedure
    .input(audienceRef.extend({ audience: unvalidated<UpdateAudienceInput>() }))
    .mutation(({ ctx, input }) => updateAudience(ctx.actor, input.projectId, input.id, input.audience)),
  delete: authedProcedure.input(audienceRef).mutation(async ({ ctx, input }) => {
    await deleteAudience(ctx.actor, input.projectId, input.id);
    return { deleted: true };
  }),
});

