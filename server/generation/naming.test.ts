import { describe, expect, it } from "vitest";
import { findStyle } from "../../shared/styles";
import { adNameFrom, firstFreeName, isNameFromCopy, isProvisionalAdName, provisionalAdName } from "./naming";

const bold = findStyle("template:bold-statement")!;

describe("ad names people can use", () => {
  it("names an ad by its headline, not its design, cut at a word past 60 characters", () => {
    expect(adNameFrom(bold, { headline: "Cafe cold brew\nat home", body: "Twenty hours", cta: "Shop now" })).toBe("Cafe cold brew at home");
    const long = "Smooth low acid cold brew concentrate steeped twenty hours and bottled fresh every single week";
    expect(adNameFrom(bold, { headline: long })).toBe("Smooth low acid cold brew concentrate steeped twenty hours…");
    // No headline slot written: the first written slot that is not a kicker or CTA; nothing at all: no name (the provisional one stays).
    expect(adNameFrom({ editable_slots: [{ name: "cta", role: "cta", budget: 1, max_lines: 1, max_words: 1 }, { name: "top", role: "body", budget: 1, max_lines: 1, max_words: 1 }] }, { cta: "Buy", top: "Instant coffee" })).toBe("Instant coffee");
    expect(adNameFrom(bold, {})).toBe("");
  });

  it("tells a name given from the words from one the customer chose", () => {
    const copy = { headline: "Cafe cold brew at home" };
    for (const name of ["Cafe cold brew at home", "Cafe cold brew at home (2)", "Cafe cold brew at home (edited)", "Bold Statement: Cafe cold brew at home"]) {
      expect(isNameFromCopy(name, bold, copy), name).toBe(true);
    }
    expect(isNameFromCopy("Summer launch", bold, copy)).toBe(false);
    expect(isNameFromCopy("Cafe cold brew at home for summer", bold, copy)).toBe(false);
  });

  it("keeps names unique in the project with (2), (3)…", () => {
    expect(firstFreeName("A: b", new Set())).toBe("A: b");
    expect(firstFreeName("A: b", new Set(["A: b", "A: b (2)"]))).toBe("A: b (3)");
  });

  it("renames only the provisional name, never one the customer chose", () => {
    expect(provisionalAdName("Brewly (Cold) Brew", "image", 3, 1)).toBe("Brewly (Cold) Brew still ad #2");
    expect(isProvisionalAdName("Brewly (Cold) Brew still ad #2", "Brewly (Cold) Brew")).toBe(true);
    expect(isProvisionalAdName(provisionalAdName("Brewly", "video", 1, 0), "Brewly")).toBe(true);
    expect(isProvisionalAdName("Summer launch", "Brewly")).toBe(false);
    expect(isProvisionalAdName("Brewly still ad (edited)", "Brewly")).toBe(false);
  });
});
