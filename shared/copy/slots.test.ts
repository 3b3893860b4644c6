import { describe, expect, it } from "vitest";
import { slotKindOf } from "../../remotion/designs/definitions";
import { findStyle, STYLES } from "../styles";
import type { Style } from "../../server/styles/types";
import { ctaSlot, isSlotLabel, primarySlot, secondarySlot, slotForLabel, splitLabel } from "./slots";

const style = (id: string): Style => findStyle(id)!;
const namesOf = (s: Style) => ({ primary: primarySlot(s).name, secondary: secondarySlot(s)?.name, cta: ctaSlot(s)?.name });

describe("what a slot says", () => {
  it("is the kind its design declares, whatever the slot is called", () => {
    expect(slotKindOf(style("template:bold-statement"), { name: "cta" })).toBe("cta");
    expect(slotKindOf(style("template:testimonial-quote"), { name: "author" })).toBe("attribution");
    expect(slotKindOf(style("template:testimonial-quote"), { name: "quote" })).toBe("headline");
    expect(slotKindOf(style("template:product-hero"), { name: "kicker" })).toBe("eyebrow");
    expect(slotKindOf(style("template:event-ticket"), { name: "date" })).toBe("eyebrow");
    expect(slotKindOf(style("template:offer-badge"), { name: "fine_print" })).toBe("body");
  });

  it("tells a meme's old side from its new side", () => {
    expect(slotKindOf(style("meme:before-after"), { name: "before" })).toBe("old");
    expect(slotKindOf(style("meme:before-after"), { name: "after" })).toBe("new");
    expect(slotKindOf(style("meme:nobody-me"), { name: "nobody" })).toBe("old");
    expect(slotKindOf(style("meme:nobody-me"), { name: "me" })).toBe("new");
    expect(slotKindOf(style("meme:tier-list"), { name: "b_tier" })).toBe("old");
  });

  it("is never guessed: a slot no design declares is an error", () => {
    expect(() => slotKindOf(style("template:bold-statement"), { name: "theme" })).toThrow(/declares no slot theme/);
    expect(() => slotKindOf({ id: "template:nowhere" }, { name: "headline" })).toThrow(/no design folder defines/);
  });
});

describe("the slots that carry the message", () => {
  it("put the main message in the headline, the support in the body, and the CTA apart", () => {
    expect(namesOf(style("template:product-hero"))).toEqual({ primary: "headline", secondary: "body", cta: "cta" });
    expect(namesOf(style("template:offer-badge"))).toEqual({ primary: "headline", secondary: "fine_print", cta: "cta" });
    expect(namesOf(style("template:feature-list"))).toEqual({ primary: "headline", secondary: "feature_1", cta: "cta" });
  });

  it("have no supporting slot when the rest is only an attribution", () => {
    expect(namesOf(style("template:testimonial-quote"))).toEqual({ primary: "quote", secondary: undefined, cta: "cta" });
  });

  it("put a meme's message in a long caption, else on the product's (new) side with the old side in support", () => {
    expect(namesOf(style("meme:this-is-fine"))).toEqual({ primary: "caption", secondary: "chaos", cta: "cta" });
    expect(namesOf(style("meme:before-after"))).toEqual({ primary: "after", secondary: "before", cta: "cta" });
    expect(namesOf(style("meme:nobody-me"))).toEqual({ primary: "me", secondary: "nobody", cta: "cta" });
  });

  it("are never the CTA, in every style of the catalog", () => {
    for (const s of STYLES) {
      expect(slotKindOf(s, primarySlot(s)), s.id).not.toBe("cta");
      const secondary = secondarySlot(s);
      if (secondary) expect(slotKindOf(s, secondary), s.id).not.toBe("cta");
    }
  });
});

describe("slot labels in the customer's words", () => {
  it("splits `label: text` when the label is a slot name or an alias, full-width colon included", () => {
    expect(splitLabel("headline: Zero sugar")).toEqual(["headline", "Zero sugar"]);
    expect(splitLabel("  Call to action :  Order now ")).toEqual(["call_to_action", "Order now"]);
    expect(splitLabel("fine print：Terms apply")).toEqual(["fine_print", "Terms apply"]);
    expect(splitLabel("Primary-Text: Tastes like the cafe")).toEqual(["primary_text", "Tastes like the cafe"]);
  });

  it("leaves a line alone when its label is no slot, or there is no label", () => {
    expect(splitLabel("Note: free shipping")).toBeNull();
    expect(splitLabel("Zero sugar")).toBeNull();
    expect(splitLabel("Ratio 3:1")).toBeNull();
    expect(isSlotLabel("tier_4")).toBe(true);
    expect(isSlotLabel("footer")).toBe(false);
  });

  it("addresses the slot of that name, else the nearest role, else none", () => {
    const quote = style("template:testimonial-quote");
    expect(slotForLabel(quote, "quote")?.name).toBe("quote");
    expect(slotForLabel(quote, "headline")?.name).toBe("quote");
    expect(slotForLabel(quote, "signature")?.name).toBe("author");
    expect(slotForLabel(quote, "button")?.name).toBe("cta");
    expect(slotForLabel(quote, "body")).toBeUndefined();
    expect(slotForLabel(quote, "kicker")).toBeUndefined();
    expect(slotForLabel(style("template:event-ticket"), "badge")?.name).toBe("date");
    expect(slotForLabel(style("template:event-ticket"), "subtitle")?.name).toBe("details");
    expect(slotForLabel(quote, "footer")).toBeUndefined();
  });
});
