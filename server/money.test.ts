import { describe, expect, it } from "vitest";
import { conversionsNumber, dec, money, moneyRatio, ratio } from "./money";

describe("money", () => {
  it("rounds half up to 4 decimals and keeps at least 2", () => {
    expect(money(dec("0.3"))).toBe("0.30");
    expect(money(dec("1.23456"))).toBe("1.2346");
    expect(money(dec("1.23445"))).toBe("1.2345");
    expect(money(dec("1.2300"))).toBe("1.23");
    expect(money(dec("1.2310"))).toBe("1.231");
    expect(money(dec(0))).toBe("0.00");
    expect(money(dec("-2.5"))).toBe("-2.50");
  });

  it("never passes through a JavaScript number: 0.1 + 0.2 is 0.30", () => {
    expect(money(dec("0.1").plus(dec("0.2")))).toBe("0.30");
    expect(money(dec("12345678901234.5678"))).toBe("12345678901234.5678");
  });

  it("treats missing values as zero and reads bigints", () => {
    expect(dec(null).isZero()).toBe(true);
    expect(dec(undefined).isZero()).toBe(true);
    expect(dec(10n ** 20n).toFixed()).toBe("100000000000000000000");
  });

  it("answers null for a ratio over zero, else the rounded ratio", () => {
    expect(moneyRatio(dec("10"), 0)).toBeNull();
    expect(moneyRatio(dec("10"), 3)).toBe("3.3333");
    // Cost per mille: spend x 1000 / impressions.
    expect(moneyRatio(dec("2.5"), 1000, 1000)).toBe("2.50");
    expect(ratio(1, 0, 4)).toBeNull();
    expect(ratio(1, 3, 4)).toBe("0.3333");
    expect(ratio(dec("2"), dec("3"), 2)).toBe("0.67");
  });

  it("hands conversions to JSON as numbers with at most 4 decimals", () => {
    expect(conversionsNumber(dec("2.50000"))).toBe(2.5);
    expect(conversionsNumber(dec("0.123456"))).toBe(0.1235);
  });
});
