import { builder } from "../graphql/builder";
import { connection, pageEdge, type Loader } from "../graphql/helpers";
import { answerAs } from "../graphql/operations";
import { objectFields } from "../graphql/zod";
import { audienceJson } from "./shapes";
import { audienceInclude, serializeAudience, type AudienceRecord } from "./serializer";
import { listAudiences } from "./service";

const audienceFields = objectFields("Audience", audienceJson);

export const AudienceType = builder.prismaObject("Audience", {
  include: audienceInclude,
  fields: (t) => audienceFields<AudienceRecord>(t, serializeAudience),
});

const AudienceConnection = connection("Audience", AudienceType);
const loadAudiences: Loader = (ctx, query, ids) => ctx.prisma.audience.findMany({ ...query, where: { id: { in: ids } } });

builder.prismaObjectField("Project", "audiences", (t) =>
  pageEdge(t, {
    type: AudienceConnection,
    description: "The project's audiences, newest first: the pages of GET .../audiences.",
    key: "audiences",
    load: loadAudiences,
    list: (project: { id: string }, page, ctx) => listAudiences(ctx.actor, project.id, page),
  }),
);
// Its queries and mutations are derived from the operation definitions (server/graphql/operations.ts).
answerAs(audienceJson, "Audience", AudienceType, loadAudiences);
