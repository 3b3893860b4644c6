import { describe, expect, it } from "vitest";
import type { FileQa } from "../render/qa";
import { adQaScore, qaVerdict } from "./qa-verdict";

const floor = { min_text_contrast: 7.5, text_fits: true, missing_glyphs: [], safe_zone_clear: true, logo_min_px: null };
const design = { headline_ratio: 2, cta_px: 40, rag_problems: [], frame_used: 0.97, product_shown: true, product_contrast: 3.2, product_color_distance: 40, motion_problems: [] };
const clean: FileQa = { ...floor, ...design };
const verdict = (qa: Partial<FileQa>, placement: "square" | "instagram_story" | "medium_rectangle" = "square") => qaVerdict({ ...clean, ...qa }, placement);

describe("the QA verdict of a file", () => {
  it("scores 100 with headroom on every check, and keeps the raw report", () => {
    expect(verdict({})).toEqual({ ...clean, passed: true, score: 100 });
    expect(verdict({ min_text_contrast: null }).score).toBe(100);
  });

  it("reads a report stored before the design measures as having none to count", () => {
    expect(qaVerdict(floor, "square")).toEqual({ ...clean, headline_ratio: null, cta_px: null, frame_used: null, product_shown: null, product_contrast: null, product_color_distance: null, passed: true, score: 100 });
  });

  it("grows with the contrast headroom from the 3:1 floor to 7:1, and with the logo's size", () => {
    expect(verdict({ min_text_contrast: 3 })).toMatchObject({ passed: true, score: 70 });
    expect(verdict({ min_text_contrast: 5 })).toMatchObject({ passed: true, score: 85 });
    expect(verdict({ logo_min_px: 56 }).score).toBe(100);
    expect(verdict({ logo_min_px: 40 }).score).toBe(98);
    expect(verdict({ logo_min_px: 20 }).score).toBe(95);
  });

  it("loses the design measures' shares as they near their thresholds", () => {
    expect(verdict({ headline_ratio: 1.3 })).toMatchObject({ passed: true, score: 96 });
    expect(verdict({ cta_px: 24 })).toMatchObject({ passed: true, score: 92 });
    expect(verdict({ frame_used: 0.8 })).toMatchObject({ passed: true, score: 93 });
    expect(verdict({ frame_used: 0.72 }, "instagram_story")).toMatchObject({ passed: true, score: 94 });
    expect(verdict({ product_contrast: 1.6, product_color_distance: 10 })).toMatchObject({ passed: true, score: 93 });
    // Colour alone separates a product from a ground of its own value.
    expect(verdict({ product_contrast: 1.1, product_color_distance: 60 })).toMatchObject({ passed: true, score: 100 });
  });

  it("fails under the floor, and the failure costs its share", () => {
    expect(verdict({ min_text_contrast: 2.4 })).toMatchObject({ passed: false, score: 70 });
    expect(verdict({ text_fits: false })).toMatchObject({ passed: false, score: 80 });
    expect(verdict({ missing_glyphs: ["☃"] })).toMatchObject({ passed: false, score: 80 });
    expect(verdict({ safe_zone_clear: false })).toMatchObject({ passed: false, score: 85 });
    expect(verdict({ headline_ratio: 0.85 })).toMatchObject({ passed: false, score: 92 });
    expect(verdict({ cta_px: 20 })).toMatchObject({ passed: false, score: 92 });
    expect(verdict({ cta_px: 12 }, "medium_rectangle")).toMatchObject({ passed: true });
    expect(verdict({ rag_problems: ['"a" alone on a line (body)'] })).toMatchObject({ passed: false, score: 93 });
    expect(verdict({ frame_used: 0.6 }, "instagram_story")).toMatchObject({ passed: false, score: 93 });
    expect(verdict({ product_shown: false })).toMatchObject({ passed: false, score: 92 });
    expect(verdict({ product_contrast: 1.2, product_color_distance: 14 })).toMatchObject({ passed: false, score: 92 });
  });
});

describe("an ad's score", () => {
  it("is its worst file's, and null until every file is checked", () => {
    expect(adQaScore([{ qa: { score: 91 } }, { qa: { score: 78 } }])).toBe(78);
    expect(adQaScore([{ qa: { score: 91 } }, { qa: null }])).toBeNull();
    expect(adQaScore([])).toBeNull();
  });
});
