import { describe, expect, it } from "vitest";
import { formatPrice } from "./price";

describe("formatPrice", () => {
  it("prints the price for the project's language and the item's currency", () => {
    expect(formatPrice("4.90", "EUR", "de")).toBe("4,90\u00a0€");
    expect(formatPrice("4.9", "EUR", "en")).toBe("€4.90");
    expect(formatPrice("1200", "JPY", "ja")).toBe("￥1,200");
    expect(formatPrice("12", "USD", "en-US")).toBe("$12.00");
    // The feed's extra decimals are kept; a narrow no-break space (French) becomes a no-break space.
    expect(formatPrice("0.125", "USD", "en")).toBe("$0.125");
    expect(formatPrice("1234.5", "EUR", "fr")).toBe("1\u00a0234,50\u00a0€");
  });
});
