import { describe, expect, it } from "vitest";
import { qaInWords } from "./qa-words";

const clean = { min_text_contrast: 5.23, text_fits: true, missing_glyphs: [], safe_zone_clear: true, logo_min_px: null, score: 86 };

describe("a file's QA verdict in words", () => {
  it("says the score, the contrast and that the text fits clear of the platform's buttons", () => {
    expect(qaInWords(clean)).toBe("Quality 86/100 · contrast 5.2:1 · text fits · safe zones clear");
  });

  it("leaves out the contrast of a design without text", () => {
    expect(qaInWords({ ...clean, min_text_contrast: null, score: 100 })).toBe("Quality 100/100 · text fits · safe zones clear");
  });

  it("names each problem", () => {
    expect(qaInWords({ ...clean, text_fits: false, safe_zone_clear: false, score: 41 }))
      .toBe("Quality 41/100 · contrast 5.2:1 · text cut to fit · text under the platform's buttons");
    expect(qaInWords({ ...clean, missing_glyphs: ["☃"] })).toBe("Quality 86/100 · contrast 5.2:1 · no font draws ☃ · safe zones clear");
    expect(qaInWords({ ...clean, headline_ratio: 0.85, rag_problems: ['"a" alone on a line (body)'] })).toBe('Quality 86/100 · contrast 5.2:1 · text fits · safe zones clear · headline smaller than other text · "a" alone on a line (body)');
  });
});
