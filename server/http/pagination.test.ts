import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { decodeCursor, encodeCursor, pageArgs, pageResult, pageWhere, toPage } from "./pagination";

const row = (id: string, at: string) => ({ id, createdAt: new Date(at) });
const cursorOf = (text: string) => Buffer.from(text).toString("base64url");

/** The 422 details a client gets for a page request, or the page. */
function pageOrProblems(input: Parameters<typeof toPage>[0]) {
  try {
    return toPage(input);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, code: error.code, details: error.details };
  }
}

describe("a page request", () => {
  it("defaults to 50 rows and takes up to 100, from a query string or a number", () => {
    expect(toPage({})).toEqual({ limit: 50, cursor: undefined });
    expect(toPage({ limit: null, cursor: null })).toEqual({ limit: 50, cursor: undefined });
    expect(toPage({ limit: "1" }).limit).toBe(1);
    expect(toPage({ limit: "100" }).limit).toBe(100);
    expect(toPage({ limit: 7 }).limit).toBe(7);
  });

  it("refuses a limit outside 1..100 or not a whole number, naming the field", () => {
    expect(pageOrProblems({ limit: "101" })).toEqual({ status: 422, code: "validation_failed", details: ["limit: Too big: expected number to be <=100"] });
    expect(pageOrProblems({ limit: 0 })).toEqual({ status: 422, code: "validation_failed", details: ["limit: Too small: expected number to be >=1"] });
    expect(pageOrProblems({ limit: "" })).toEqual({ status: 422, code: "validation_failed", details: ["limit: Too small: expected number to be >=1"] });
    expect(pageOrProblems({ limit: "2.5" })).toEqual({ status: 422, code: "validation_failed", details: ["limit: Invalid input: expected int, received number"] });
    expect(pageOrProblems({ limit: "ten" })).toEqual({ status: 422, code: "validation_failed", details: ["limit: Invalid input: expected number, received NaN"] });
  });

  it("reads back the cursor it issued, and treats an empty cursor as the first page", () => {
    const last = row("0b7e2b52-3c1f-4e57-9a0e-6a1c2d3e4f50", "2025-03-04T05:06:07.089Z");
    expect(toPage({ limit: "2", cursor: encodeCursor(last) })).toEqual({ limit: 2, cursor: last });
    expect(toPage({ cursor: "" }).cursor).toBeUndefined();
  });

  it("refuses a cursor it did not issue: garbage, no id, no date, or text a database cannot hold", () => {
    const refused = { status: 422, code: "validation_failed", details: ["cursor: is not a cursor this API issued"] };
    expect(pageOrProblems({ cursor: "garbage" })).toEqual(refused);
    expect(pageOrProblems({ cursor: cursorOf("2025-03-04T05:06:07.089Z|") })).toEqual(refused);
    expect(pageOrProblems({ cursor: cursorOf("yesterday|abc") })).toEqual(refused);
    expect(() => decodeCursor(cursorOf("|abc"))).toThrow("cursor: is not a cursor this API issued");
    expect(pageOrProblems({ cursor: "a\u0000" })).toMatchObject({ details: ["cursor: must not contain NUL characters or unpaired UTF-16 surrogates"] });
  });
});

describe("a page of rows", () => {
  const rows = [row("c", "2025-01-03T00:00:00Z"), row("b", "2025-01-02T00:00:00Z"), row("a", "2025-01-01T00:00:00Z")];

  it("asks for one row more than the limit, newest first with the id breaking ties", () => {
    expect(pageArgs({ limit: 2 })).toEqual({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 3 });
  });

  it("starts after the cursor: older rows, or rows of the same time with a smaller id", () => {
    expect(pageWhere({ limit: 2 })).toEqual({});
    const cursor = rows[1];
    expect(pageWhere({ limit: 2, cursor })).toEqual({ OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: "b" } }] });
  });

  it("gives a next cursor at the last row shown only when the extra row came back", () => {
    expect(pageResult(rows, { limit: 2 })).toEqual({ items: rows.slice(0, 2), nextCursor: encodeCursor(rows[1]) });
    expect(decodeCursor(pageResult(rows, { limit: 2 }).nextCursor!)).toEqual({ createdAt: rows[1].createdAt, id: "b" });
    expect(pageResult(rows, { limit: 3 })).toEqual({ items: rows, nextCursor: null });
    expect(pageResult([], { limit: 50 })).toEqual({ items: [], nextCursor: null });
  });
});
