import { describe, expect, it } from "vitest";
import { qaInWords, verdictOf } from "./qa-words";

const clean = { min_text_contrast: 5.23, text_fits: true, missing_glyphs: [], safe_zone_clear: true, logo_min_px: null, score: 86 };

describe("a file's QA verdict in words", () => {
  it("says the verdict first, its reasons, then the score", () => {
    expect(qaInWords(clean)).toBe("Very good: text is easy to read, every word shows, clear of the app's buttons · 86/100");
  });

  it("leaves out the contrast of a design without text", () => {
    expect(qaInWords({ ...clean, min_text_contrast: null, score: 100 })).toBe("Very good: every word shows, clear of the app's buttons · 100/100");
  });

  it("names each problem", () => {
    expect(qaInWords({ ...clean, min_text_contrast: 3.4, text_fits: false, safe_zone_clear: false, score: 41 }))
      .toBe("Needs work: text is readable, not bold against its background, some words were cut to fit, text under the app's buttons · 41/100");
    expect(qaInWords({ ...clean, missing_glyphs: ["☃"], score: 72 })).toBe("Good: text is easy to read, no font draws ☃, clear of the app's buttons · 72/100");
    expect(qaInWords({ ...clean, logo_min_px: 30, headline_ratio: 0.85, rag_problems: ['"a" alone on a line (body)'], score: 60 }))
      .toBe('Fair: text is easy to read, every word shows, clear of the app\'s buttons, logo is small, headline smaller than other text, "a" alone on a line (body) · 60/100');
  });

  it("names the score in one word", () => {
    expect([90, 85, 84, 70, 69, 50, 49].map(verdictOf)).toEqual(["Very good", "Very good", "Good", "Good", "Fair", "Fair", "Needs work"]);
  });
});
