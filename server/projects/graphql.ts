import { builder } from "../graphql/builder";
import { answerAs } from "../graphql/operations";
import { objectFields } from "../graphql/zod";
import { projectInclude, serializeProject, type ProjectRecord } from "./serializer";
import { projectJson } from "./shapes";

const projectFields = objectFields("Project", projectJson);

// Its ads, audiences and assets are connections added by those resources (the same pages as their REST lists).
export const ProjectType = builder.prismaObject("Project", {
  include: projectInclude,
  fields: (t) => projectFields<ProjectRecord>(t, serializeProject),
});

// Its queries and mutations are derived from the operation definitions (server/graphql/operations.ts).
answerAs(projectJson, "Project", ProjectType, (ctx, query, ids) => ctx.prisma.project.findMany({ ...query, where: { id: { in: ids } } }));
