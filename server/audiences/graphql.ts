import { builder } from "../graphql/builder";
import { reloadInOrder, serializedFields } from "../graphql/helpers";
import { toPage } from "../http/pagination";
import { audienceInclude, serializeAudience, type AudienceRecord } from "./serializer";
import { createAudience, deleteAudience, getAudience, listAudiences, updateAudience } from "./service";

export const AudienceType = builder.prismaObject("Audience", {
  include: audienceInclude,
  fields: (t) => ({
    ...serializedFields<AudienceRecord, ReturnType<typeof serializeAudience>>(t, serializeAudience, {
      id: "ID",
      slug: "String",
      project_id: "String",
      organization_id: "String",
      creator_user_id: { type: "String", nullable: true },
      name: "String",
      description: { type: "String", nullable: true },
      rules: { type: "String", nullable: true },
      metadata: "JSON",
      used_by_ads: "Boolean",
      created_at: "String",
      updated_at: "String",
    }),
  }),
});

builder.queryFields((t) => ({
  audiences: t.prismaField({
    type: ["Audience"],
    args: { projectId: t.arg.string({ required: true }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      const { audiences } = await listAudiences(ctx.actor, args.projectId, toPage(args));
      return reloadInOrder(
        audiences.map((a) => a.id),
        (where) => ctx.prisma.audience.findMany({ ...query, where }),
      );
    },
  }),
  audience: t.prismaField({
    type: "Audience",
    args: { projectId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await getAudience(ctx.actor, args.projectId, args.id);
      return ctx.prisma.audience.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));

builder.mutationFields((t) => ({
  createAudience: t.prismaField({
    type: "Audience",
    args: { projectId: t.arg.string({ required: true }), audience: t.arg({ type: "JSON", required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await createAudience(ctx.actor, args.projectId, args.audience);
      return ctx.prisma.audience.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  updateAudience: t.prismaField({
    type: "Audience",
    args: {
      projectId: t.arg.string({ required: true }),
      id: t.arg.string({ required: true }),
      audience: t.arg({ type: "JSON", required: true }),
    },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await updateAudience(ctx.actor, args.projectId, args.id, args.audience);
      return ctx.prisma.audience.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  deleteAudience: t.boolean({
    args: { projectId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteAudience(ctx.actor, args.projectId, args.id);
      return true;
    },
  }),
}));
