import { describe, expect, it } from "vitest";
import { findStyle } from "../styles/catalog";
import { adNameFrom, firstFreeName, isProvisionalAdName, provisionalAdName } from "./naming";

const bold = findStyle("template:bold-statement")!;

describe("ad names people can use", () => {
  it("names an ad from its style and headline, cut at a word past 60 characters", () => {
    expect(adNameFrom(bold, { headline: "Cafe cold brew\nat home", body: "Twenty hours", cta: "Shop now" })).toBe("Bold Statement: Cafe cold brew at home");
    const long = "Smooth low acid cold brew concentrate steeped twenty hours and bottled fresh every single week";
    expect(adNameFrom(bold, { headline: long })).toBe("Bold Statement: Smooth low acid cold brew concentrate steeped twenty hours…");
    // No headline slot written: the first written slot that is not a kicker or CTA; nothing at all: the style.
    expect(adNameFrom({ name: "Drake", editable_slots: [{ name: "cta", role: "cta", budget: 1, max_lines: 1, max_words: 1 }, { name: "top", role: "body", budget: 1, max_lines: 1, max_words: 1 }] }, { cta: "Buy", top: "Instant coffee" })).toBe("Drake: Instant coffee");
    expect(adNameFrom(bold, {})).toBe("Bold Statement");
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
