import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Prisma } from "./db/generated/client";
import { changedColumns, serializerOf } from "./serializer";

const shape = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  status: z.enum(["ready", "failed"]),
  price: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  used: z.boolean(),
  created_at: z.iso.datetime(),
  ended_at: z.iso.datetime().nullable(),
  tags: z.array(z.string()),
});

type Row = { id: string; projectId: string; status: string; price: Prisma.Decimal | null; metadata: unknown; uses: number; createdAt: Date; endedAt: Date | null; tags: string[] };

const serialize = serializerOf(shape, (row: Row) => ({ used: row.uses > 0 }));

const row: Row = {
  tags: ["a"],
  uses: 2,
  endedAt: null,
  createdAt: new Date("2026-05-01T10:00:00Z"),
  metadata: null,
  price: new Prisma.Decimal("12.5000"),
  status: "ready",
  projectId: "p",
  id: "i",
};

describe("serializerOf", () => {
  it("reads each field from its camelCase column, in the shape's order, with the computed fields", () => {
    expect(JSON.stringify(serialize(row))).toBe(
      '{"id":"i","project_id":"p","status":"ready","price":"12.5","metadata":{},"used":true,"created_at":"2026-05-01T10:00:00.000Z","ended_at":null,"tags":["a"]}',
    );
  });

  it("converts dates, keeps a free-form record as stored and a null decimal null", () => {
    const json = serialize({ ...row, endedAt: new Date("2026-05-02T00:00:00Z"), metadata: { k: 1 }, price: null });
    expect(json).toMatchObject({ ended_at: "2026-05-02T00:00:00.000Z", metadata: { k: 1 }, price: null });
  });

  it("reads a date JavaScript cannot represent as the far end of year 9999, or null where the field may be null", () => {
    expect(serialize({ ...row, createdAt: new Date(Number.NaN), endedAt: new Date(Number.NaN) })).toMatchObject({ created_at: "9999-12-31T23:59:59.999Z", ended_at: null });
  });

  it("refuses a stored value its enum does not have", () => {
    expect(() => serialize({ ...row, status: "lost" })).toThrow('stored value "lost" is not one of ready, failed');
  });
});

describe("changedColumns", () => {
  type Input = { name?: string; visual_direction?: string | null; brand_kit?: unknown; note?: string };
  const columns = (input: Input) => changedColumns(input, ["name", "visual_direction"], { brand_kit: (kit: unknown) => ({ stored: kit }) });

  it("writes the fields given under their column names, null included, and converts where told", () => {
    expect(columns({ name: "Brewly", visual_direction: null, brand_kit: { colors: [] } })).toEqual({ name: "Brewly", visualDirection: null, brandKit: { stored: { colors: [] } } });
  });

  it("leaves out the fields not given and the input's fields that are not columns", () => {
    expect(columns({ visual_direction: "warm", note: "the service writes this" })).toEqual({ visualDirection: "warm" });
  });
});
