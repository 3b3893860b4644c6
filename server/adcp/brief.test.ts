import { expect, it } from "vitest";
import { briefParts } from "./brief";

it("a brief's tone and audience sentences are direction, never copy; the offer's words stay", () => {
  const brief = "Create a display banner for a summer outdoor gear sale. Bold, adventurous tone. Headline should emphasize 40% off. Target audience: active adults 25-54.";
  expect(briefParts(brief)).toEqual({
    words: "Create a display banner for a summer outdoor gear sale. Headline should emphasize 40% off.",
    direction: "Bold, adventurous tone. Target audience: active adults 25-54.",
  });
  expect(briefParts("Tone: warm and calm.\nFresh cold brew, delivered weekly.")).toEqual({ words: "Fresh cold brew, delivered weekly.", direction: "Tone: warm and calm." });
  // A sentence that merely mentions a tone word is the offer's.
  expect(briefParts("Our ringtone app is free this week.").direction).toBe("");
});
