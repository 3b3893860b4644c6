import { describe, expect, it } from "vitest";
import { STYLES, findStyle } from "../styles";
import { preferredForCopy, selectableForCopy, suppliesQuote } from "./selection";

const style = (id: string) => findStyle(id)!;
const templates = STYLES.filter((s) => s.category === "template");
const idsOf = (styles: typeof STYLES) => styles.map((s) => s.id);

describe("styles automatic selection may choose for the copy", () => {
  it("takes the testimonial only when the customer wrote the quote", () => {
    const testimonial = style("template:testimonial-quote");
    expect(suppliesQuote("headline: Zero sugar\nQuote: Best cold brew I have had")).toBe(true);
    expect(suppliesQuote("Best cold brew I have had")).toBe(false);
    expect(suppliesQuote(null)).toBe(false);
    expect(selectableForCopy(testimonial, { copy: "quote: Best cold brew I have had", copyMode: "generate", cta: null })).toBe(true);
    expect(selectableForCopy(testimonial, { copy: null, copyMode: "generate", cta: null })).toBe(false);
  });

  it("with exact copy, takes only styles whose slots hold it whole", () => {
    const bold = style("template:bold-statement");
    const long = "x".repeat(41);
    expect(selectableForCopy(bold, { copy: `headline: ${long}`, copyMode: "generate", cta: null })).toBe(true);
    expect(selectableForCopy(bold, { copy: `headline: ${long}`, copyMode: "exact", cta: null })).toBe(false);
    expect(selectableForCopy(bold, { copy: `headline: ${"x".repeat(40)}`, copyMode: "exact", cta: null })).toBe(true);
    // A labelled line the style has no slot for cannot be placed exactly.
    expect(selectableForCopy(bold, { copy: "headline: Cold brew\noffer: 20% off", copyMode: "exact", cta: null })).toBe(false);
  });

  it("prefers the styles with a slot of every label the copy uses, else keeps them all", () => {
    expect(idsOf(preferredForCopy(templates, "offer: 20% off\nheadline: Cold brew"))).toEqual(["template:offer-badge"]);
    expect(idsOf(preferredForCopy(templates, "kicker: New\nheadline: Cold brew"))).toEqual(["template:product-hero", "template:editorial-serif"]);
    expect(preferredForCopy(templates, "Cold brew at home")).toEqual(templates);
    expect(preferredForCopy(templates, "offer: 20% off\nquote: Loved it")).toEqual(templates);
    expect(preferredForCopy(templates, null)).toEqual(templates);
  });
});
