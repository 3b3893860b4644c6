import { describe, expect, it } from "vitest";
import { detectLanguage, languageOf } from "./detect";

describe("language detection", () => {
  it("detects the languages adlab writes in from one sentence", () => {
    expect(detectLanguage("Brewly elabora concentrado de café frío con granos de origen único, reposado durante veinte horas.")).toBe("es");
    expect(detectLanguage("Brewly делает концентрат кофе холодного заваривания из зёрен одного происхождения.")).toBe("ru");
    expect(detectLanguage("ブルーリーは単一産地の豆から作るコールドブリューの濃縮液です。")).toBe("ja");
  });

  it("answers nothing for an empty text", () => {
    expect(detectLanguage("   ")).toBeNull();
  });

  it("writes in the project's own language first, else the detected one, else English", () => {
    const spanish = "Brewly elabora concentrado de café frío con granos de origen único, reposado durante veinte horas.";
    expect(languageOf({ language: "fr-CA", description: spanish })).toBe("fr-CA");
    expect(languageOf({ language: null, description: spanish })).toBe("es");
    expect(languageOf({ language: null, description: "" })).toBe("en");
  });
});
