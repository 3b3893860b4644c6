import { describe, expect, it } from "vitest";
import { materialOf, tidy } from "./material";

const brief = "Brewly makes cold brew coffee concentrate from single origin beans, steeped for twenty hours. Ready in 2 minutes.";

describe("the material of the copy", () => {
  it("draws claims from a description, audience words first", () => {
    const { claims } = materialOf(brief, "en", ["people who love single origin beans"]);
    expect(claims[0]).toMatch(/single origin beans/);
    expect(claims).toContain("Ready in 2 minutes");
  });

  it("keeps claims of 3 to 12 words: a longer sentence gives its clauses, without a leading joiner, each once", () => {
    expect(materialOf(brief, "en", []).claims).toEqual(["Ready in 2 minutes", "Brewly makes cold brew coffee concentrate from single origin beans", "Steeped for twenty hours"]);
    expect(materialOf("We roast beans. And we ship them, and it is fast — it's cheap. Hi. We roast beans!", "en", []).claims).toEqual([
      "We roast beans",
      "And we ship them, and it is fast — it's cheap",
      "We ship them",
      "It is fast",
    ]);
  });

  it("tidies a sentence's closing punctuation in every script, keeping the inner one", () => {
    expect(tidy("  Ready in 2 minutes.  ")).toBe("Ready in 2 minutes");
    expect(tidy("毎週新鮮に瓶詰めします。")).toBe("毎週新鮮に瓶詰めします");
    expect(tidy("Zero sugar, all the taste!")).toBe("Zero sugar, all the taste");
    expect(tidy("...")).toBe("");
  });

  it("never cuts a list: in English a comma divides clauses only before a clause opener", () => {
    const olive = "Home cooks who want real flavour get a peppery, grassy finish that lifts salads, bread and roasted vegetables. It is smooth, low in acid and ready in seconds. We are a calm, unhurried practice.";
    const { claims } = materialOf(olive, "en", []);
    expect(claims).not.toContain("Home cooks who want real flavour get a peppery");
    expect(claims).not.toContain("Bread and roasted vegetables");
    expect(claims).not.toContain("We are a calm");
    expect(claims).toContain("Low in acid and ready in seconds");
  });
});
