import { describe, expect, it } from "vitest";
import { findStyle } from "../styles";
import { customerCopy, tighten } from "./customer";

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
    // Never on an article or a preposition: "Olive oil for the" is no line.
    expect(tighten("Olive oil for the, well, rest of us who cook every night", 20)).toBeNull();
  });
});
