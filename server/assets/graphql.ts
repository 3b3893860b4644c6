import { builder } from "../graphql/builder";
import { reloadInOrder, serializedFields } from "../graphql/helpers";
import { toPage } from "../http/pagination";
import { serializeAsset, type AssetRecord } from "./serializer";
import { deleteAsset, getAsset, listAssets, updateAsset } from "./service";

export const AssetType = builder.prismaObject("Asset", {
  fields: (t) => ({
    ...serializedFields<AssetRecord, ReturnType<typeof serializeAsset>>(t, serializeAsset, {
      id: "ID",
      project_id: "String",
      user_id: { type: "String", nullable: true },
      asset_type: "String",
      source: "String",
      status: "String",
      filename: "String",
      content_type: "String",
      byte_size: "Int",
      width: "Int",
      height: "Int",
      duration_seconds: { type: "Float", nullable: true },
      description: "String",
      metadata: "JSON",
      license_metadata: "JSON",
      created_at: "String",
      updated_at: "String",
      file_url: "String",
    }),
  }),
});

builder.queryFields((t) => ({
  assets: t.prismaField({
    type: ["Asset"],
    args: { projectId: t.arg.string({ required: true }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      const { assets } = await listAssets(ctx.actor, args.projectId, toPage(args));
      return reloadInOrder(
        assets.map((a) => a.id),
        (where) => ctx.prisma.asset.findMany({ ...query, where }),
      );
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

// Uploads are multipart and REST-only; GraphQL reads, updates and deletes.
builder.mutationFields((t) => ({
  updateAsset: t.prismaField({
    type: "Asset",
    args: {
      projectId: t.arg.string({ required: true }),
      id: t.arg.string({ required: true }),
      asset: t.arg({ type: "JSON", required: true }),
    },
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
