import { describe, expect, it } from "vitest";
import { isoDay, numberOf, readMetricsCsv } from "./metrics-csv";

// Shapes of real exports: Meta Ads Manager (daily breakdown) and Google Ads (title lines and a total row).
const META = [
  "Reporting starts,Reporting ends,Ad name,Impressions,Reach,Link clicks,Clicks (all),Amount spent (USD),Results,Purchases conversion value",
  "2026-11-18,2026-11-18,Brewly story,\"1,204\",1000,31,40,12.50,2,39.98",
  "2026-11-19,2026-11-19,Brewly story,980,900,22,25,11.00,,",
].join("\r\n");

const GOOGLE = [
  "Ad performance report",
  "\"November 18, 2026 - November 19, 2026\"",
  "Day,Campaign,Currency code,Impr.,Clicks,Cost,Conversions,Conv. value",
  "\"Nov 18, 2026\",Brewly search,EUR,800,16,\"9,40\",1.50,30.00",
  "\"Nov 19, 2026\",Brewly search,EUR,760,--,8.10,0.00,0.00",
  "Total: Campaign,,,1560,16,17.50,1.50,30.00",
].join("\n");

describe("reading a metrics CSV export", () => {
  it("reads Meta's column names, the currency of its spend header, and lists what it ignores", () => {
    const read = readMetricsCsv(META);
    expect(read.problems).toEqual([]);
    expect(read.columns).toEqual({ date: "Reporting starts", end: "Reporting ends", impressions: "Impressions", clicks: "Link clicks", spend: "Amount spent (USD)", conversions: "Results", revenue: "Purchases conversion value" });
    expect(read.ignored_columns).toEqual(["Ad name", "Reach", "Clicks (all)"]);
    expect(read.rows).toEqual([
      { row: 2, window_start: "2026-11-18", currency: "USD", impressions: 1204, clicks: 31, spend: "12.5", conversions: "2", revenue: "39.98" },
      { row: 3, window_start: "2026-11-19", currency: "USD", impressions: 980, clicks: 22, spend: "11" },
    ]);
  });

  it("reads Google's: title lines skipped, month-name days, Currency code, a decimal comma, -- as no value, no total row", () => {
    const read = readMetricsCsv(GOOGLE);
    expect(read.problems).toEqual([]);
    expect(read.rows).toEqual([
      { row: 4, window_start: "2026-11-18", currency: "EUR", impressions: 800, clicks: 16, spend: "9.4", conversions: "1.5", revenue: "30" },
      { row: 5, window_start: "2026-11-19", currency: "EUR", impressions: 760, spend: "8.1", conversions: "0", revenue: "0" },
    ]);
  });

  it("names every problem with its row", () => {
    const read = readMetricsCsv("date,impressions,clicks,spend\n2026-11-18,100,x,1\n11/19/2026,10.5,1,\n2026-11-18,5,1,\n", "USD");
    expect(read.problems).toEqual([
      'row 2, clicks: "x" is not a number',
      'row 3, date: "11/19/2026" is not a date such as 2026-11-20 or Nov 20, 2026',
      "row 3, impressions: 10.5 is not a whole number",
      "row 4, date: 2026-11-18 is also on row 2",
    ]);
    expect(readMetricsCsv("campaign,impressions\nx,1").problems[0]).toMatch(/^file: no date column/);
    expect(readMetricsCsv("date,campaign\n2026-11-18,x").problems[0]).toMatch(/^row 1: no metric column/);
    expect(readMetricsCsv('date,clicks\n"2026-11-18,1').problems[0]).toMatch(/^file: is not a well-formed CSV file/);
  });

  it("parses dates and numbers as exports write them", () => {
    expect([isoDay("2026/11/02"), isoDay("2 Nov 2026"), isoDay("November 2, 2026"), isoDay("2026-02-30"), isoDay("02/11/2026")]).toEqual(["2026-11-02", "2026-11-02", "2026-11-02", null, null]);
    expect([numberOf("$1,234.50"), numberOf("12,5"), numberOf(" -- "), numberOf(""), numberOf("abc")]).toEqual([1234.5, 12.5, undefined, undefined, Number.NaN]);
  });

  it("refuses a file wider than 200 columns before reading its cells (a megabyte of commas took seconds)", () => {
    const wideHeader = `date,impressions,${"x,".repeat(200)}clicks\n2026-11-18,1,2`;
    expect(readMetricsCsv(wideHeader).problems).toEqual(["file: row 1 has more than 200 columns; at most 200 are read"]);
    const wideRow = `date,impressions\n2026-11-18,${"1,".repeat(200)}1`;
    expect(readMetricsCsv(wideRow).problems).toEqual(["file: row 2 has 202 columns; at most 200 are read"]);
  });
});
