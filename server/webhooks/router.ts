import { z } from "zod";
import { authedProcedure, router } from "../trpc/init";
import { pageInput, refInput, unvalidated } from "../trpc/inputs";
import { toPage } from "../http/pagination";
import type { CreateWebhookInput, UpdateWebhookInput } from "./schema";
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  retryDelivery,
  rotateWebhookSecret,
  updateWebhook,
} from "./service";

export const webhooksRouter = router({
  list: authedProcedure.input(pageInput).query(({ ctx, input }) => listWebhooks(ctx.actor, toPage(input))),
  get: authedProcedure.input(refInput).query(({ ctx, input }) => getWebhook(ctx.actor, input.id)),
  create: authedProcedure
    .input(z.object({ webhook: unvalidated<CreateWebhookInput>() }))
    .mutation(({ ctx, input }) => createWebhook(ctx.actor, input.webhook)),
  update: authedProcedure
    .input(refInput.extend({ webhook: unvalidated<UpdateWebhookInput>() }))
    .mutation(({ ctx, input }) => updateWebhook(ctx.actor, input.id, input.webhook)),
  delete: authedProcedure.input(refInput).mutation(async ({ ctx, input }) => {
    await deleteWebhook(ctx.actor, input.id);
    return { deleted: true };
  }),
  rotateSecret: authedProcedure.input(refInput).mutation(({ ctx, input }) => rotateWebhookSecret(ctx.actor, input.id)),
  deliveries: authedProcedure
    .input(refInput.extend({ limit: z.number().int().optional(), cursor: z.string().optional() }))
    .query(({ ctx, input }) => listDeliveries(ctx.actor, input.id, toPage(input))),
  retryDelivery: authedProcedure
    .input(refInput.extend({ deliveryId: z.string() }))
    .mutation(({ ctx, input }) => retryDelivery(ctx.actor, input.id, input.deliveryId)),
});
