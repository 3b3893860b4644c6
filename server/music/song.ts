/**
 * The building blocks of the library's arrangements (tracks.ts): scales and chords, generated melodies,
 * a Song (tempo, bars, swing, buses) and its mixdown, loop-safe: tails past the end fold onto the start.
 */
import type { Track } from "../../shared/music";
import { delay, duckCurve, filterStereo, mixInto, reverb } from "./effects";
import { kick } from "./drums";
import { Biquad, SR, stereo, type Stereo } from "./synth";

export const MAJOR = [0, 2, 4, 5, 7, 9, 11];
export const MINOR = [0, 2, 3, 5, 7, 8, 10];
const TAIL_SECONDS = 3;

/** Semitones above the key root of the chord on a scale degree (0-based), stacked in thirds. */
export function chord(scale: number[], degree: number, size = 3): number[] {
  return Array.from({ length: size }, (_, k) => {
    const i = degree + 2 * k;
    return scale[i % 7] + 12 * Math.floor(i / 7);
  });
}

/** Each tone moved into the octave around `center` (a close voicing), sorted. */
export function voice(root: number, tones: number[], center: number): number[] {
  return tones.map((t) => {
    let m = root + t;
    while (m < center - 6) m += 12;
    while (m >= center + 6) m -= 12;
    return m;
  }).sort((a, b) => a - b);
}

export function bassNote(root: number, tone: number, low = 34) {
  let m = root + tone;
  while (m >= low + 12) m -= 12;
  while (m < low) m += 12;
  return m;
}

type Note = { bar: number; beat: number; len: number; midi: number; vel: number };

/**
 * A melody for one cycle of the progression: chord tones on strong beats, scale steps between,
 * moving mostly by step around `center`. Repeated over the cycles (the last bar varies every other
 * cycle and lands on the chord's root), which is what makes it sound like a tune and not a walk.
 */
export function melody(opts: {
  rnd: () => number; root: number; scale: number[]; progression: number[][]; rhythm: [number, number][][]; center: number; bars: number; from?: number;
}): Note[] {
  const { rnd, root, scale, progression, rhythm, center } = opts;
  const scaleNotes: number[] = [];
  for (let m = center - 14; m <= center + 14; m++) if (scale.includes((((m - root) % 12) + 12) % 12)) scaleNotes.push(m);
  const nearestIdx = (m: number) => scaleNotes.reduce((b, x, i) => (Math.abs(x - m) < Math.abs(scaleNotes[b] - m) ? i : b), 0);
  const cycle = progression.length;
  const phrase = (ending: boolean): Note[] => {
    const out: Note[] = [];
    let idx = nearestIdx(center);
    for (let b = 0; b < cycle; b++) {
      const tones = progression[b].map((t) => ((root + t) % 12 + 12) % 12);
      const r = rhythm[b % rhythm.length];
      r.forEach(([beat, len], k) => {
        const strong = Number.isInteger(beat) && beat % 2 === 0;
        const last = ending && b === cycle - 1 && k === r.length - 1;
        if (strong || last) {
          // The chord tone nearest to a small step from here.
          const target = scaleNotes[idx] + Math.round((rnd() - 0.5) * 5);
          let best = idx, bestD = 99;
          scaleNotes.forEach((m, i) => {
            const pc = ((m % 12) + 12) % 12;
            const ok = last ? pc === tones[0] : tones.includes(pc);
            const d = Math.abs(m - target) + Math.abs(m - center) * 0.15;
            if (ok && d < bestD) { bestD = d; best = i; }
          });
          idx = best;
        } else {
          const dir = scaleNotes[idx] > center + 5 ? -1 : scaleNotes[idx] < center - 5 ? 1 : rnd() < 0.5 ? -1 : 1;
          idx = Math.max(0, Math.min(scaleNotes.length - 1, idx + dir * (rnd() < 0.8 ? 1 : 2)));
        }
        out.push({ bar: b, beat, len, midi: scaleNotes[idx], vel: strong ? 1 : 0.82 });
      });
    }
    return out;
  };
  const a = phrase(false), b = phrase(true);
  const notes: Note[] = [];
  for (let c = opts.from ?? 0; c * cycle < opts.bars; c++) {
    for (const n of c % 2 ? b : a) if (c * cycle + n.bar < opts.bars) notes.push({ ...n, bar: c * cycle + n.bar });
  }
  return notes;
}

