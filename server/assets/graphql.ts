import { builder } from "../graphql/builder";
import { connection, pageEdge, type Loader } from "../graphql/helpers";
import { answerAs } from "../graphql/operations";
import { objectFields, zodInput } from "../graphql/zod";
import { errors } from "../errors";
import { assetJson } from "./shapes";
import { uploadAssetSchema } from "./schema";
import { serializeAsset, type AssetRecord } from "./serializer";
import { createAsset, listAssets } from "./service";
import { MAX_ASSET_BYTES } from "./schema";

const assetFields = objectFields("Asset", assetJson);

export const AssetType = builder.prismaObject("Asset", {
  fields: (t) => assetFields<AssetRecord>(t, serializeAsset),
});

const AssetConnection = connection("Asset", AssetType);
const loadAssets: Loader = (ctx, query, ids) => ctx.prisma.asset.findMany({ ...query, where: { id: { in: ids } } });

builder.prismaObjectField("Project", "assets", (t) =>
  pageEdge(t, { type: AssetConnection, description: "The project's assets, newest first: the pages of GET .../assets.", key: "assets", load: loadAssets, list: (project: { id: string }, page, ctx) => listAssets(ctx.actor, project.id, page) }),
);
// The queries and mutations are derived from the operation definitions (server/graphql/operations.ts),
// but for the upload: REST takes it as multipart form data, GraphQL as a multipart request's File.
answerAs(assetJson, "Asset", AssetType, loadAssets);
const UploadAssetInput = zodInput("UploadAssetInput", uploadAssetSchema);

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
}));
