import { describe, expect, it } from "vitest";
import { fade, fromWav, integratedLoudness, limit, normalize, samplePeak, toWav } from "./loudness";
import { SR, stereo } from "./synth";

const sine = (seconds: number, hz: number, amp: number) => {
  const s = stereo(Math.round(seconds * SR));
  for (let i = 0; i < s.L.length; i++) s.L[i] = s.R[i] = amp * Math.sin((2 * Math.PI * hz * i) / SR);
  return s;
};

describe("loudness", () => {
  it("reads a 997 Hz stereo sine of peak -20 dBFS as -20 LUFS (BS.1770 reference)", () => {
    expect(integratedLoudness(sine(5, 997, 0.1))).toBeCloseTo(-20, 1);
    expect(integratedLoudness(sine(5, 997, 1))).toBeCloseTo(0, 1);
  });

  it("gates silence out and ignores it in the integration", () => {
    const s = sine(6, 997, 0.1);
    s.L.fill(0, 0, 3 * SR);
    s.R.fill(0, 0, 3 * SR);
    expect(integratedLoudness(s)).toBeCloseTo(-20, 0);
  });

  it("normalises to the target with peaks under the ceiling, limiting when it must", () => {
    const s = sine(4, 120, 0.05);
    // A few spikes the limiter has to catch.
    for (let k = 1; k < 8; k++) s.L[k * SR * 0.5] = s.R[k * SR * 0.5] = 0.9;
    const r = normalize(s, -14, -1);
    expect(r.lufs).toBeCloseTo(-14, 0);
    expect(samplePeak(s)).toBeLessThanOrEqual(Math.pow(10, -1 / 20) + 1e-6);
    const loud = sine(2, 200, 3);
    limit(loud, 0.5);
    expect(samplePeak(loud)).toBeLessThanOrEqual(0.5 + 1e-6);
  });

  it("writes and reads 16-bit WAV, and fades the end to silence", () => {
    const s = sine(1, 440, 0.5);
    fade(s, 0.005, 0.2);
    expect(Math.abs(s.L[s.L.length - 1])).toBeLessThan(1e-3);
    const back = fromWav(toWav(s));
    expect(back.L.length).toBe(s.L.length);
    let err = 0;
    for (let i = 0; i < s.L.length; i++) err = Math.max(err, Math.abs(back.L[i] - s.L[i]));
    expect(err).toBeLessThan(2e-4);
  });
});
