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
  Scalars: {
    DateTime: { Input: string; Output: string | Date };
    JSONObject: { Input: Record<string, unknown>; Output: Record<string, unknown> };
    File: { Input: File; Output: never };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ComplexityPlugin, PrismaPlugin],
  defaultFieldNullability: false,
  prisma: { client: (ctx) => ctx.prisma, dmmf: getDatamodel(), exposeDescriptions: false },
  // One query may not walk the whole database: depth, breadth and a cost where lists count x10. The
  // breadth admits one whole ad with its typed files, distribution and runs (~200 fields).
  complexity: { defaultComplexity: 1, defaultListMultiplier: 10, limit: { complexity: 2000, depth: 8, breadth: 250 } },
});

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

builder.scalarType("DateTime", {
  description: "An ISO 8601 date-time in UTC, such as 2026-05-01T12:00:00.000Z.",
  serialize: (value) => (value instanceof Date ? value.toISOString() : value),
  // Any text is handed on: the resource's zod schema checks the format and range, with REST's message.
  parseValue: (value) => {
    if (typeof value !== "string") throw new TypeError("DateTime must be an ISO 8601 string");
    return value;
  },
});

builder.scalarType("JSONObject", {
  description: "A free-form JSON object (metadata, external identifiers, editable copy).",
  serialize: (value) => value,
  parseValue: (value) => {
    if (!isObject(value)) throw new TypeError("JSONObject must be a JSON object");
    return value;
  },
});

// Yoga turns the parts of a GraphQL multipart request (the upload convention) into WHATWG File objects.
builder.scalarType("File", {
  description: "A file sent as a part of a GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec).",
  serialize: () => {
    throw new TypeError("File is an input only");
  },
  parseValue: (value) => {
    // Duck-typed: Yoga's File comes from its own fetch implementation, not the global class.
    const file = value as Partial<File> | null;
    if (typeof file?.arrayBuffer !== "function" || typeof file.size !== "number") throw new TypeError("File must be a part of a multipart request");
    return value as File;
  },
});

builder.queryType({});
builder.mutationType({});
