import { builder } from "../graphql/builder";
import { connection, nodesQuery, reloadInOrder } from "../graphql/helpers";
import { objectFields, zodInput } from "../graphql/zod";
import { toPage } from "../http/pagination";
import { createProjectFromUrl } from "./from-url";
import { createProjectSchema, fromUrlSchema, updateProjectSchema } from "./schema";
import { projectInclude, serializeProject, type ProjectRecord } from "./serializer";
import { createProject, deleteProject, getProject, listProjects, updateProject } from "./service";
import { projectJson } from "./shapes";

const projectFields = objectFields("Project", projectJson);

// Its ads, audiences and assets are connections added by those resources (the same pages as their REST lists).
export const ProjectType = builder.prismaObject("Project", {
  include: projectInclude,
  fields: (t) => projectFields<ProjectRecord>(t, serializeProject),
});

const ProjectConnection = connection("Project", ProjectType);
const CreateProjectInput = zodInput("CreateProjectInput", createProjectSchema);
const UpdateProjectInput = zodInput("UpdateProjectInput", updateProjectSchema);
const ProjectFromUrlInput = zodInput("ProjectFromUrlInput", fromUrlSchema);

builder.queryFields((t) => ({
  projects: t.field({
    type: ProjectConnection,
    args: { limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx, info) => {
      const { projects, next_cursor } = await listProjects(ctx.actor, toPage(args));
      const query = nodesQuery(ctx, info);
      const nodes = await reloadInOrder(projects.map((p) => p.id), (where) => ctx.prisma.project.findMany({ ...query, where }));
      return { nodes, next_cursor };
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
    args: { project: t.arg({ type: CreateProjectInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await createProject(ctx.actor, args.project);
      return ctx.prisma.project.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  createProjectFromUrl: t.prismaField({
    type: "Project",
    description: "Same as POST /api/v1/projects/from_url: reads the page (title, meta, Open Graph, JSON-LD, theme colour) and creates the project.",
    args: { project: t.arg({ type: ProjectFromUrlInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await createProjectFromUrl(ctx.actor, args.project);
      return ctx.prisma.project.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  updateProject: t.prismaField({
    type: "Project",
    args: { id: t.arg.string({ required: true }), project: t.arg({ type: UpdateProjectInput, required: true }) },
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
