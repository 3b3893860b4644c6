import { builder } from "../graphql/builder";
import { connection, nodesQuery, reloadInOrder } from "../graphql/helpers";
import { answerAs } from "../graphql/operations";
import { objectFields } from "../graphql/zod";
import { toPage } from "../http/pagination";
import { audienceJson } from "./shapes";
import { audienceInclude, serializeAudience, type AudienceRecord } from "./serializer";
import { listAudiences } from "./service";

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
// Its queries and mutations are derived from the operation definitions (server/graphql/operations.ts).
answerAs(audienceJson, "Audience", AudienceType, (ctx, query, ids) => ctx.prisma.audience.findMany({ ...query, where: { id: { in: ids } } }));
