/**
 * A small deterministic synthesiser: drums, bass, pads, electric piano, plucks, mallets and leads,
 * rendered note by note into stereo buses, then mixed with a reverb and a delay. No randomness beyond
 * seeded PRNGs, so the same arrangement always gives the same samples (and the same cache file).
 */

export const SR = 48000;

export type Stereo = { L: Float32Array; R: Float32Array };
export const stereo = (frames: number): Stereo => ({ L: new Float32Array(frames), R: new Float32Array(frames) });

/** mulberry32: a tiny seeded PRNG in [0, 1). */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const mtof = (m: number) => 440 * Math.pow(2, (m - 69) / 12);
export const TAU = Math.PI * 2;

/** RBJ biquad, direct form I, processed in place over a range. */
export class Biquad {
  b0 = 1; b1 = 0; b2 = 0; a1 = 0; a2 = 0;
  x1 = 0; x2 = 0; y1 = 0; y2 = 0;
  static lowpass(f: number, q = 0.707) { return new Biquad().set("lp", f, q); }
  static highpass(f: number, q = 0.707) { return new Biquad().set("hp", f, q); }
  static bandpass(f: number, q = 1) { return new Biquad().set("bp", f, q); }
  /** RBJ shelving filters (slope 1), gain in dB. */
  static shelf(kind: "low" | "high", f: number, db: number) {
    const q = new Biquad(), A = Math.pow(10, db / 40), w = (TAU * f) / SR, c = Math.cos(w), s = Math.sin(w);
    const al = (s / 2) * Math.SQRT2, k = 2 * Math.sqrt(A) * al, sg = kind === "low" ? 1 : -1;
    const a0 = A + 1 + sg * (A - 1) * c + k;
    q.b0 = (A * (A + 1 - sg * (A - 1) * c + k)) / a0;
    q.b1 = (sg * 2 * A * (A - 1 - sg * (A + 1) * c)) / a0;
    q.b2 = (A * (A + 1 - sg * (A - 1) * c - k)) / a0;
    q.a1 = (-sg * 2 * (A - 1 + sg * (A + 1) * c)) / a0;
    q.a2 = (A + 1 + sg * (A - 1) * c - k) / a0;
    return q;
  }
  set(kind: "lp" | "hp" | "bp", f: number, q: number) {
    const w = (TAU * Math.min(f, SR * 0.45)) / SR, c = Math.cos(w), s = Math.sin(w), al = s / (2 * q);
    const a0 = 1 + al;
    if (kind === "lp") { this.b0 = (1 - c) / 2 / a0; this.b1 = (1 - c) / a0; this.b2 = this.b0; }
    else if (kind === "hp") { this.b0 = (1 + c) / 2 / a0; this.b1 = -(1 + c) / a0; this.b2 = this.b0; }
    else { this.b0 = al / a0; this.b1 = 0; this.b2 = -al / a0; }
    this.a1 = (-2 * c) / a0; this.a2 = (1 - al) / a0;
    return this;
  }
  tick(x: number) {
    const y = this.b0 * x + this.b1 * this.x1 + this.b2 * this.x2 - this.a1 * this.y1 - this.a2 * this.y2;
    this.x2 = this.x1; this.x1 = x; this.y2 = this.y1; this.y1 = y;
    return y;
  }
  run(buf: Float32Array, from = 0, to = buf.length) {
    for (let i = from; i < to; i++) buf[i] = this.tick(buf[i]);
  }
}

/** Chamberlin state-variable low-pass, cheap to modulate per sample. */
class Svf {
  low = 0; band = 0;
  tick(x: number, f: number, q: number) {
    const F = 2 * Math.sin((Math.PI * Math.min(f, SR / 6)) / SR);
    this.low += F * this.band;
    const high = x - this.low - q * this.band;
    this.band += F * high;
    return this.low;
  }
}

/** Where and how loud a note lands. */
export type Place = { gain: number; pan?: number };

/** Adds a mono voice to a stereo bus from sample `start`, at the gain and pan of `p`. */
export function add(out: Stereo, start: number, mono: Float32Array, p: Place) {
  const pan = p.pan ?? 0;
  const gl = p.gain * Math.cos(((pan + 1) * Math.PI) / 4) * Math.SQRT2;
  const gr = p.gain * Math.sin(((pan + 1) * Math.PI) / 4) * Math.SQRT2;
  const n = Math.min(mono.length, out.L.length - start);
  // Every note ends with a 4 ms ramp, so a voice cut while still audible never clicks.
  const ramp = Math.min(192, mono.length >> 2), fadeFrom = mono.length - ramp;
  for (let i = 0; i < n; i++) {
    const v = i < fadeFrom ? mono[i] : (mono[i] * (mono.length - i)) / ramp;
    out.L[start + i] += v * gl;
    out.R[start + i] += v * gr;
  }
}

/** The sample index of a time in seconds. */
export const at = (sec: number) => Math.max(0, Math.round(sec * SR));
/** The per-sample factor of exp(-t / tau). */
export const decayStep = (tau: number) => Math.exp(-1 / (tau * SR));

