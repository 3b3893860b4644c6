import { afterEach, describe, expect, it, vi } from "vitest";
import { budgetLength, canonicalLanguageTag, copyLanguageOf, countCharacters, countWords, primaryLanguage, wordsOf, writtenWithoutSpaces } from "./language";

// The largest text a caller may send (a project's description: 20,000 characters), in words and in an unspaced script.
const LARGEST = "Our roastery sends fresh single-origin beans every week to people who care about taste, ".repeat(230).slice(0, 20_000);
const LARGEST_JA = "ブルーリーは単一産地の豆から作るコールドブリューの濃縮液です。".repeat(700).slice(0, 20_000);
const whole = (text: string, granularity: "word" | "grapheme") => [...new Intl.Segmenter("en", { granularity }).segment(text)];

describe("languages and words", () => {
  it("counts words per language and budgets full-width characters as two", () => {
    expect(countWords("Cold brew at home, ready in seconds.")).toBe(7);
    expect(countWords("ブルーリーは単一産地の豆から作るコールドブリューの濃縮液です。二十時間かけて抽出し、毎週新鮮に瓶詰めします。酸味が少なく")).toBeGreaterThanOrEqual(30);
    expect(countWords("บริวลีทำกาแฟสกัดเย็นเข้มข้นจากเมล็ดกาแฟแหล่งเดียว สกัดนานยี่สิบชั่วโมงและบรรจุขวดสดใหม่")).toBeGreaterThanOrEqual(30);
    expect(budgetLength("冷萃咖啡")).toBe(8);
    expect(budgetLength("Café 👍🏽")).toBe(6);
  });

  it("counts an unspaced text as at least one word per two characters, rounding up", () => {
    // Seven characters of Japanese: ICU finds fewer words, the floor is ceil(7 / 2).
    expect(countWords("コーヒー豆です")).toBe(4);
    expect(countWords("")).toBe(0);
    expect(countWords("   ")).toBe(0);
  });

  it("tells scripts written without spaces by the majority of letters", () => {
    expect(writtenWithoutSpaces("冷萃咖啡")).toBe(true);
    expect(writtenWithoutSpaces("Brewly 冷萃")).toBe(false);
    // Exactly half is not a majority.
    expect(writtenWithoutSpaces("Brew 冷萃咖啡")).toBe(false);
    expect(writtenWithoutSpaces("Brew 冷萃咖啡豆")).toBe(true);
    expect(writtenWithoutSpaces("")).toBe(false);
  });

  it("counts a flag, an accented letter and a skin-toned emoji as one character each", () => {
    expect(countCharacters("🇯🇵é👍🏽")).toBe(3);
    expect(budgetLength("한국어")).toBe(6);
    expect(budgetLength("！")).toBe(2);
  });

  it("canonicalises BCP 47 tags and refuses what is not one", () => {
    expect(canonicalLanguageTag(" pt-br ")).toBe("pt-BR");
    expect(canonicalLanguageTag("ZH-hant-tw")).toBe("zh-Hant-TW");
    expect(canonicalLanguageTag("not a tag")).toBeNull();
    expect(canonicalLanguageTag("")).toBeNull();
  });

  it("writes copy in the primary language when adlab has its phrases, else in English", () => {
    expect(primaryLanguage("zh-Hant-TW")).toBe("zh");
    expect(copyLanguageOf("pt-BR")).toBe("pt");
    expect(copyLanguageOf("JA")).toBe("ja");
    expect(copyLanguageOf("sw-KE")).toBe("en");
  });

  describe("cost", () => {
    afterEach(() => vi.restoreAllMocks());

    it("segments in windows: never more than 1,024 characters at once, each character about once", () => {
      const handed: number[] = [];
      const segment = Intl.Segmenter.prototype.segment;
      vi.spyOn(Intl.Segmenter.prototype, "segment").mockImplementation(function (this: Intl.Segmenter, text: string) {
        handed.push(text.length);
        return segment.call(this, text);
      });
      countWords(LARGEST);
      budgetLength(LARGEST_JA);
      expect(Math.max(...handed)).toBeLessThanOrEqual(1024);
      // A window starts again at the segment its predecessor may have cut: a word or a character, not a window.
      expect(handed.reduce((a, b) => a + b, 0)).toBeLessThan(LARGEST.length * 2 * 1.1);
    });

    it("counts the same words and characters as segmenting the text whole", () => {
      const text = LARGEST.slice(0, 3000) + LARGEST_JA.slice(0, 1500) + "🇯🇵👍🏽é".repeat(300);
      expect(wordsOf(text)).toEqual(whole(text, "word").filter((s) => s.isWordLike).map((s) => s.segment));
      expect(countCharacters(text)).toBe(whole(text, "grapheme").length);
    });

    it("costs the largest valid input a few megabytes of heap, not hundreds", () => {
      const before = process.memoryUsage().heapUsed;
      const counts = [countWords(LARGEST), countWords(LARGEST_JA, "ja"), budgetLength(LARGEST), countCharacters(LARGEST_JA)];
      const grown = process.memoryUsage().heapUsed - before;
      expect(counts[0]).toBeGreaterThan(3000);
      // Segmented whole, 20,000 characters of words grew the heap by 143 MB and kept 380 MB of RSS (issue 39).
      expect(grown).toBeLessThan(30 * 1024 * 1024);
    });
  });
});
