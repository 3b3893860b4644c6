import { describe, expect, it } from "vitest";
import { STYLES, findStyle } from "../../../shared/styles";
import { checkCopy } from "./check";
import { checkContextOf, writeCopy } from "./index";
import type { CopyBrief } from "./types";

const brief = (overrides: Partial<CopyBrief> = {}): CopyBrief => ({
  project: {
    name: "Brewly",
    tagline: "Cold brew, ready when you are",
    description: "Brewly makes cold brew coffee concentrate from single origin beans, steeped for twenty hours. Ready in 2 minutes. Save 15% on your first box.",
    visualDirection: "",
  },
  language: "en",
  audience: { name: "Busy commuters", description: "People who drink coffee on the train", rules: null },
  prompt: "Make it feel like a sunrise on a mountain lake",
  copy: null,
  copyMode: "generate",
  cta: null,
  characterDirection: null,
  variantIndex: 0,
  hypotheses: { preferred: [], avoided: [] },
  ...overrides,
});

describe("the built-in copywriter", () => {
  it("fills every slot of every style with copy that passes the copy check, never quoting the prompt", async () => {
    const b = brief();
    for (const style of STYLES) {
      const written = await writeCopy(style, b);
      expect(checkCopy(style, written.copy, written.sources, checkContextOf(b)), style.id).toEqual({});
      expect(Object.values(written.sources).every((s) => s === "builtin"), style.id).toBe(true);
      for (const value of Object.values(written.copy)) expect(value.toLowerCase()).not.toContain("mountain lake");
    }
  });

  it("writes different copy for the variants of a batch", async () => {
    const style = findStyle("template:bold-statement")!;
    const first = await writeCopy(style, brief({ variantIndex: 0 }));
    const second = await writeCopy(style, brief({ variantIndex: 1 }));
    expect(first.copy).not.toEqual(second.copy);
  });

  it("a short brief whose claims run past a headline never leads with the brand's name (issues 27, 41)", async () => {
    // Its sentences run past a headline's budget, and every ad once opened on the same line.
    const short = { name: "Velo Works", tagline: null, description: "Velo Works builds city bicycles with belt drives and hub gears that need almost no maintenance. Test rides every Saturday in our Leeds workshop.", visualDirection: "" };
    const style = findStyle("template:bold-statement")!;
    const heads = await Promise.all([0, 1, 2].map(async (sequence) => (await writeCopy(style, brief({ project: short, sequence }))).copy.headline));
    // Issue 41: never with the brand's name, which the logo says; the launch sentence, too long for a headline,
    // leads with its start (cut before a qualifier); the two sentences give two leads, which the ads take in turn.
    for (const head of heads) expect(head).not.toMatch(/Velo Works/);
    expect(heads).toEqual(["City bicycles with belt drives", "Test rides every Saturday", "City bicycles with belt drives"]);
  });

  it("keeps the customer's CTA and words, and writes only the open slots", async () => {
    const style = findStyle("template:bold-statement")!;
    const written = await writeCopy(style, brief({ copy: "headline: Twenty hours of patience", cta: "Get a box" }));
    expect(written.copy.headline).toBe("Twenty hours of patience");
    expect(written.copy.cta).toBe("Get a box");
    expect(written.sources).toMatchObject({ headline: "customer", cta: "customer" });
  });

});
