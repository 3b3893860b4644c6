import { z } from "zod";
import { parseInput } from "../validation";

/**
 * tRPC inputs carry TypeScript types for the web client but leave validation to the services, so that
 * REST, tRPC and GraphQL reject bad input with the same `validation_failed` details.
 */
export const unvalidated = <T>() => z.custom<T>(() => true);

/**
 * The arguments of a hand-written (web-only) procedure, closed like every other input: an unknown or
 * misspelt key is a 422 `validation_failed` naming it and the closest known one (`idempotencyKy: unknown
 * field; did you mean idempotencyKey?`), every problem at once, before the service runs. Absent arguments
 * read as `{}`.
 */
export const closedInput = <S extends z.ZodRawShape>(shape: S) => {
  const schema = z.strictObject(shape);
  // `direction` is what tRPC's infinite queries add beside `cursor` (see withoutPagingDirection).
  return z.custom<z.input<typeof schema> | undefined>(() => true).transform((input) => {
    const { direction: _direction, ...args } = (input ?? {}) as Record<string, unknown>;
    return parseInput(schema, args);
  });
};

export const pageInput = closedInput({ limit: z.number().int().optional(), cursor: z.string().optional() });
