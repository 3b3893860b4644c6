import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import ComplexityPlugin from "@pothos/plugin-complexity";
import type PrismaTypes from "../db/generated/pothos-types";
import { getDatamodel } from "../db/generated/pothos-types";
import type { PrismaClient } from "../db/generated/client";
import type { Actor } from "../auth/actor";

export type GraphQLContext = { actor: Actor; prisma: PrismaClient };

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: GraphQLContext;
  Scalars: { JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
}>({
  plugins: [ComplexityPlugin, PrismaPlugin],
  defaultFieldNullability: false,
  prisma: { client: (ctx) => ctx.prisma, dmmf: getDatamodel(), exposeDescriptions: false },
  // One query may not walk the whole database: depth, breadth and a cost where lists count x10.
  complexity: { defaultComplexity: 1, defaultListMultiplier: 10, limit: { complexity: 2000, depth: 8, breadth: 60 } },
});

builder.scalarType("JSON", {
  description: "Any JSON value (objects such as brand_kit, metadata, editable_copy).",
  serialize: (value) => value,
  parseValue: (value) => value,
});

builder.queryType({});
builder.mutationType({});
