import { describe, expect, it } from "vitest";
import { findStyle } from "../../../shared/styles";
import { checkCopy, containsDirection, repeats, unsupportedClaims } from "./check";

const brief = "Brewly makes cold brew coffee concentrate from single origin beans, steeped for twenty hours. Ready in 2 minutes.";
const ctx = { brief, direction: "Target commuters who drink coffee on the train", language: "en" };

describe("the copy check", () => {
  it("finds the prompt or character direction in a value, but not words the brief itself says", () => {
    expect(containsDirection("For commuters who drink coffee on the train", ctx)).toBe(true);
    expect(containsDirection("Cold brew coffee concentrate", { ...ctx, direction: "cold brew coffee concentrate for busy people" })).toBe(false);
  });

  it("refuses numbers, prices, stars and reviews the brief does not contain", () => {
    expect(unsupportedClaims("Rated 4.9 ★ by 10,000 customers", brief)).toEqual(expect.arrayContaining(["4", "9", "10", "000", "★", "Rated"]));
    expect(unsupportedClaims("Ready in 2 minutes", brief)).toEqual([]);
    expect(unsupportedClaims("Save 20% today", brief)).toEqual(["20", "%"]);
  });

  it("checks a whole ad: labels, duplicates and budgets; the customer's own words only against the budget", () => {
    const style = findStyle("template:bold-statement")!;
    const problems = checkCopy(style, { headline: "Cold brew", body: "Cold brew!", cta: "x".repeat(31) }, { headline: "builtin", body: "builtin", cta: "customer" }, ctx);
    expect(problems.body).toContain("repeats another slot of the ad");
    expect(problems.cta).toEqual(["is 31 characters long; the slot holds 30"]);
    expect(checkCopy(style, { headline: "headline: Cold brew" }, { headline: "model" }, ctx).headline).toContain("starts with a slot label");
  });

  it("counts a shared phrase of three words as a repeat, not a shared word", () => {
    expect(repeats("FOR BUSY COMMUTERS", "Made for busy commuters")).toBe(true);
    expect(repeats("Cold-pressed in Crete", "Olive oil cold pressed in Crete, every autumn")).toBe(true);
    expect(repeats("Cold brew", "Cold brew!")).toBe(true);
    expect(repeats("Every tin is dated by harvest", "You always know how fresh it is")).toBe(false);
    expect(repeats("Cold brew at home", "Brew it cold")).toBe(false);
  });
});
