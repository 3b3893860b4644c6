import { z } from "zod";
import { authedProcedure } from "../trpc/init";
import { closedInput, unvalidated } from "../trpc/inputs";
import { checkEdit, editStart, previewEdit, regenerateFromEdit } from "./edit";
import { rankAdsByPerformance } from "./ranking";
import type { AdDesign } from "../generation/design";
import type { AdEdit } from "./edit-draft";

/** The editor's and the ranking's procedures, which only the web app uses (beside the ads' operations: server/trpc/root.ts). */
export const adWebProcedures = {
  /** A project's distributed ads, best first by `metric` (ctr unless given), with the page's counts. */
  ranked: authedProcedure
    .input(closedInput({ projectId: z.string(), metric: z.string().optional(), limit: z.number().int().optional(), cursor: z.string().optional() }))
    .query(({ ctx, input }) => rankAdsByPerformance(ctx.actor, input.projectId, { metric: input.metric, limit: input.limit, cursor: input.cursor })),
  /** The editor's live preview: one placement's HTML document with the edited copy and design. */
  previewEdit: authedProcedure
    .input(closedInput({ projectId: z.string().optional(), id: z.string(), placement: z.string(), copy: unvalidated<Record<string, string>>(), cta: z.string(), design: unvalidated<AdDesign>() }))
    .query(({ ctx, input }) => previewEdit(ctx.actor, input.projectId ?? null, input.id, { placement: input.placement, copy: input.copy, cta: input.cta, design: input.design })),
  /** The editor's starting point: the ad's words and design, with the photo it was drawn with. */
  editStart: authedProcedure
    .input(closedInput({ projectId: z.string().optional(), id: z.string() }))
    .query(({ ctx, input }) => editStart(ctx.actor, input.projectId ?? null, input.id)),
  /** The editor's live check: per ad size, the words its design would cut; and the distinct colour choices. */
  checkEdit: authedProcedure
    .input(closedInput({ projectId: z.string().optional(), id: z.string(), copy: unvalidated<Record<string, string>>(), cta: z.string(), design: unvalidated<AdDesign>(), placements: unvalidated<string[]>() }))
    .query(({ ctx, input }) => checkEdit(ctx.actor, input.projectId ?? null, input.id, { copy: input.copy, cta: input.cta, design: input.design, placements: input.placements })),
  /** A new ad from an edited one (`{ ad, ads }` as create); the original is unchanged. */
  regenerate: authedProcedure
    .input(closedInput({ projectId: z.string().optional(), id: z.string(), edit: unvalidated<AdEdit>(), idempotencyKey: z.string().optional() }))
    .mutation(({ ctx, input }) => regenerateFromEdit(ctx.actor, input.projectId ?? null, input.id, input.edit, { idempotencyKey: input.idempotencyKey })),
};
