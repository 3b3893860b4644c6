/** The synthesiser's effects and mixing: reverb, delay, side-chain ducking and bus filters. */
import { Biquad, SR, at, stereo, type Stereo } from "./synth";

/** Freeverb-style reverb (8 combs + 4 allpasses per channel); returns the wet signal only. */
export function reverb(input: Stereo, p: { room?: number; damp?: number; predelay?: number } = {}): Stereo {
  const combs = [1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617];
  const aps = [556, 441, 341, 225];
  const scale = SR / 44100, room = p.room ?? 0.84, damp = p.damp ?? 0.3;
  const n = input.L.length;
  const out = stereo(n);
  const pre = at(p.predelay ?? 0.02);
  for (const [ch, spread] of [["L", 0], ["R", 23]] as const) {
    const x = input[ch], y = out[ch];
    for (const c of combs) {
      const len = Math.round((c + spread) * scale);
      const line = new Float32Array(len);
      let idx = 0, store = 0;
      for (let i = 0; i < n; i++) {
        const o = line[idx];
        store = o * (1 - damp) + store * damp;
        line[idx] = (i >= pre ? x[i - pre] : 0) * 0.015 + store * room;
        idx = idx + 1 === len ? 0 : idx + 1;
        y[i] += o;
      }
    }
    for (const a of aps) {
      const len = Math.round((a + spread) * scale);
      const line = new Float32Array(len);
      let idx = 0;
      for (let i = 0; i < n; i++) {
        const b = line[idx];
        const v = y[i];
        line[idx] = v + b * 0.5;
        y[i] = b - v;
        idx = idx + 1 === len ? 0 : idx + 1;
      }
    }
  }
  return out;
}

/** Ping-pong feedback delay; returns the wet signal. */
export function delay(input: Stereo, seconds: number, feedback = 0.35, tone = 3000): Stereo {
  const n = input.L.length, d = at(seconds);
  const out = stereo(n);
  const lpL = Biquad.lowpass(tone), lpR = Biquad.lowpass(tone);
  for (let i = d; i < n; i++) {
    // Left echoes come back on the right and the reverse.
    out.R[i] = lpR.tick(input.L[i - d] + out.L[i - d] * feedback);
    out.L[i] = lpL.tick(input.R[i - d] + out.R[i - d] * feedback);
  }
  return out;
}

export function mixInto(dst: Stereo, src: Stereo, gain: number, duck?: Float32Array) {
  for (let i = 0; i < dst.L.length; i++) {
    const g = duck ? gain * duck[i] : gain;
    dst.L[i] += src.L[i] * g;
    dst.R[i] += src.R[i] * g;
  }
}

/** A side-chain ducking curve: dips to `depth` at each hit, back to 1 over `recover` seconds. */
export function duckCurve(frames: number, hits: number[], depth = 0.45, recover = 0.22): Float32Array {
  const c = new Float32Array(frames).fill(1);
  for (const h of hits) {
    const s = at(h), e = Math.min(frames, s + at(recover));
    for (let i = s; i < e; i++) {
      const k = (i - s) / (e - s);
      c[i] = Math.min(c[i], depth + (1 - depth) * (1 - Math.cos(Math.PI * k)) / 2);
    }
  }
  return c;
}

export function filterStereo(s: Stereo, make: () => Biquad) {
  make().run(s.L);
  make().run(s.R);
}
