import { describe, expect, it } from "vitest";
import { idempotencyKeyOf, requestHash, stableJson } from "./idempotency";

describe("idempotency keys", () => {
  it("are the trimmed header, or none when the request sent none", () => {
    expect(idempotencyKeyOf("  order-42 ")).toBe("order-42");
    expect(idempotencyKeyOf("k".repeat(255))).toBe("k".repeat(255));
    expect(idempotencyKeyOf(null)).toBeNull();
    expect(idempotencyKeyOf(undefined)).toBeNull();
  });

  it("are refused with 422 when empty or longer than 255 characters", () => {
    for (const header of ["", "   ", "k".repeat(256)]) {
      expect(() => idempotencyKeyOf(header), JSON.stringify(header)).toThrow("Idempotency-Key: must be 1 to 255 characters");
    }
  });
});

describe("the request a key remembers", () => {
  it("serializes the same meaning the same way: keys sorted, undefined members left out", () => {
    expect(stableJson({ b: 1, a: { d: [2, { z: 1, y: undefined }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"z":1}]},"b":1}');
    expect(stableJson("x")).toBe('"x"');
  });

  it("hashes two spellings of one request alike and different requests apart", () => {
    expect(requestHash({ output: "image", placements: ["square"], copy: undefined })).toBe(requestHash({ placements: ["square"], output: "image" }));
    expect(requestHash({ placements: ["square", "landscape"] })).not.toBe(requestHash({ placements: ["landscape", "square"] }));
    expect(requestHash({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});
