import { builder } from "../graphql/builder";
import { reloadInOrder, serializedFields } from "../graphql/helpers";
import { toPage } from "../http/pagination";
import { projectInclude, serializeProject, type ProjectRecord } from "./serializer";
import { createProject, deleteProject, getProject, listProjects, updateProject } from "./service";

export const ProjectType = builder.prismaObject("Project", {
  include: projectInclude,
  fields: (t) => ({
    ...serializedFields<ProjectRecord, ReturnType<typeof serializeProject>>(t, serializeProject, {
      id: "ID",
      slug: "String",
      name: "String",
      description: "String",
      tagline: { type: "String", nullable: true },
      language: { type: "String", nullable: true },
      copy_language: "String",
      visual_direction: "String",
      avatar_url: { type: "String", nullable: true },
      status: "String",
      source_url: { type: "String", nullable: true },
      external_identifiers: "JSON",
      brand_kit: { type: "JSON", nullable: true },
      created_at: "String",
      updated_at: "String",
      assets_count: "Int",
      creatives_count: "Int",
    }),
    // Newest first, at most one page (the REST lists page further with a cursor).
    audiences: t.relation("audiences", { query: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 100 } }),
    assets: t.relation("assets", { query: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 100 } }),
  }),
});

builder.queryFields((t) => ({
  projects: t.prismaField({
    type: ["Project"],
    args: { limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      const { projects } = await listProjects(ctx.actor, toPage(args));
      return reloadInOrder(
        projects.map((p) => p.id),
        (where) => ctx.prisma.project.findMany({ ...query, where }),
      );
    },
  }),
  project: t.prismaField({
    type: "Project",
    args: { id: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await getProject(ctx.actor, args.id);
      return ctx.prisma.project.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));

builder.mutationFields((t) => ({
  createProject: t.prismaField({
    type: "Project",
    args: { project: t.arg({ type: "JSON", required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await createProject(ctx.actor, args.project);
      return ctx.prisma.project.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  updateProject: t.prismaField({
    type: "Project",
    args: { id: t.arg.string({ required: true }), project: t.arg({ type: "JSON", required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await updateProject(ctx.actor, args.id, args.project);
      return ctx.prisma.project.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  deleteProject: t.boolean({
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteProject(ctx.actor, args.id);
      return true;
    },
  }),
}));
