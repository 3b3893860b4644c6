import { z } from "zod";
import { toPage } from "../http/pagination";
import { authedProcedure, router } from "../trpc/init";
import { unvalidated } from "../trpc/inputs";
import { getIdentifier, getIdentifiers, lookupIdentifiers, mergeIdentifiers, removeIdentifier, replaceIdentifierSet, setIdentifier } from "./identifiers";
import { getObservation, listObservations, recordObservation, recordObservations } from "./observations";
import { createRun, deleteRun, getRun, listProjectRuns, listRuns, updateRun } from "./runs";
import type { CreateRunInput, ObservationInputJson, UpdateRunInput } from "./schema";
import { getAdDistribution } from "./service";

const adRef = z.object({ projectId: z.string(), adId: z.string() });
const runRef = adRef.extend({ runId: z.string() });
/** Identifiers of a project, or of one of its ads when `adId` is given. */
const ownerRef = z.object({ projectId: z.string(), adId: z.string().optional() });
const owner = (input: z.infer<typeof ownerRef>) => ({ projectRef: input.projectId, adRef: input.adId });

export const distributionRouter = router({
  adDistribution: authedProcedure.input(adRef).query(({ ctx, input }) => getAdDistribution(ctx.actor, input.projectId, input.adId)),
  runs: router({
    list: authedProcedure
      .input(adRef.extend({ limit: z.number().int().optional(), cursor: z.string().optional() }))
      .query(({ ctx, input }) => listRuns(ctx.actor, input.projectId, input.adId, toPage(input))),
    /** All runs of a project, with optional filters: platform, status, external_campaign_id, external_ad_group_id, external_ad_id. */
    listByProject: authedProcedure
      .input(
        z.object({
          projectId: z.string(),
          limit: z.number().int().optional(),
          cursor: z.string().optional(),
          filters: unvalidated<Record<string, string>>().optional(),
        }),
      )
      .query(({ ctx, input }) => listProjectRuns(ctx.actor, input.projectId, toPage(input), input.filters ?? {})),
    get: authedProcedure.input(runRef).query(({ ctx, input }) => getRun(ctx.actor, input.projectId, input.adId, input.runId)),
    create: authedProcedure
      .input(adRef.extend({ adRun: unvalidated<CreateRunInput>() }))
      .mutation(({ ctx, input }) => createRun(ctx.actor, input.projectId, input.adId, input.adRun)),
    update: authedProcedure
      .input(runRef.extend({ adRun: unvalidated<UpdateRunInput>() }))
      .mutation(({ ctx, input }) => updateRun(ctx.actor, input.projectId, input.adId, input.runId, input.adRun)),
    delete: authedProcedure.input(runRef).mutation(async ({ ctx, input }) => {
      await deleteRun(ctx.actor, input.projectId, input.adId, input.runId);
      return { deleted: true };
    }),
  }),
  observations: router({
    list: authedProcedure
      .input(runRef.extend({ kind: z.string().optional(), limit: z.number().int().optional(), cursor: z.string().optional() }))
      .query(({ ctx, input }) =>
        listObservations(ctx.actor, input.projectId, input.adId, input.runId, toPage(input), { kind: input.kind }),
      ),
    get: authedProcedure
      .input(runRef.extend({ observationId: z.string() }))
      .query(({ ctx, input }) => getObservation(ctx.actor, input.projectId, input.adId, input.runId, input.observationId)),
    /** `{ observation, replayed }`: replayed is true when the idempotency key had been seen. */
    record: authedProcedure
      .input(runRef.extend({ observation: unvalidated<ObservationInputJson>() }))
      .mutation(({ ctx, input }) => recordObservation(ctx.actor, input.projectId, input.adId, input.runId, input.observation)),
    /** Up to 500 observations of one run, all or nothing: `{ observations, created_count, replayed_count }`. */
    recordBatch: authedProcedure
      .input(runRef.extend({ observations: unvalidated<ObservationInputJson[]>() }))
      .mutation(({ ctx, input }) => recordObservations(ctx.actor, input.projectId, input.adId, input.runId, input.observations)),
  }),
  externalIdentifiers: router({
    get: authedProcedure.input(ownerRef).query(({ ctx, input }) => getIdentifiers(ctx.actor, owner(input))),
    replace: authedProcedure
      .input(ownerRef.extend({ externalIdentifiers: unvalidated<Record<string, string>>() }))
      .mutation(({ ctx, input }) => replaceIdentifierSet(ctx.actor, owner(input), input.externalIdentifiers)),
    merge: authedProcedure
      .input(ownerRef.extend({ externalIdentifiers: unvalidated<Record<string, string | null>>() }))
      .mutation(({ ctx, input }) => mergeIdentifiers(ctx.actor, owner(input), input.externalIdentifiers)),
    getKey: authedProcedure.input(ownerRef.extend({ key: z.string() })).query(({ ctx, input }) => getIdentifier(ctx.actor, owner(input), input.key)),
    set: authedProcedure
      .input(ownerRef.extend({ key: z.string(), value: unvalidated<string>() }))
      .mutation(({ ctx, input }) => setIdentifier(ctx.actor, owner(input), input.key, { value: input.value })),
    remove: authedProcedure.input(ownerRef.extend({ key: z.string() })).mutation(async ({ ctx, input }) => {
      await removeIdentifier(ctx.actor, owner(input), input.key);
      return { deleted: true };
    }),
    lookup: authedProcedure
      .input(z.object({ key: unvalidated<string>(), value: unvalidated<string>() }))
      .query(({ ctx, input }) => lookupIdentifiers(ctx.actor, input)),
  }),
});
