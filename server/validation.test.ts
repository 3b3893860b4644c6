import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./errors";
import { EVEN_AFTER_FIELD_PROBLEMS, idOrSlug, inputProblems, isoOrNull, isoTime, parseInput, saneDate, saneDateTime, storedEnum, stringMap } from "./validation";
import { closestKey } from "../shared/validation";

/** The 422 details a client gets, or the parsed value. */
function parsed(schema: z.ZodType, input: unknown, prefix?: string) {
  try {
    return parseInput(schema, input, prefix);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, details: error.details };
  }
}

/** `levels` objects nested one in another, a string at the bottom. */
const nested = (levels: number) => {
  let value: unknown = "leaf";
  for (let i = 0; i < levels; i++) value = { k: value };
  return value;
};

describe("input any front refuses whatever the schema", () => {
  it("names every string or key with a NUL or an unpaired surrogate, by its path", () => {
    expect(inputProblems({ a: "x\u0000", b: ["\uD800"], "k\u0000": 1, emoji: "😀", pair: "\uD83D\uDE00" }, "project")).toEqual([
      "project: keys must not contain NUL characters or unpaired UTF-16 surrogates",
      "project.b.0: must not contain NUL characters or unpaired UTF-16 surrogates",
      "project.a: must not contain NUL characters or unpaired UTF-16 surrogates",
    ]);
    expect(inputProblems("\uDC00")).toEqual(["must not contain NUL characters or unpaired UTF-16 surrogates"]);
  });

  it("takes 20 levels of nesting and refuses the 21st", () => {
    expect(inputProblems(nested(20))).toEqual([]);
    expect(inputProblems(nested(21))).toEqual([`${Array(20).fill("k").join(".")}: is nested too deeply (at most 20 levels)`]);
    // Hostile depth neither overflows the stack nor yields more than the first problem on its path.
    expect(inputProblems(nested(100_000))).toHaveLength(1);
  });

  it("stops at 20 problems", () => {
    expect(inputProblems(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, "\u0000"])))).toHaveLength(20);
  });

  it("is refused by parseInput before the schema looks at it, as a 422", () => {
    expect(parsed(z.object({ name: z.string() }), { name: "a\u0000" }, "project")).toEqual({ status: 422, details: ["project.name: must not contain NUL characters or unpaired UTF-16 surrogates"] });
    expect(parsed(z.object({ name: z.string() }), { name: 7 }, "project")).toEqual({ status: 422, details: ["project.name: Invalid input: expected string, received number"] });
  });
});

describe("times and dates", () => {
  const schema = z.object({ at: saneDateTime("must be an ISO 8601 date-time"), day: saneDate("must be a date (YYYY-MM-DD)").optional() });
  const atProblems = (at: string) => parsed(schema, { at }, "observation");
  const dayProblems = (day: string) => parsed(schema, { at: "2025-01-01T00:00:00Z", day }, "observation");
  const outOfRange = (field: string) => ({ status: 422, details: [`observation.${field}: must lie between 1970-01-01 and 2100-12-31`] });

  it("take a date-time with an offset from 1970-01-01 to the end of 2100 (UTC)", () => {
    expect(atProblems("1970-01-01T00:00:00Z")).toEqual({ at: "1970-01-01T00:00:00Z" });
    expect(atProblems("2100-12-31T23:59:59.999Z")).toEqual({ at: "2100-12-31T23:59:59.999Z" });
    expect(atProblems("1969-12-31T23:59:59Z")).toEqual(outOfRange("at"));
    expect(atProblems("1970-01-01T00:00:00+01:00")).toEqual(outOfRange("at"));
    expect(atProblems("2101-01-01T00:00:00Z")).toEqual(outOfRange("at"));
  });

  it("refuse a date-time without an offset, or not a date-time, with one detail", () => {
    expect(atProblems("2025-01-01T00:00:00")).toEqual({ status: 422, details: ["observation.at: must be an ISO 8601 date-time"] });
    expect(atProblems("soon")).toEqual({ status: 422, details: ["observation.at: must be an ISO 8601 date-time"] });
  });

  it("take calendar dates in the same range, and refuse days a month does not have", () => {
    expect(dayProblems("1970-01-01")).toMatchObject({ day: "1970-01-01" });
    expect(dayProblems("2100-12-31")).toMatchObject({ day: "2100-12-31" });
    expect(dayProblems("1969-12-31")).toEqual(outOfRange("day"));
    expect(dayProblems("2101-01-01")).toEqual(outOfRange("day"));
    expect(dayProblems("2026-02-30")).toEqual({ status: 422, details: ["observation.day: must be a date (YYYY-MM-DD)"] });
  });

  it("read a stored date JavaScript cannot represent as null, or as the end of year 9999 where null is not allowed", () => {
    expect(isoOrNull(new Date(0))).toBe("1970-01-01T00:00:00.000Z");
    expect(isoOrNull(new Date(NaN))).toBeNull();
    expect(isoOrNull(null)).toBeNull();
    expect(isoTime(new Date(NaN))).toBe("9999-12-31T23:59:59.999Z");
  });
});

