import { Prisma } from "./generated/client";

/** Zod-validated JSON for a Prisma Json column (zod's `unknown` values are JSON by construction). */
export const toJson = (value: unknown) => value as Prisma.InputJsonValue;

/** A nullable Json column: `null` clears it (SQL NULL), anything else is stored as JSON. */
export const toNullableJson = (value: unknown) => (value === null ? Prisma.DbNull : toJson(value));
