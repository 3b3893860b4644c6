import { describe, expect, it } from "vitest";
import { findStyle } from "../../shared/styles";
import { definitionOf } from "../../remotion/designs/definitions";
import type { CopyBrief } from "./copy";
import { dateOf, offerOf, playfulTone } from "./copy/facts";
import { fillRefusal, pickStyle, selectableStyles, selectionRefusal } from "./style-choice";

const description = "Northside makes cold brew coffee concentrate from single origin beans, steeped for twenty hours. It is smooth, low in acid and ready in seconds.";
const brief = (over: Partial<CopyBrief> & { text?: string } = {}): CopyBrief => ({
  project: { name: "Northside", tagline: null, description: over.text ?? description, visualDirection: "" },
  language: "en",
  audience: null,
  prompt: null,
  copy: null,
  copyMode: "generate",
  cta: null,
  characterDirection: null,
  variantIndex: 0,
  hypotheses: { preferred: [], avoided: [] },
  ...over,
});
const ids = (styles: { id: string }[]) => styles.map((s) => s.id);

describe("what a brief gives the styles that need it", () => {
  it("reads an offer and a date from labelled copy or the brief's own words, never invents one", () => {
    expect(offerOf(brief({ copy: "offer: 2 for 1" }))).toBe("2 for 1");
    expect(offerOf(brief({ text: `${description} Get 20% off your first box.` }))).toBe("20% off");
    expect(offerOf(brief())).toBeNull();
    expect(dateOf(brief({ text: `${description} Tastings start on 12 March.` }))).toBe("12 March");
    expect(dateOf(brief({ text: `${description} Open every Monday.` }))).toBeNull();
  });

  it("reads a playful tone from words only", () => {
    expect(playfulTone(brief())).toBe(false);
    expect(playfulTone(brief({ prompt: "make it funny" }))).toBe(true);
    expect(playfulTone(brief({ text: "A cosy strategy game for phones with short sessions." }))).toBe(true);
  });
});

describe("automatic selection", () => {
  it("never a style the brief cannot fill: each one says what it needs", () => {
    expect(fillRefusal(findStyle("template:offer-badge")!, brief())).toMatch(/needs an offer.*offer: /);
    expect(fillRefusal(findStyle("template:event-ticket")!, brief())).toMatch(/needs an event date/);
    expect(fillRefusal(findStyle("template:testimonial-quote")!, brief())).toMatch(/needs a customer's quote/);
    expect(fillRefusal(findStyle("template:offer-badge")!, brief({ copy: "offer: 20% off" }))).toBeNull();
    const chosen = ids(selectableStyles({ scope: "any", output: "image" }, brief()));
    expect(chosen).not.toContain("template:offer-badge");
    expect(chosen.every((id) => id.startsWith("template:"))).toBe(true);
  });

  it("memes only when asked for or playful; an offer in the brief puts the badge first", () => {
    expect(ids(selectableStyles({ scope: "any", output: "image" }, brief({ prompt: "playful" }))).some((id) => id.startsWith("meme:"))).toBe(true);
    expect(ids(selectableStyles({ scope: "memes", output: "image" }, brief())).every((id) => id.startsWith("meme:"))).toBe(true);
    expect(selectableStyles({ scope: "any", output: "image" }, brief({ text: `${description} Get 20% off your first box.` }))[0].id).toBe("template:offer-badge");
  });

  it("says why no style can be chosen, naming the cause", () => {
    expect(selectionRefusal({ scope: "memes", output: "video" }, brief())).toBe("memes are still-only");
    expect(selectionRefusal({ scope: "any", output: "image" }, brief())).toBeNull();
    expect(selectionRefusal({ scope: "any", output: "image" }, brief({ copyMode: "exact", copy: "Cold brew" }), () => false)).toMatch(/holds this exact copy whole/);
  });

  it("varies from the project's earlier ads: least used first, best fit among equals", () => {
    const ranked = selectableStyles({ scope: "templates", output: "image" }, brief());
    expect(pickStyle(ranked, [], 0)).toBe(ranked[0]);
    expect(pickStyle(ranked, [ranked[0].id], 0)).toBe(ranked[1]);
    expect(pickStyle(ranked, [ranked[0].id, ranked[1].id], 0)).toBe(ranked[2]);
    expect(pickStyle(ranked, [ranked[0].id], 1)).toBe(ranked[2]);
  });
});

describe("a project with a product photo", () => {
  it("gets a design that shows the product, stills and video alike (bold-statement stands it on its disc)", () => {
    for (const output of ["image", "video"] as const) {
      const launch = brief({ text: "Northside launch a campaign and a movement for slow coffee, with a game to play at every launch party." });
      const withPhoto = selectableStyles({ scope: "templates", output, productPhoto: true }, launch);
      expect(withPhoto.length, output).toBeGreaterThan(0);
      expect(withPhoto.filter((s) => !definitionOf(s.id).showsProduct).map((s) => s.id), output).toEqual([]);
      expect(ids(withPhoto)[0], output).toBe("template:bold-statement");
    }
  });
});