/** Attack / decay-to-sustain / release envelope value at time t for a note held `hold` seconds. */
function adsr(t: number, hold: number, a: number, d: number, s: number, r: number): number {
  let v: number;
  if (t < a) v = t / a;
  else if (t < a + d) v = 1 - (1 - s) * ((t - a) / d);
  else v = s;
  if (t > hold) {
    const held = hold < a ? hold / a : hold < a + d ? 1 - (1 - s) * ((hold - a) / d) : s;
    v = held * Math.max(0, 1 - (t - hold) / r);
  }
  return v;
}

// ---------------------------------------------------------------- tonal voices

/** Band-limited saw (PolyBLEP). */
function blepSaw(ph: number, dt: number) {
  let v = 2 * ph - 1;
  if (ph < dt) { const x = ph / dt; v -= x + x - x * x - 1; }
  else if (ph > 1 - dt) { const x = (ph - 1) / dt; v -= x * x + x + x + 1; }
  return v;
}

/** Bass: saw or sine (+ sub), low-passed with an envelope. */
export function bass(out: Stereo, t: number, dur: number, midi: number, p: Place & { wave?: "saw" | "sine" | "square"; cutoff?: number; envAmt?: number; release?: number }) {
  const rel = p.release ?? 0.06, n = at(dur + rel);
  const buf = new Float32Array(n);
  const f = mtof(midi), dt = f / SR;
  const svf = new Svf();
  const cutoff = p.cutoff ?? 700, envAmt = p.envAmt ?? 1400;
  let ph = 0;
  for (let i = 0; i < n; i++) {
    const s = i / SR;
    ph += dt; if (ph >= 1) ph -= 1;
    const env = adsr(s, dur, 0.004, 0.15, 0.75, rel);
    let v: number;
    if (p.wave === "sine") v = Math.sin(TAU * ph) + 0.25 * Math.sin(2 * TAU * ph) * Math.exp(-s / 0.08);
    else if (p.wave === "square") v = blepSaw(ph, dt) - blepSaw((ph + 0.5) % 1, dt);
    else v = blepSaw(ph, dt);
    const sub = Math.sin(TAU * ph) * 0.6;
    const fc = cutoff + envAmt * Math.exp(-s / 0.09);
    // Sine bass is saturated a little: its odd harmonics carry the line on small speakers.
    buf[i] = (p.wave === "sine" ? Math.tanh(v * 1.8) / 1.3 : svf.tick(v, fc, 1.1) + sub) * env;
  }
  add(out, at(t), buf, p);
}

/** Pad: three detuned saws per note, soft attack, low-passed; spread across the stereo field. */
export function pad(out: Stereo, t: number, dur: number, midis: number[], p: Place & { attack?: number; release?: number; cutoff?: number; detune?: number }) {
  const a = p.attack ?? 0.4, r = p.release ?? 0.8, n = at(dur + r);
  const cutoff = p.cutoff ?? 1800, det = p.detune ?? 0.08;
  midis.forEach((m, k) => {
    const buf = new Float32Array(n);
    const f = mtof(m);
    const fs = [f * Math.pow(2, -det / 12), f, f * Math.pow(2, det / 12)];
    const ph = [0.1 * k, 0.37, 0.71 + 0.05 * k];
    const svf = new Svf();
    for (let i = 0; i < n; i++) {
      const s = i / SR;
      let v = 0;
      for (let j = 0; j < 3; j++) {
        const dt = fs[j] / SR;
        ph[j] += dt; if (ph[j] >= 1) ph[j] -= 1;
        v += blepSaw(ph[j], dt);
      }
      const env = adsr(s, dur, a, 0.3, 0.85, r);
      buf[i] = svf.tick(v / 3, cutoff * (0.85 + 0.15 * Math.sin(TAU * 0.3 * s)), 1.2) * env;
    }
    add(out, at(t), buf, { gain: p.gain / Math.sqrt(midis.length), pan: (p.pan ?? 0) + (k / Math.max(1, midis.length - 1) - 0.5) * 0.7 });
  });
}

/** Electric piano (two-operator FM, Rhodes-like), with optional tremolo. */
export function epiano(out: Stereo, t: number, dur: number, midi: number, p: Place & { bright?: number; tremolo?: number; decay?: number }) {
  const r = 0.25, n = at(dur + r);
  const buf = new Float32Array(n);
  const f = mtof(midi), bright = p.bright ?? 1.6, decay = p.decay ?? 1.4;
  const kIdx = decayStep(0.35), kTine = decayStep(0.02), kEnv = decayStep(decay);
  let pc = 0, pm = 0, pt = 0, idxE = 1, tineE = 0.08, envE = 1;
  for (let i = 0; i < n; i++) {
    const s = i / SR;
    pm += (TAU * f) / SR;
    pt += (TAU * f * 14) / SR;
    const idx = bright * idxE + 0.15;
    pc += (TAU * f) / SR;
    const tine = tineE > 1e-5 ? Math.sin(pt) * tineE : 0;
    let env = envE * Math.min(1, s / 0.003);
    if (s > dur) env *= Math.max(0, 1 - (s - dur) / r);
    const trem = p.tremolo ? 1 - p.tremolo * (0.5 + 0.5 * Math.sin(TAU * 4.5 * s)) : 1;
    buf[i] = (Math.sin(pc + idx * Math.sin(pm)) + tine) * env * trem;
    idxE *= kIdx; tineE *= kTine; envE *= kEnv;
  }
  add(out, at(t), buf, p);
}

