import { describe, expect, it } from "vitest";
import { findStyle } from "../../styles/catalog";
import type { Style } from "../../styles/types";
import { ctaSlot, isSlotLabel, primarySlot, secondarySlot, slotForLabel, slotKind, splitLabel } from "./slots";

const style = (id: string): Style => findStyle(id)!;
const slot = (name: string, role: string, budget = 40) => ({ name, role, budget, max_lines: 2, max_words: 8 });
const namesOf = (s: Style) => ({ primary: primarySlot(s).name, secondary: secondarySlot(s)?.name, cta: ctaSlot(s)?.name });

describe("what a slot says", () => {
  it("reads the kind from the slot's role and name", () => {
    expect(slotKind(slot("cta", "cta"))).toBe("cta");
    expect(slotKind(slot("button", "call to action"))).toBe("cta");
    expect(slotKind(slot("author", "attribution"))).toBe("attribution");
    expect(slotKind(slot("kicker", "eyebrow"))).toBe("eyebrow");
    expect(slotKind(slot("date", "date"))).toBe("eyebrow");
    expect(slotKind(slot("quote", "quote"))).toBe("headline");
    expect(slotKind(slot("fine_print", "disclaimer"))).toBe("body");
  });

  it("tells a meme's old side from its new side", () => {
    expect(slotKind(slot("before", "before state"))).toBe("old");
    expect(slotKind(slot("after", "after state"))).toBe("new");
    expect(slotKind(slot("nobody", "setup"))).toBe("old");
    expect(slotKind(slot("me", "punchline"))).toBe("new");
    // "meh" and "me" are words, not parts of other words.
    expect(slotKind(slot("b_tier", "meh"))).toBe("old");
    expect(slotKind(slot("theme", "mention"))).toBe("body");
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

  it("fall back to the first slot that is not a CTA, and to the first slot of all", () => {
    const shortCaptions = { ...style("template:bold-statement"), editable_slots: [slot("cta", "cta"), slot("label", "label", 20), slot("item", "item", 20)] };
    expect(primarySlot(shortCaptions).name).toBe("label");
    const onlyCta = { ...shortCaptions, editable_slots: [slot("cta", "cta")] };
    expect(primarySlot(onlyCta).name).toBe("cta");
    expect(secondarySlot(onlyCta)).toBeUndefined();
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
