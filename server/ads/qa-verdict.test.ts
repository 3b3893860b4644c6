import { describe, expect, it } from "vitest";
import { adQaScore, qaVerdict } from "./qa-verdict";

const clean = { min_text_contrast: 7.5, text_fits: true, missing_glyphs: [], safe_zone_clear: true, logo_min_px: null };

describe("the QA verdict of a file", () => {
  it("scores 100 with headroom on every check, and keeps the raw report", () => {
    expect(qaVerdict(clean)).toEqual({ ...clean, passed: true, score: 100 });
    expect(qaVerdict({ ...clean, min_text_contrast: null }).score).toBe(100);
  });

  it("grows with the contrast headroom from the 3:1 floor to 7:1, and with the logo's size", () => {
    expect(qaVerdict({ ...clean, min_text_contrast: 3 })).toMatchObject({ passed: true, score: 60 });
    expect(qaVerdict({ ...clean, min_text_contrast: 5 })).toMatchObject({ passed: true, score: 80 });
    expect(qaVerdict({ ...clean, logo_min_px: 56 }).score).toBe(100);
    expect(qaVerdict({ ...clean, logo_min_px: 40 }).score).toBe(93);
    expect(qaVerdict({ ...clean, logo_min_px: 20 }).score).toBe(85);
  });

  it("fails under the floor, and the failure costs its share", () => {
    expect(qaVerdict({ ...clean, min_text_contrast: 2.4 })).toMatchObject({ passed: false, score: 60 });
    expect(qaVerdict({ ...clean, text_fits: false })).toMatchObject({ passed: false, score: 75 });
    expect(qaVerdict({ ...clean, missing_glyphs: ["☃"] })).toMatchObject({ passed: false, score: 75 });
    expect(qaVerdict({ ...clean, safe_zone_clear: false })).toMatchObject({ passed: false, score: 80 });
  });
});

describe("an ad's score", () => {
  it("is its worst file's, and null until every file is checked", () => {
    expect(adQaScore([{ qa: { score: 91 } }, { qa: { score: 78 } }])).toBe(78);
    expect(adQaScore([{ qa: { score: 91 } }, { qa: null }])).toBeNull();
    expect(adQaScore([])).toBeNull();
  });
});