/** Karplus-Strong plucked string. */
export function pluck(out: Stereo, t: number, midi: number, rnd: () => number, p: Place & { decay?: number; bright?: number; len?: number }) {
  const f = mtof(midi), period = SR / f;
  const N = Math.floor(period), frac = period - N;
  const n = at(p.len ?? 1.2);
  const line = new Float32Array(N + 2);
  const lp = Biquad.lowpass(Math.min(12000, f * (p.bright ?? 8)));
  for (let i = 0; i < line.length; i++) line[i] = lp.tick(rnd() * 2 - 1);
  const buf = new Float32Array(n);
  const damp = p.decay ?? 0.996;
  let idx = 0, prev = 0;
  for (let i = 0; i < n; i++) {
    const a = line[idx], b = line[(idx + 1) % line.length];
    const v = a + (b - a) * frac;
    const nv = damp * 0.5 * (v + prev);
    prev = v;
    line[idx] = nv;
    idx = (idx + 1) % (N + 1);
    buf[i] = v * (i > n - 480 ? (n - i) / 480 : 1);
  }
  add(out, at(t), buf, p);
}

/** Mallet (marimba or bell) by FM: ratio 4 = woody marimba, 3.5 = glassy bell. */
export function mallet(out: Stereo, t: number, midi: number, p: Place & { ratio?: number; decay?: number; index?: number }) {
  // Ends at 1.8% of its level (e^-4); the note's end ramp in add() makes that silent.
  const decay = p.decay ?? 0.45, n = at(decay * 4);
  const buf = new Float32Array(n);
  const f = mtof(midi), ratio = p.ratio ?? 4, index = p.index ?? 2.2;
  const kIdx = decayStep(decay * 0.15), kEnv = decayStep(decay);
  let pc = 0, pm = 0, idx = index, env = 1;
  for (let i = 0; i < n; i++) {
    const s = i / SR;
    pm += (TAU * f * ratio) / SR;
    pc += (TAU * f) / SR;
    buf[i] = Math.sin(pc + (idx > 1e-4 ? idx * Math.sin(pm) : 0)) * env * Math.min(1, s / 0.001);
    idx *= kIdx; env *= kEnv;
  }
  add(out, at(t), buf, p);
}

/** Lead: triangle-ish sine with delayed vibrato (whistle, flute) or a soft square. */
export function lead(out: Stereo, t: number, dur: number, midi: number, p: Place & { wave?: "sine" | "square"; vibrato?: number; glideFrom?: number }) {
  const r = 0.12, n = at(dur + r);
  const buf = new Float32Array(n);
  const f = mtof(midi), f0 = p.glideFrom !== undefined ? mtof(p.glideFrom) : f;
  const svf = new Svf();
  let ph = 0;
  for (let i = 0; i < n; i++) {
    const s = i / SR;
    const vib = 1 + (p.vibrato ?? 0.006) * Math.sin(TAU * 5.5 * s) * Math.min(1, Math.max(0, (s - 0.12) / 0.2));
    const fr = (f + (f0 - f) * Math.exp(-s / 0.04)) * vib;
    ph += fr / SR; if (ph >= 1) ph -= 1;
    const env = adsr(s, dur, 0.02, 0.1, 0.8, r);
    const v = p.wave === "square" ? svf.tick(ph < 0.5 ? 1 : -1, fr * 4, 1.2) * 0.6 : Math.sin(TAU * ph) + 0.12 * Math.sin(2 * TAU * ph);
    buf[i] = v * env;
  }
  add(out, at(t), buf, p);
}

/** String ensemble: detuned saws with slow attack, vibrato and a darker filter. */
export function strings(out: Stereo, t: number, dur: number, midis: number[], p: Place & { attack?: number }) {
  pad(out, t, dur, midis, { ...p, attack: p.attack ?? 0.5, release: 1.2, cutoff: 2600, detune: 0.14 });
}

/** Vinyl: soft hiss and sparse crackles over the whole buffer. */
export function vinyl(out: Stereo, rnd: () => number, gain: number) {
  const lp = Biquad.lowpass(3500), hp = Biquad.highpass(800);
  for (let i = 0; i < out.L.length; i++) {
    let v = hp.tick(lp.tick(rnd() * 2 - 1)) * 0.15;
    if (rnd() < 0.00035) v += (rnd() * 2 - 1) * 2.5;
    out.L[i] += v * gain;
    out.R[i] += v * gain * 0.9;
  }
}
