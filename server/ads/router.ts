import { z } from "zod";
import { authedProcedure, router } from "../trpc/init";
import { unvalidated } from "../trpc/inputs";
import { toPage } from "../http/pagination";
import type { AdRequestInput, UpdateAdInput } from "./schema";
import { createAds } from "./create";
import { getAd, listAds, updateAd } from "./service";

export const adsRouter = router({
  /** Across the account, or one project's ads with `projectId`. */
  list: authedProcedure
    .input(z.object({ projectId: z.string().optional(), limit: z.number().int().optional(), cursor: z.string().optional() }).default({}))
    .query(({ ctx, input }) => listAds(ctx.actor, toPage(input), input.projectId)),
  get: authedProcedure
    .input(z.object({ projectId: z.string().optional(), id: z.string() }))
    .query(({ ctx, input }) => getAd(ctx.actor, input.projectId ?? null, input.id)),
  /** `{ ad, ads }` as POST .../ads answers; `idempotencyKey` works as the Idempotency-Key header. */
  create: authedProcedure
    .input(z.object({ projectId: z.string(), ad: unvalidated<AdRequestInput>(), idempotencyKey: z.string().optional() }))
    .mutation(({ ctx, input }) => createAds(ctx.actor, input.projectId, input.ad, { idempotencyKey: input.idempotencyKey })),
  update: authedProcedure
    .input(z.object({ projectId: z.string().optional(), id: z.string(), ad: unvalidated<UpdateAdInput>() }))
    .mutation(({ ctx, input }) => updateAd(ctx.actor, input.projectId ?? null, input.id, input.ad)),
});

