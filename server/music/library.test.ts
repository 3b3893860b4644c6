import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { findTrack, trackSeconds } from "../../shared/music";
import { soundtrackPcm, trackWavPath } from "./library";
import { fromWav, integratedLoudness, samplePeak } from "./loudness";
import { SR } from "./synth";

describe("the library", () => {
  it("synthesises a track at -14 LUFS, and cuts a 15 s soundtrack from it at -14 LUFS, faded out", async () => {
    const file = await trackWavPath("late-study");
    const track = fromWav(fs.readFileSync(file));
    expect(track.L.length / SR).toBeCloseTo(trackSeconds(findTrack("late-study")!), 1);
    expect(integratedLoudness(track)).toBeCloseTo(-14, 0);
    const cut = await soundtrackPcm("late-study", 15);
    expect(cut.L.length).toBe(15 * SR);
    expect(integratedLoudness(cut)).toBeCloseTo(-14, 0);
    expect(Math.abs(cut.L[cut.L.length - 1])).toBeLessThan(1e-3);
    // Not silence, not clipping.
    expect(samplePeak(cut)).toBeGreaterThan(0.2);
    expect(samplePeak(cut)).toBeLessThan(0.9);
  }, 60_000);
});
