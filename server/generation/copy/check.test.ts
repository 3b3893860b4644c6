import { describe, expect, it } from "vitest";
import { budgetLength, countWords } from "@/server/language";
import { detectLanguage } from "@/server/language/detect";
import { checkCopy, containsDirection, unsupportedClaims } from "@/server/generation/copy/check";
import { customerCopy, tighten } from "@/server/generation/copy/customer";
import { materialOf } from "@/server/generation/copy/material";
import { findStyle } from "@/server/styles/catalog";

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
});

describe("the customer's words", () => {
  it("address slots by name or nearest role, never keeping the label", () => {
    const testimonial = findStyle("template:testimonial-quote")!;
    expect(customerCopy(testimonial, "headline: Zero sugar\nbody: Tastes like the cafe\nkicker: New", "Try it").slots).toEqual({ quote: "Zero sugar", cta: "Try it" });
    const ticket = findStyle("template:event-ticket")!;
    expect(customerCopy(ticket, "Zero sugar\nTastes like the cafe", null).slots).toEqual({ headline: "Zero sugar", details: "Tastes like the cafe" });
    // "Note:" is not a slot label: the line stays text.
    expect(customerCopy(ticket, "Note: free shipping", null).slots).toEqual({ headline: "Note: free shipping" });
  });

  it("are tightened at a clause boundary when they do not fit, never cut mid-phrase", () => {
    expect(tighten("Zero sugar, all the taste, none of the guilt of a syrupy latte", 30)).toBe("Zero sugar, all the taste");
    expect(tighten("Unbreakablewordthatneverends", 10)).toBeNull();
  });
});

describe("languages and words", () => {
  it("counts words per language and budgets full-width characters as two", () => {
    expect(countWords("Cold brew at home, ready in seconds.")).toBe(7);
    expect(countWords("ブルーリーは単一産地の豆から作るコールドブリューの濃縮液です。二十時間かけて抽出し、毎週新鮮に瓶詰めします。酸味が少なく")).toBeGreaterThanOrEqual(30);
    expect(countWords("บริวลีทำกาแฟสกัดเย็นเข้มข้นจากเมล็ดกาแฟแหล่งเดียว สกัดนานยี่สิบชั่วโมงและบรรจุขวดสดใหม่")).toBeGreaterThanOrEqual(30);
    expect(budgetLength("冷萃咖啡")).toBe(8);
    expect(budgetLength("Café 👍🏽")).toBe(6);
  });

  it("detects the languages adlab writes in from one sentence", () => {
    expect(detectLanguage("Brewly elabora concentrado de café frío con granos de origen único, reposado durante veinte horas.")).toBe("es");
    expect(detectLanguage("Brewly делает концентрат кофе холодного заваривания из зёрен одного происхождения.")).toBe("ru");
    expect(detectLanguage("ブルーリーは単一産地の豆から作るコールドブリューの濃縮液です。")).toBe("ja");
  });

  it("draws claims from a description, audience words first", () => {
    const { claims } = materialOf(brief, "en", ["people who love single origin beans"]);
    expect(claims[0]).toMatch(/single origin beans/);
    expect(claims).toContain("Ready in 2 minutes");
  });
});
