/** The synthesiser's drums and percussion, rendered hit by hit into a stereo bus. */
import { Biquad, SR, TAU, add, at, decayStep, type Place, type Stereo } from "./synth";

export function kick(out: Stereo, t: number, p: Place & { tune?: number; decay?: number; punch?: number }) {
  const decay = p.decay ?? 0.32, f1 = p.tune ?? 48, f0 = f1 * 3.2;
  const n = at(decay * 4);
  const buf = new Float32Array(n);
  // Exponential decays as per-sample recurrences (the same curves, no exp() per sample).
  const kSweep = decayStep(0.035), kAmp = decayStep(decay), kClick = decayStep(0.003), punch = p.punch ?? 1.6;
  let ph = 0, sweep = 1, amp = 1, click = 0.22;
  for (let i = 0; i < n; i++) {
    const s = i / SR;
    ph += (TAU * (f1 + (f0 - f1) * sweep)) / SR;
    // A short 3 kHz click: what makes a kick audible on a phone speaker, which has no sub-bass.
    buf[i] = Math.tanh(Math.sin(ph) * amp * Math.min(1, s / 0.002) * punch) + (click > 1e-5 ? Math.sin(TAU * 3000 * s) * click : 0);
    sweep *= kSweep; amp *= kAmp; click *= kClick;
  }
  add(out, at(t), buf, p);
}

export function snare(out: Stereo, t: number, rnd: () => number, p: Place & { tone?: number; decay?: number; bright?: number }) {
  const decay = p.decay ?? 0.14, n = at(decay * 5);
  const buf = new Float32Array(n);
  const hp = Biquad.highpass(1200), bp = Biquad.bandpass(p.bright ?? 3500, 0.7);
  let ph = 0;
  for (let i = 0; i < n; i++) {
    const s = i / SR;
    ph += (TAU * (p.tone ?? 185) * (1 + 0.4 * Math.exp(-s / 0.01))) / SR;
    const noise = rnd() * 2 - 1;
    const nz = hp.tick(noise) * 0.6 + bp.tick(noise) * 0.7;
    buf[i] = nz * Math.exp(-s / decay) + Math.sin(ph) * 0.55 * Math.exp(-s / 0.045);
  }
  add(out, at(t), buf, p);
}

export function clap(out: Stereo, t: number, rnd: () => number, p: Place) {
  const n = at(0.35);
  const buf = new Float32Array(n);
  const bp = Biquad.bandpass(1300, 1.2), hp = Biquad.highpass(700);
  for (let i = 0; i < n; i++) {
    const s = i / SR;
    // Three quick bursts, then a tail: the shape of hands clapping together.
    let env = 0;
    for (const o of [0, 0.011, 0.022]) if (s >= o) env = Math.max(env, Math.exp(-(s - o) / 0.006));
    env = Math.max(env, s >= 0.03 ? 0.55 * Math.exp(-(s - 0.03) / 0.09) : 0);
    buf[i] = hp.tick(bp.tick(rnd() * 2 - 1)) * env * 2.2;
  }
  add(out, at(t), buf, p);
}

export function hat(out: Stereo, t: number, rnd: () => number, p: Place & { decay?: number }) {
  const decay = p.decay ?? 0.04, n = at(decay * 6);
  const buf = new Float32Array(n);
  const hp = Biquad.highpass(7500, 0.8), hp2 = Biquad.highpass(5000);
  for (let i = 0; i < n; i++) {
    const s = i / SR;
    buf[i] = hp2.tick(hp.tick(rnd() * 2 - 1)) * Math.exp(-s / decay) * Math.min(1, s / 0.0008);
  }
  add(out, at(t), buf, p);
}

export function shaker(out: Stereo, t: number, rnd: () => number, p: Place) {
  const n = at(0.12);
  const buf = new Float32Array(n);
  const bp = Biquad.bandpass(6500, 1.5);
  for (let i = 0; i < n; i++) {
    const s = i / SR;
    const env = s < 0.025 ? s / 0.025 : Math.exp(-(s - 0.025) / 0.025);
    buf[i] = bp.tick(rnd() * 2 - 1) * env * 1.6;
  }
  add(out, at(t), buf, p);
}

/** Low tom / taiko-like hit (cinematic). */
export function tom(out: Stereo, t: number, rnd: () => number, p: Place & { tune?: number }) {
  const n = at(1.2), f1 = p.tune ?? 62;
  const buf = new Float32Array(n);
  const lp = Biquad.lowpass(900);
  let ph = 0;
  for (let i = 0; i < n; i++) {
    const s = i / SR;
    ph += (TAU * f1 * (1 + 0.6 * Math.exp(-s / 0.05))) / SR;
    const body = Math.sin(ph) * Math.exp(-s / 0.32);
    const skin = lp.tick(rnd() * 2 - 1) * Math.exp(-s / 0.03) * 0.6;
    buf[i] = Math.tanh((body + skin) * 1.4) * Math.min(1, s / 0.002);
  }
  add(out, at(t), buf, p);
}

/** Reversed-noise swell into a downbeat (cinematic riser). */
export function riser(out: Stereo, t: number, len: number, rnd: () => number, p: Place) {
  const n = at(len);
  const buf = new Float32Array(n);
  const bp = new Biquad();
  for (let i = 0; i < n; i++) {
    const k = i / n;
    if (i % 64 === 0) bp.set("bp", 400 + 5000 * k * k, 1.2);
    buf[i] = bp.tick(rnd() * 2 - 1) * k * k * k;
  }
  add(out, at(t), buf, p);
}
