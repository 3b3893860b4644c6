import { z } from "zod";
import { authedProcedure, router } from "../trpc/init";
import { unvalidated } from "../trpc/inputs";
import { toPage } from "../http/pagination";
import type { AdRequestInput, UpdateAdInput } from "./schema";
import { createAds } from "./create";
import { previewEdit, regenerateFromEdit } from "./edit";
import { rankAdsByPerformance } from "./ranking";
import type { AdEdit } from "./edit-draft";
import { getAd, listAds, updateAd } from "./service";

export const adsRouter = router({
  /** Across the account, or one project's ads with `projectId`. */
  list: authedProcedure
    .input(z.object({ projectId: z.string().optional(), limit: z.number().int().optional(), cursor: z.string().optional() }).default({}))
    .query(({ ctx, input }) => listAds(ctx.actor, toPage(input), input.projectId)),
  /** A project's distributed ads, best first by `metric` (ctr unless given), with the page's counts. */
  ranked: authedProcedure
    .input(z.object({ projectId: z.string(), metric: z.string().optional(), limit: z.number().int().optional(), cursor: z.string().optional() }))
    .query(({ ctx, input }) => rankAdsByPerformance(ctx.actor, input.projectId, { metric: input.metric, limit: input.limit, cursor: input.cursor })),
  get: authedProcedure
    .input(z.object({ projectId: z.string().optional(), id: z.string() }))
    .query(({ ctx, input }) => getAd(ctx.actor, input.projectId ?? null, input.id)),
  /** `{ ad, ads }` as POST .../ads answers; `idempotencyKey` works as the Idempotency-Key header. */
  create: authedProcedure
    .input(z.object({ projectId: z.string(), ad: unvalidated<AdRequestInput>(), idempotencyKey: z.string().optional() }))
    .mutation(({ ctx, input }) => createAds(ctx.actor, input.projectId, input.ad, { idempotencyKey: input.idempotencyKey })),
  /** The editor's live preview: one placement's HTML document with the edited copy. */
  previewEdit: authedProcedure
    .input(z.object({ projectId: z.string().optional(), id: z.string(), placement: z.string(), copy: unvalidated<Record<string, string>>(), cta: z.string() }))
    .query(({ ctx, input }) => previewEdit(ctx.actor, input.projectId ?? null, input.id, { placement: input.placement, copy: input.copy, cta: input.cta })),
  /** A new ad from an edited one (`{ ad, ads }` as create); the original is unchanged. */
  regenerate: authedProcedure
    .input(z.object({ projectId: z.string().optional(), id: z.string(), edit: unvalidated<AdEdit>(), idempotencyKey: z.string().optional() }))
    .mutation(({ ctx, input }) => regenerateFromEdit(ctx.actor, input.projectId ?? null, input.id, input.edit, { idempotencyKey: input.idempotencyKey })),
  update: authedProcedure
    .input(z.object({ projectId: z.string().optional(), id: z.string(), ad: unvalidated<UpdateAdInput>() }))
    .mutation(({ ctx, input }) => updateAd(ctx.actor, input.projectId ?? null, input.id, input.ad)),
});

