import { describe, expect, it } from "vitest";
import { budgetLength, canonicalLanguageTag, copyLanguageOf, countCharacters, countWords, primaryLanguage, writtenWithoutSpaces } from "./language";

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
});
