import { describe, expect, it } from "vitest";
import { breakTokens } from "./script";

const breaks = (text: string, lang: string) => breakTokens(text, lang).map((t) => t.lead + t.text);

/** Lines break between phrases, never inside a word (BudouX phrases where ICU's words agree). */
describe("line breaking without spaces", () => {
  it("Japanese breaks between phrases, keeping particles and okurigana with their word", () => {
    expect(breaks("少なくとも20時間かけて抽出します。", "ja")).toEqual(["少なくとも", "20時間かけて", "抽出します。"]);
    expect(breaks("ブルーリーは単一産地の豆から作るコールドブリューの濃縮液です。", "ja")).toEqual(["ブルーリーは", "単一産地の", "豆から", "作る", "コールドブリューの", "濃縮液です。"]);
  });

  it("Chinese never splits a word (咖啡, 新鲜) and keeps punctuation with what it ends", () => {
    const tokens = breaks("单一产地咖啡豆制成的冷萃浓缩液，每周新鲜装瓶。", "zh");
    expect(tokens.join("")).toBe("单一产地咖啡豆制成的冷萃浓缩液，每周新鲜装瓶。");
    for (const word of ["单一", "咖啡", "浓缩液，", "新鲜", "装瓶。"]) expect(tokens.some((t) => t.includes(word)), word).toBe(true);
  });

  it("Thai breaks between words; spaced scripts at spaces", () => {
    expect(breaks("กาแฟสกัดเย็นจากเมล็ดกาแฟ", "th")).toEqual(["กาแฟสกัด", "เย็น", "จาก", "เมล็ด", "กาแฟ"]);
    expect(breaks("Fresh beans, every week", "en")).toEqual(["Fresh", " beans,", " every", " week"]);
  });
});
