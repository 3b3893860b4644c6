import { describe, expect, it } from "vitest";
import { headWords } from "./kinetic";
import { parseLayer } from "./motion";

describe("kinetic headline words", () => {
  it("cuts lines at their spaces (each word keeps its space) and emphasises the longest word", () => {
    const h = headWords(["Coffee that", "tastes like Sunday morning"], false);
    expect(h.words).toEqual([["Coffee ", "that"], ["tastes ", "like ", "Sunday ", "morning"]]);
    expect(h.words.map((w) => w.join(""))).toEqual(["Coffee that", "tastes like Sunday morning"]);
    expect(h.key).toEqual({ line: 1, word: 3 });
  });

  it("keeps shaped, right-to-left and unspaced lines whole, with no key word when nothing splits", () => {
    expect(headWords(["قهوة الصباح"], true)).toEqual({ words: [["قهوة الصباح"]], key: null });
    expect(headWords(["日曜日の朝の味"], false)).toEqual({ words: [["日曜日の朝の味"]], key: null });
  });

  it("word layers carry their line, word and emphasis in the id", () => {
    expect(parseLayer("el-1~l0w2.key")).toMatchObject({ kind: "el", index: 1, role: "head", line: 0, word: 2, key: true });
    expect(parseLayer("el-1~l1.head")).toMatchObject({ role: "head", line: 1, word: -1, key: false });
    expect(parseLayer("end-2.cta")).toMatchObject({ kind: "end", index: 2, role: "cta" });
  });
});
