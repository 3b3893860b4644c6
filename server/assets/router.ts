import { z } from "zod";
import { authedProcedure, router } from "../trpc/init";
import { unvalidated } from "../trpc/inputs";
import { toPage } from "../http/pagination";
import type { UpdateAssetInput } from "./schema";
import { deleteAsset, getAsset, listAssets, updateAsset } from "./service";

const projectInput = z.object({ projectId: z.string() });
const assetRef = projectInput.extend({ id: z.string() });

/** Uploads are multipart and REST-only (POST /api/v1/projects/{project_id}/assets). */
export const assetsRouter = router({
  list: authedProcedure
    .input(projectInput.extend({ limit: z.number().int().optional(), cursor: z.string().optional() }))
    .query(({ ctx, input }) => listAssets(ctx.actor, input.projectId, toPage(input))),
  get: authedProcedure.input(assetRef).query(({ ctx, input }) => getAsset(ctx.actor, input.projectId, input.id)),
  update: authedProcedure
    .input(assetRef.extend({ asset: unvalidated<UpdateAssetInput>() }))
    .mutation(({ ctx, input }) => updateAsset(ctx.actor, input.projectId, input.id, input.asset)),
  delete: authedProcedure.input(assetRef).mutation(async ({ ctx, input }) => {
    await deleteAsset(ctx.actor, input.projectId, input.id);
    return { deleted: true };
  }),
});
