import { describe, expect, it } from "vitest";
import { Prisma } from "../db/generated/client";
import { readCsvFeed } from "./csv";
import { priceString } from "./serializer";

describe("readCsvFeed", () => {
  it("numbers rows as a spreadsheet does: a quoted newline stays in its row, a blank row is counted", () => {
    const { rows, problems } = readCsvFeed('item_id,title,tags\nA1,"Fig\njam",jam | figs\n\nA2,Plum,\n');
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { row: 2, fields: { item_id: "A1", title: "Fig\njam", tags: ["jam", "figs"] } },
      { row: 4, fields: { item_id: "A2", title: "Plum" } },
    ]);
  });

  it("reads the semicolons or tabs a spreadsheet saved, as its header row shows", () => {
    expect(readCsvFeed("item_id;title;description\nA1;Fig jam;Sweet, dark\n").rows[0].fields).toEqual({ item_id: "A1", title: "Fig jam", description: "Sweet, dark" });
    expect(readCsvFeed("item_id\ttitle\nA1\tFig jam, 250 g\n").rows[0].fields).toEqual({ item_id: "A1", title: "Fig jam, 250 g" });
  });

  it("names unknown, repeated and missing columns, and cells beyond the header", () => {
    expect(readCsvFeed("item_id,title,Title,colour\nA1,x,y,z\n").problems).toEqual([
      "row 1, column 3: title appears twice",
      expect.stringMatching(/^row 1, column 4: colour: unknown field \(the columns are item_id, title/),
    ]);
    expect(readCsvFeed("item_id,price\nA1,2\n").problems).toEqual(["row 1: the columns item_id and title are required"]);
    expect(readCsvFeed("item_id,title\nA1,x,extra\n").rows[0].fields).toEqual({ item_id: "A1", title: "x", "column 3": "extra" });
    expect(readCsvFeed('item_id,title\n"A1,x\n').problems).toEqual([expect.stringMatching(/^catalog\.file: is not a well-formed CSV file/)]);
  });
});

describe("priceString", () => {
  it("keeps the currency's decimals, or more when the feed gave more", () => {
    expect(priceString(new Prisma.Decimal("4.9"), "EUR")).toBe("4.90");
    expect(priceString(new Prisma.Decimal("300"), "JPY")).toBe("300");
    expect(priceString(new Prisma.Decimal("0.1234"), "USD")).toBe("0.1234");
  });
});
