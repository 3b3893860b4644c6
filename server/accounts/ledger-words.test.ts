import { describe, expect, it } from "vitest";
import { ledgerLine } from "./ledger-words";

describe("a token history line in words", () => {
  it("says what a charge paid for, without the batch id", () => {
    expect(ledgerLine({ reason: "charge", note: "ads batch 5d9c0b4e-1b1e-4c59-9d5e-3f0e6f3b2a10: 2 x 25 tokens (image)" })).toBe("2 still ads generated");
    expect(ledgerLine({ reason: "charge", note: "ads batch 5d9c0b4e-1b1e-4c59-9d5e-3f0e6f3b2a10: 1 x 163 tokens (video)" })).toBe("1 video ad generated");
    expect(ledgerLine({ reason: "charge", note: null })).toBe("Ads generated");
  });

  it("names refunds and grants, keeping an operator's reason but not their address", () => {
    expect(ledgerLine({ reason: "refund", note: "generation failed" })).toBe("Refund: generation failed");
    expect(ledgerLine({ reason: "signup_grant", note: "public signup" })).toBe("Welcome tokens");
    expect(ledgerLine({ reason: "grant", note: "operator" })).toBe("Tokens added");
    expect(ledgerLine({ reason: "grant", note: "operator ops@example.com: launch promo" })).toBe("Tokens added: launch promo");
  });
});
