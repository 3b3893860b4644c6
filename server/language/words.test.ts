import { describe, expect, it } from "vitest";
import { contentWords, sharedWords } from "./words";

describe("the content words of a hypothesis", () => {
  it("keep words of 3+ letters or digits, lower-cased, without stop words", () => {
    expect([...contentWords("The UGC ads with a price of 20% beat studio shots for our shop")]).toEqual(["ugc", "price", "beat", "studio", "shot", "shop"]);
  });

  it("fold a plural s on words longer than 4 letters, but not a double s or a short word", () => {
    expect([...contentWords("Prices glass dress bus news")]).toEqual(["price", "glass", "dress", "bus", "news"]);
    expect([...contentWords("Testimonials beat testimonial")]).toEqual(["testimonial", "beat"]);
  });

  it("split on anything that is not a letter or digit, in every script", () => {
    expect([...contentWords("café-crème, 冷萃咖啡/größe")]).toEqual(["café", "crème", "冷萃咖啡", "größe"]);
    expect(contentWords("").size).toBe(0);
  });

  it("share words in sorted order, whichever set is smaller", () => {
    const a = contentWords("Short videos with captions win on mobile");
    const b = contentWords("Captions help videos on mobile feeds");
    expect(sharedWords(a, b)).toEqual(["caption", "mobile", "video"]);
    expect(sharedWords(b, a)).toEqual(["caption", "mobile", "video"]);
    expect(sharedWords(a, new Set())).toEqual([]);
  });
});

describe("what relates two hypotheses (issue 29)", () => {
  it("leaves out the vocabulary of ad testing and stems -ing, -ed and -ies", () => {
    expect([...contentWords("The humour angle works better than the price angle")]).toEqual(["humour", "price"]);
    expect(sharedWords(contentWords("A cold angle for hikers"), contentWords("A discount angle for parents"))).toEqual([]);
    expect(sharedWords(contentWords("Price anchoring beats discounts"), contentWords("Anchored prices"))).toEqual(["anchor", "price"]);
    expect([...contentWords("Stories of recovery")]).toEqual(["story", "recovery"]);
  });
});
