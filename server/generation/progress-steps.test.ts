import { describe, expect, it } from "vitest";
import type { AdProgress } from "./progress-shape";
import { initialProgress, overallPercent, secondsLeft, type ProgressAd } from "./progress-steps";
import { STEPS, stepsOf } from "./steps";

const NOW = "2025-05-01T12:00:00.000Z";
const image: ProgressAd = { output: "image", placements: ["square", "landscape"], durationSeconds: null };
const video: ProgressAd = { output: "video", placements: ["instagram_story", "square"], durationSeconds: 6 };

type Status = AdProgress["steps"][number]["status"];
/** The ad's progress with each step set to [status, percent, started seconds before NOW]. */
function progressOf(ad: ProgressAd, states: [Status, number | null, number | null][]): AdProgress {
  const progress = initialProgress(ad, NOW);
  progress.steps.forEach((step, i) => {
    const [status, percent, startedAgo] = states[i] ?? ["pending", null, null];
    Object.assign(step, { status, percent, started_at: startedAgo === null ? null : new Date(Date.parse(NOW) - startedAgo * 1000).toISOString() });
  });
  return progress;
}

describe("the steps a customer watches", () => {
  it("are style, copy and a render per placement for a still", () => {
    expect(initialProgress(image, NOW)).toEqual({
      steps: [
        { name: "style", label: "Choosing the style", status: "pending", percent: null, started_at: null, finished_at: null },
        { name: "copy", label: "Writing the words", status: "pending", percent: null, started_at: null, finished_at: null },
        { name: "render:square", label: "Making the Square image", status: "pending", percent: null, started_at: null, finished_at: null },
        { name: "render:landscape", label: "Making the Landscape image", status: "pending", percent: null, started_at: null, finished_at: null },
      ],
      percent: 0,
      estimated_seconds_left: null,
      updated_at: NOW,
    });
  });

  it("are the entries of STEPS the ad goes through, with their labels: a re-render only renders", () => {
    expect(initialProgress({ ...image, rerender: true }, NOW).steps.map((s) => s.name)).toEqual(["render:square", "render:landscape"]);
    expect(initialProgress(video, NOW).steps.map((s) => s.name)).toEqual(stepsOf(video).map((s) => s.name));
    expect(STEPS.map((s) => s.name)).toEqual(["style", "copy", "music", "render"]);
  });

  it("add the music and encode each placement for a video; an unknown placement keeps its id", () => {
    expect(initialProgress(video, NOW).steps.map((s) => s.label)).toEqual(["Choosing the style", "Writing the words", "Choosing the music", "Making the Instagram Story video", "Making the Square video"]);
    expect(initialProgress({ ...image, placements: ["billboard"] }, NOW).steps.at(-1)!.label).toBe("Making the billboard image");
  });
});

describe("the progress bar", () => {
  it("weighs a still's renders 3 and every other step 1, rounding down", () => {
    // 1 + 1 + 3 + 3 = 8.
    expect(overallPercent(progressOf(image, []), image)).toBe(0);
    expect(overallPercent(progressOf(image, [["done", null, 5], ["done", null, 4]]), image)).toBe(25);
    expect(overallPercent(progressOf(image, [["done", null, 5], ["done", null, 4], ["running", 50, 1]]), image)).toBe(43);
    expect(overallPercent(progressOf(image, [["done", null, 5], ["done", null, 4], ["running", null, 1]]), image)).toBe(25);
  });

  it("makes a video's encoding most of the wait (20 each)", () => {
    // 1 + 1 + 1 + 20 + 20 = 43.
    const encoding = (percent: number) => progressOf(video, [["done", null, 9], ["done", null, 8], ["done", null, 7], ["running", percent, 6]]);
    expect(overallPercent(encoding(0), video)).toBe(6);
    expect(overallPercent(encoding(50), video)).toBe(30);
    const finished = progressOf(video, [["done", null, 9], ["done", null, 8], ["done", null, 7], ["done", 100, 6], ["done", 100, 3]]);
    expect(overallPercent(finished, video)).toBe(100);
  });

  it("is 0 for an ad without steps", () => {
    expect(overallPercent({ steps: [], percent: 0, estimated_seconds_left: null, updated_at: NOW }, image)).toBe(0);
  });
});

describe("the seconds a video has left", () => {
  const now = new Date(NOW);
  const done: [Status, null, number][] = [["done", null, 60], ["done", null, 59], ["done", null, 58]];

  it("runs the encoding at its own pace once it has done 5%, and the placements still to encode at the installation's", () => {
    // 10 s for the first half, 10 s more; the second placement 24 s.
    expect(secondsLeft(progressOf(video, [...done, ["running", 50, 10]]), 24, now)).toBe(34);
    expect(secondsLeft(progressOf(video, [...done, ["running", 30, 10]]), 24, now)).toBe(23 + 24);
    expect(secondsLeft(progressOf(video, [...done, ["running", 5, 10]]), 24, now)).toBe(190 + 24);
  });

  it("uses the installation's pace below 5%, and never less than a second for an encoding that overran it", () => {
    expect(secondsLeft(progressOf(video, [...done, ["running", 4, 10]]), 24, now)).toBe(14 + 24);
    expect(secondsLeft(progressOf(video, [...done, ["running", null, 30]]), 24, now)).toBe(1 + 24);
  });

  it("is 0 once every placement is encoded", () => {
    expect(secondsLeft(progressOf(video, [...done, ["done", 100, 20], ["done", 100, 10]]), 24, now)).toBe(0);
  });
});
