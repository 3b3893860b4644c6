import { describe, expect, it } from "vitest";
import { fitText } from "./fit";
import { breaksAgainstSense, namesIn } from "./rag";

/** Lines broken by sense (issue 42's second look, item 12), on the words the reviewer saw, with the metrics table. */
const lines = (text: string, width: number, maxSize: number, o: { headline?: boolean; uppercase?: boolean; language?: string } = {}) =>
  fitText(text, { font: "inter", weight: 700, width, height: 1000, maxSize, maxLines: 4, language: "en", ...o }).lines;

describe("breaking lines by sense", () => {
  it("counts breaks that part a phrase, twice after an article or a preposition", () => {
    expect(breaksAgainstSense(["Close the books", "in a day"])).toBe(0);
    expect(breaksAgainstSense(["Fresh beans,", "on your schedule"])).toBe(0);
    expect(breaksAgainstSense(["Close", "the books in a day"])).toBe(1);
    expect(breaksAgainstSense(["Close the", "books in a day"])).toBe(2);
    expect(breaksAgainstSense(["Fresh beans, on", "your schedule"])).toBe(2);
    // "and" opens a phrase only after two words or more of the one before it.
    expect(breaksAgainstSense(["Notes of blueberry, jasmine", "and dark honey."])).toBe(0);
    expect(breaksAgainstSense(["Notes of blueberry,", "jasmine", "and dark honey."])).toBe(1);
  });

  it("breaks headlines and bodies where they read, at the same size or a little smaller", () => {
    // Before: "CLOSE / THE BOOKS IN A DAY" (the SaaS headline in five templates).
    expect(lines("Close the books in a day", 800, 200, { headline: true, uppercase: true })).toEqual(["CLOSE THE BOOKS", "IN A DAY"]);
    // Before: "The smoothest cold / brew I have / ever had" (the roaster's testimonial).
    expect(lines("The smoothest cold brew I have ever had", 700, 120, { headline: true })).toEqual(["The smoothest", "cold brew", "I have ever had"]);
    // Before: "Notes of blueberry, jasmine and dark / honey." (product-hero's sample body).
    expect(lines("Notes of blueberry, jasmine and dark honey.", 500, 40)).toEqual(["Notes of blueberry,", "jasmine and dark honey."]);
  });

  it("leaves other languages' breaks to the rag rules alone", () => {
    expect(lines("Close the books in a day", 800, 200, { headline: true, uppercase: true, language: "de" })).toEqual(["CLOSE", "THE BOOKS IN A DAY"]);
  });
});

describe("names", () => {
  it("a short run of capitalised words that opens the text is a name; a title-cased line is not", () => {
    // Before: none, and quiet-luxury's square set "Ethiopia / Guji".
    expect(namesIn("Ethiopia Guji", "Northside Roasters")).toEqual(["Ethiopia Guji"]);
    expect(namesIn("Ethiopia Guji, a single-origin coffee", "Northside Roasters")).toEqual(["Ethiopia Guji"]);
    expect(namesIn("The Winter Sale Is On", "Brewly")).toEqual([]);
    expect(namesIn("Sourdough baked before sunrise on Mill Street", "Crumb")).toEqual(["Mill Street"]);
    expect(namesIn("Close the books in a day", "Ledgerly")).toEqual([]);
    // The word that opens the sentence is not the name's: "Meet / Crumb & Co" may break, "The / Ethiopia Guji" too.
    expect(namesIn("Meet Crumb & Co", "Crumb & Co")).toEqual(["Crumb & Co"]);
    expect(namesIn("The Ethiopia Guji single origin", "Northside")).toEqual(["Ethiopia Guji"]);
  });
});
