import { builder } from "../graphql/builder";
import { connection, nodesQuery, reloadInOrder } from "../graphql/helpers";
import { objectFields, zodInput } from "../graphql/zod";
import { toPage } from "../http/pagination";
import { audienceJson } from "./shapes";
import { createAudienceSchema, updateAudienceSchema } from "./schema";
import { audienceInclude, serializeAudience, type AudienceRecord } from "./serializer";
import { createAudience, deleteAudience, getAudience, listAudiences, updateAudience } from "./service";

const audienceFields = objectFields("Audience", audienceJson);

export const AudienceType = builder.prismaObject("Audience", {
  include: audienceInclude,
  fields: (t) => audienceFields<AudienceRecord>(t, serializeAudience),
});

const AudienceConnection = connection("Audience", AudienceType);

builder.prismaObjectField("Project", "audiences", (t) =>
  t.field({
    type: AudienceConnection,
    description: "The project's audiences, newest first: the pages of GET .../audiences.",
    args: { limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (project, args, ctx, info) => {
      const { audiences, next_cursor } = await listAudiences(ctx.actor, project.id, toPage(args));
      const query = nodesQuery(ctx, info);
      return { nodes: await reloadInOrder(audiences.map((a) => a.id), (where) => ctx.prisma.audience.findMany({ ...query, where })), next_cursor };
    },
  }),
);
const CreateAudienceInput = zodInput("CreateAudienceInput", createAudienceSchema);
const UpdateAudienceInput = zodInput("UpdateAudienceInput", updateAudienceSchema);

builder.queryFields((t) => ({
  audiences: t.field({
    type: AudienceConnection,
    args: { projectId: t.arg.string({ required: true }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx, info) => {
      const { audiences, next_cursor } = await listAudiences(ctx.actor, args.projectId, toPage(args));
      const query = nodesQuery(ctx, info);
      const nodes = await reloadInOrder(audiences.map((a) => a.id), (where) => ctx.prisma.audience.findMany({ ...query, where }));
      return { nodes, next_cursor };
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
    args: { projectId: t.arg.string({ required: true }), audience: t.arg({ type: CreateAudienceInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await createAudience(ctx.actor, args.projectId, args.audience);
      return ctx.prisma.audience.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  updateAudience: t.prismaField({
    type: "Audience",
    args: { projectId: t.arg.string({ required: true }), id: t.arg.string({ required: true }), audience: t.arg({ type: UpdateAudienceInput, required: true }) },
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
