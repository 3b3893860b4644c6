import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug } from "./slug";

describe("slugs", () => {
  it("are lower-case ASCII words joined by single hyphens, accents dropped", () => {
    expect(slugify("My New Product!")).toBe("my-new-product");
    expect(slugify("  Crème brûlée -- à la carte  ")).toBe("creme-brulee-a-la-carte");
    expect(slugify("Ｆｕｌｌ　ｗｉｄｔｈ")).toBe("full-width");
  });

  it("are never empty: a name without Latin letters or digits becomes \"item\"", () => {
    expect(slugify("冷萃咖啡")).toBe("item");
    expect(slugify("!!!")).toBe("item");
    expect(slugify("")).toBe("item");
  });

  it("hold at most 60 characters and never end on a hyphen after the cut", () => {
    expect(slugify("a".repeat(70))).toBe("a".repeat(60));
    // The 60th character is the hyphen between the words.
    expect(slugify(`${"a".repeat(59)} bcd`)).toBe("a".repeat(59));
  });

  it("take the first free of name, name-2 … name-5, then a random suffix", async () => {
    const takenOf = (taken: string[]) => async (slug: string) => taken.includes(slug);
    expect(await uniqueSlug("Cold Brew", takenOf([]))).toBe("cold-brew");
    expect(await uniqueSlug("Cold Brew", takenOf(["cold-brew", "cold-brew-2"]))).toBe("cold-brew-3");
    const all = ["cold-brew", "cold-brew-2", "cold-brew-3", "cold-brew-4", "cold-brew-5"];
    expect(await uniqueSlug("Cold Brew", takenOf(all))).toMatch(/^cold-brew-[0-9a-f]{6}$/);
  });
});
