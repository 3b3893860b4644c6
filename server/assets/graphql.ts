import { builder } from "../graphql/builder";
import { connection, nodesQuery, reloadInOrder } from "../graphql/helpers";
import { objectFields, zodInput } from "../graphql/zod";
import { errors } from "../errors";
import { toPage } from "../http/pagination";
import { assetJson } from "./shapes";
import { updateAssetSchema, uploadAssetSchema } from "./schema";
import { serializeAsset, type AssetRecord } from "./serializer";
import { createAsset, deleteAsset, getAsset, listAssets, updateAsset } from "./service";
import { MAX_ASSET_BYTES } from "./schema";

const assetFields = objectFields("Asset", assetJson);

export const AssetType = builder.prismaObject("Asset", {
  fields: (t) => assetFields<AssetRecord>(t, serializeAsset),
});

const AssetConnection = connection("Asset", AssetType);

builder.prismaObjectField("Project", "assets", (t) =>
  t.field({
    type: AssetConnection,
    description: "The project's assets, newest first: the pages of GET .../assets.",
    args: { limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (project, args, ctx, info) => {
      const { assets, next_cursor } = await listAssets(ctx.actor, project.id, toPage(args));
      const query = nodesQuery(ctx, info);
      return { nodes: await reloadInOrder(assets.map((a) => a.id), (where) => ctx.prisma.asset.findMany({ ...query, where })), next_cursor };
    },
  }),
);
const UploadAssetInput = zodInput("UploadAssetInput", uploadAssetSchema);
const UpdateAssetInput = zodInput("UpdateAssetInput", updateAssetSchema);

builder.queryFields((t) => ({
  assets: t.field({
    type: AssetConnection,
    args: { projectId: t.arg.string({ required: true }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx, info) => {
      const { assets, next_cursor } = await listAssets(ctx.actor, args.projectId, toPage(args));
      const query = nodesQuery(ctx, info);
      const nodes = await reloadInOrder(assets.map((a) => a.id), (where) => ctx.prisma.asset.findMany({ ...query, where }));
      return { nodes, next_cursor };
    },
  }),
  asset: t.prismaField({
    type: "Asset",
    args: { projectId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await getAsset(ctx.actor, args.projectId, args.id);
      return ctx.prisma.asset.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));

builder.mutationFields((t) => ({
  uploadAsset: t.prismaField({
    type: "Asset",
    description:
      "Uploads one image (PNG, JPEG, GIF or WebP, at most 10 MB) as a GraphQL multipart request: the `file` variable is a part of the form. Same rules as POST .../assets.",
    args: {
      projectId: t.arg.string({ required: true }),
      file: t.arg({ type: "File", required: true }),
      asset: t.arg({ type: UploadAssetInput }),
    },
    resolve: async (query, _root, args, ctx) => {
      if (args.file.size > MAX_ASSET_BYTES) throw errors.tooLarge(`Uploaded assets are limited to 10 MB (${MAX_ASSET_BYTES} bytes).`);
      const file = { bytes: Buffer.from(await args.file.arrayBuffer()), filename: args.file.name || undefined };
      const { id } = await createAsset(ctx.actor, args.projectId, { fields: args.asset ?? {}, file, problems: [] });
      return ctx.prisma.asset.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  updateAsset: t.prismaField({
    type: "Asset",
    args: { projectId: t.arg.string({ required: true }), id: t.arg.string({ required: true }), asset: t.arg({ type: UpdateAssetInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await updateAsset(ctx.actor, args.projectId, args.id, args.asset);
      return ctx.prisma.asset.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  deleteAsset: t.boolean({
    args: { projectId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteAsset(ctx.actor, args.projectId, args.id);
      return true;
    },
  }),
}));