export class Song {
  readonly spb: number;
  readonly frames: number;
  readonly total: number;
  readonly buses = { drums: stereo(0), bass: stereo(0), chords: stereo(0), lead: stereo(0), fx: stereo(0) };
  kicks: number[] = [];
  constructor(readonly track: Track, readonly swing: { unit: 0.5 | 0.25; amount: number } | null = null) {
    this.spb = 60 / track.bpm;
    this.frames = Math.round(track.bars * 4 * this.spb * SR);
    this.total = this.frames + TAIL_SECONDS * SR;
    for (const k of Object.keys(this.buses) as (keyof Song["buses"])[]) this.buses[k] = stereo(this.total);
  }
  /** Seconds of (bar, beat), with swing on the off-beats of the swing unit. */
  t(bar: number, beat: number) {
    let b = beat;
    if (this.swing) {
      const u = this.swing.unit, pos = b / u;
      if (Math.abs(pos - Math.round(pos)) < 1e-6 && Math.round(pos) % 2 === 1) b += this.swing.amount * u;
    }
    return (bar * 4 + b) * this.spb;
  }
  beats(n: number) {
    return n * this.spb;
  }
  kick(bar: number, beat: number, p: Parameters<typeof kick>[2]) {
    const t = this.t(bar, beat);
    this.kicks.push(t);
    kick(this.buses.drums, t, p);
  }
}

type Mix = {
  gains: Partial<Record<keyof Song["buses"], number>>;
  duck?: { buses: (keyof Song["buses"])[]; depth: number; recover: number };
  reverb: { send: Partial<Record<keyof Song["buses"], number>>; room?: number; damp?: number; wet: number };
  delay?: { send: Partial<Record<keyof Song["buses"], number>>; beats: number; feedback: number; wet: number };
  lowpass?: number;
  drive?: number;
  /** Master tilt in dB: a low shelf at 110 Hz and a high shelf at 3.5 kHz (defaults -3 / +2). */
  tilt?: { low: number; high: number };
};

export function mixdown(song: Song, mix: Mix, extra?: (master: Stereo) => void): Stereo {
  const n = song.total;
  const master = stereo(n);
  const duck = mix.duck ? duckCurve(n, song.kicks, mix.duck.depth, mix.duck.recover) : undefined;
  const revIn = stereo(n), dlyIn = stereo(n);
  for (const [name, bus] of Object.entries(song.buses) as [keyof Song["buses"], Stereo][]) {
    const g = mix.gains[name] ?? 1;
    const d = duck && mix.duck!.buses.includes(name) ? duck : undefined;
    mixInto(master, bus, g, d);
    if (mix.reverb.send[name]) mixInto(revIn, bus, g * mix.reverb.send[name]!, d);
    if (mix.delay?.send[name]) mixInto(dlyIn, bus, g * mix.delay.send[name]!, d);
  }
  if (mix.delay) {
    const wet = delay(dlyIn, song.beats(mix.delay.beats), mix.delay.feedback);
    mixInto(master, wet, mix.delay.wet);
    mixInto(revIn, wet, 0.3);
  }
  mixInto(master, reverb(revIn, { room: mix.reverb.room, damp: mix.reverb.damp }), mix.reverb.wet);
  extra?.(master);
  filterStereo(master, () => Biquad.highpass(32));
  // Ads play on phones: less sub, a little more presence than a club mix.
  filterStereo(master, () => Biquad.shelf("low", 110, mix.tilt?.low ?? -3));
  filterStereo(master, () => Biquad.shelf("high", 3500, mix.tilt?.high ?? 2));
  if (mix.lowpass) filterStereo(master, () => Biquad.lowpass(mix.lowpass!, 0.6));
  const drive = mix.drive ?? 1;
  // Fold the tail onto the start (loop-safe), then a gentle saturation that rounds the peaks.
  const out = stereo(song.frames);
  for (const ch of ["L", "R"] as const) {
    const src = master[ch], dst = out[ch];
    for (let i = 0; i < song.frames; i++) {
      const v = src[i] + (i < n - song.frames ? src[song.frames + i] : 0);
      dst[i] = Math.tanh(v * drive) / drive;
    }
  }
  return out;
}
