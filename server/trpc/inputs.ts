import { z } from "zod";

/**
 * tRPC inputs carry TypeScript types for the web client but leave validation to the services, so that
 * REST, tRPC and GraphQL reject bad input with the same `validation_failed` details.
 */
export const unvalidated = <T>() => z.custom<T>(() => true);

export const refInput = z.object({ id: z.string() });
export const pageInput = z.object({ limit: z.number().int().optional(), cursor: z.string().optional() }).default({});