describe("external identifiers", () => {
  it("trim values, and refuse empty values and badly formed keys, each by its key", () => {
    expect(parsed(stringMap, { meta_campaign_id: " 123 ", "google.ads:id-2": "x" })).toEqual({ meta_campaign_id: "123", "google.ads:id-2": "x" });
    expect(parsed(stringMap, { "Bad Key": "x", ok: " " })).toEqual({
      status: 422,
      details: ["ok: must be a non-empty string", "Bad Key: key must start with a lowercase letter and contain only a-z, 0-9, _ . : -"],
    });
  });

  it("hold at most 50 keys", () => {
    const map = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, "v"]));
    expect(parsed(stringMap, map(50))).toEqual(map(50));
    expect(parsed(stringMap, map(51))).toEqual({ status: 422, details: ["must have at most 50 keys"] });
  });
});

describe("a reference by id or slug", () => {
  it("finds a UUID by id, in lower case, and anything else by slug", () => {
    expect(idOrSlug("0B7E2B52-3C1F-4E57-9A0E-6A1C2D3E4F50")).toEqual({ id: "0b7e2b52-3c1f-4e57-9a0e-6a1c2d3e4f50" });
    expect(idOrSlug("cold-brew")).toEqual({ slug: "cold-brew" });
    expect(idOrSlug("x".repeat(200))).toEqual({ slug: "x".repeat(200) });
  });

  it("finds nothing for text no row can have, without asking the database to compare it", () => {
    const nothing = { id: "00000000-0000-0000-0000-000000000000" };
    expect(idOrSlug("a\u0000")).toEqual(nothing);
    expect(idOrSlug("\uD800")).toEqual(nothing);
    expect(idOrSlug("x".repeat(201))).toEqual(nothing);
  });
});

describe("a stored enum", () => {
  it("is the value when allowed, and an error naming it when a row breaks the invariant", () => {
    expect(storedEnum(["image", "video"], "video")).toBe("video");
    expect(() => storedEnum(["image", "video"], "gif")).toThrow('stored value "gif" is not one of image, video');
  });
});

describe("unknown fields", () => {
  const ad = z.strictObject({
    placements: z.array(z.string()).optional(),
    variant_count: z.number().optional(),
    audience_id: z.string().optional(),
    cta: z.string().max(5).optional(),
    brand_kit: z.strictObject({ colors: z.array(z.string()) }).nullable().optional(),
    subjects: z.array(z.strictObject({ name: z.string() })).optional(),
  });

  it("suggest the closest known field, or none when nothing is close", () => {
    const known = Object.keys(ad.shape);
    expect(closestKey("placement", known)).toBe("placements");
    expect(closestKey("variantCount", known)).toBe("variant_count");
    expect(closestKey("variants", known)).toBe("variant_count");
    expect(closestKey("audience", known)).toBe("audience_id");
    expect(closestKey("headline", known)).toBeUndefined();
    expect(closestKey("x", known)).toBeUndefined();
  });

  it("are one problem each, by path, beside every other problem of the request", () => {
    const input = { placement: ["square"], headline: "Hi", cta: "far too long", brand_kit: { colours: [] }, subjects: [{ name: "a", nmae: "b" }] };
    expect(parsed(ad, input, "ad")).toEqual({
      status: 422,
      details: [
        "ad.cta: Too big: expected string to have <=5 characters",
        "ad.brand_kit.colors: Invalid input: expected array, received undefined",
        "ad.brand_kit.colours: unknown field; did you mean colors?",
        "ad.subjects.0.nmae: unknown field; did you mean name?",
        "ad.placement: unknown field; did you mean placements?",
        "ad.headline: unknown field",
      ],
    });
  });
});

describe("rules between fields", () => {
  it("run even when a field failed, so one answer has every problem", () => {
    const schema = z
      .strictObject({ signal: z.enum(["positive", "negative"]), experiment_id: z.string().optional(), subjects: z.array(z.string()).optional() })
      .superRefine((value, ctx) => {
        if (value.experiment_id && value.subjects) ctx.addIssue({ code: "custom", path: ["subjects"], message: "cannot be sent together with experiment_id" });
      }, EVEN_AFTER_FIELD_PROBLEMS);
    expect(parsed(schema, { signal: "great", experiment_id: "e", subjects: ["s"], sigal: 1 }, "finding")).toEqual({
      status: 422,
      details: [
        'finding.signal: Invalid option: expected one of "positive"|"negative"',
        "finding.sigal: unknown field; did you mean signal?",
        "finding.subjects: cannot be sent together with experiment_id",
      ],
    });
  });
});
