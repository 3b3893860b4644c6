/**
 * The arrangements of the library's tracks (ids and metadata in catalog.ts), played by synth.ts.
 * Each arrangement is a function of a Song (song.ts); the result is loop-safe.
 */
import { MAJOR, MINOR, Song, bassNote, chord, melody, mixdown, voice } from "./song";
import { findTrack, type Track } from "../../shared/music";
import { clap, hat, kick, riser, shaker, snare, tom } from "./drums";
import { bass, epiano, lead, mallet, pad, pluck, prng, strings, vinyl, type Stereo } from "./synth";

function brightSide(track: Track): Stereo {
  const s = new Song(track);
  const rnd = prng(101), root = 57; // A major
  const prog = [0, 4, 5, 3].map((d) => chord(MAJOR, d));
  const { drums, bass: b, chords, lead: ld } = s.buses;
  for (let bar = 0; bar < track.bars; bar++) {
    const c = prog[bar % 4];
    for (let beat = 0; beat < 4; beat++) s.kick(bar, beat, { gain: 0.9, tune: 50, decay: 0.28 });
    clap(drums, s.t(bar, 1), rnd, { gain: 0.45, pan: 0.05 });
    clap(drums, s.t(bar, 3), rnd, { gain: 0.45, pan: 0.05 });
    for (let e = 0; e < 16; e++) {
      const beat = e / 4;
      if (e % 4 === 2) hat(drums, s.t(bar, beat), rnd, { gain: e === 14 ? 0.22 : 0.28, decay: e === 14 ? 0.16 : 0.045, pan: 0.25 });
      else if (e % 2 === 1) hat(drums, s.t(bar, beat), rnd, { gain: 0.09, decay: 0.025, pan: -0.2 });
    }
    for (let e = 0; e < 8; e++) {
      bass(b, s.t(bar, e / 2), s.beats(0.4), bassNote(root, c[0], 33) + (e % 2 ? 12 : 0), { gain: 0.42, cutoff: 380, envAmt: 1600 });
    }
    pad(chords, s.t(bar, 0), s.beats(3.9), voice(root, c, 66), { gain: 0.32, attack: 0.05, release: 0.3, cutoff: 2400 });
    const arp = voice(root, [...c, c[0] + 12], 76);
    const order = [0, 1, 2, 3, 2, 1, 0, 1];
    for (let e = 0; e < 16; e++) {
      pluck(ld, s.t(bar, e / 4), arp[order[e % 8] % arp.length], rnd, { gain: e % 4 === 0 ? 0.2 : 0.13, pan: e % 2 ? 0.35 : -0.35, decay: 0.993, bright: 9, len: 0.5 });
    }
  }
  for (const n of melody({ rnd, root, scale: MAJOR, progression: prog, center: 81, bars: track.bars, from: 0,
    rhythm: [[[0, 1], [1, 0.5], [1.5, 1], [2.5, 0.5], [3, 1]], [[0, 1.5], [1.5, 0.5], [2, 2]], [[0, 0.5], [0.5, 0.5], [1, 1], [2, 1], [3, 0.5], [3.5, 0.5]], [[0, 2], [2, 1], [3, 1]]] })) {
    if (n.bar < 2) continue;
    lead(ld, s.t(n.bar, n.beat), s.beats(n.len * 0.9), n.midi, { gain: 0.17 * n.vel, wave: "square", vibrato: 0.004, pan: 0.1 });
  }
  return mixdown(s, {
    gains: { drums: 0.8, bass: 0.75, chords: 1, lead: 1.25 },
    duck: { buses: ["bass", "chords"], depth: 0.45, recover: 0.2 },
    reverb: { send: { chords: 0.3, lead: 0.35, drums: 0.05 }, room: 0.78, wet: 0.6 },
    delay: { send: { lead: 0.35 }, beats: 0.75, feedback: 0.35, wet: 0.5 },
    drive: 1.3,
  });
}

function stillWater(track: Track): Stereo {
  const s = new Song(track);
  const rnd = prng(202), root = 62; // D major
  const prog = [0, 5, 3, 4].map((d) => chord(MAJOR, d, 4));
  const { drums, bass: b, chords, lead: ld } = s.buses;
  for (let bar = 0; bar < track.bars; bar++) {
    const c = prog[bar % 4];
    pad(chords, s.t(bar, 0), s.beats(4), voice(root, c, 64), { gain: 0.42, attack: 1.0, release: 1.6, cutoff: 1300, detune: 0.1 });
    bass(b, s.t(bar, 0), s.beats(2.8), bassNote(root, c[0], 38), { gain: 0.55, wave: "sine", release: 0.4 });
    bass(b, s.t(bar, 3), s.beats(0.9), bassNote(root, c[2], 38), { gain: 0.4, wave: "sine", release: 0.3 });
    const arp = voice(root, [...c, c[0] + 12, c[1] + 12], 78);
    const order = [0, 2, 4, 3, 1, 2, 3, 4];
    for (let e = 0; e < 8; e++) {
      if (e % 4 !== 0 && rnd() < 0.18) continue;
      mallet(ld, s.t(bar, e / 2), arp[order[e] % arp.length], { gain: e % 4 === 0 ? 0.2 : 0.13, ratio: 3.5, decay: 0.9, index: 1.2, pan: e % 2 ? 0.4 : -0.3 });
    }
    kick(drums, s.t(bar, 0), { gain: 0.35, tune: 44, decay: 0.45, punch: 1 });
    kick(drums, s.t(bar, 2.5), { gain: 0.22, tune: 44, decay: 0.4, punch: 1 });
    for (let e = 0; e < 8; e++) shaker(drums, s.t(bar, e / 2), rnd, { gain: e % 2 ? 0.09 : 0.05, pan: 0.3 });
  }
  for (const n of melody({ rnd, root, scale: MAJOR, progression: prog, center: 74, bars: track.bars,
    rhythm: [[[0, 2], [2, 1.5]], [[0, 1], [1, 1], [2, 2]], [[0, 3], [3, 1]], [[0, 4]]] })) {
    if (n.bar < 2) continue;
    lead(ld, s.t(n.bar, n.beat), s.beats(n.len * 0.95), n.midi, { gain: 0.12 * n.vel, wave: "sine", vibrato: 0.005, pan: -0.1 });
  }
  return mixdown(s, {
    gains: { drums: 0.9, bass: 1, chords: 1, lead: 1 },
    reverb: { send: { chords: 0.6, lead: 0.7, drums: 0.2 }, room: 0.88, damp: 0.4, wet: 0.8 },
    delay: { send: { lead: 0.3 }, beats: 1.5, feedback: 0.4, wet: 0.4 },
    lowpass: 9000,
  });
}

function horizon(track: Track): Stereo {
  const s = new Song(track);
  const rnd = prng(303), root = 50; // D minor
  const prog = [0, 5, 2, 6].map((d) => chord(MINOR, d));
  const { drums, bass: b, chords, lead: ld, fx } = s.buses;
  for (let bar = 0; bar < track.bars; bar++) {
    const c = prog[bar % 4];
    strings(chords, s.t(bar, 0), s.beats(4), voice(root, c, 62), { gain: 0.5, attack: 0.3 });
    strings(chords, s.t(bar, 0), s.beats(4), [bassNote(root, c[0], 38)], { gain: 0.3, attack: 0.2 });
    for (let e = 0; e < 8; e++) {
      bass(b, s.t(bar, e / 2), s.beats(0.42), bassNote(root, c[0], 38) + (e === 3 || e === 6 ? 7 : 0), { gain: 0.32, cutoff: 300, envAmt: 900 });
    }
    const ost = voice(root, [c[0], c[2], c[0] + 12, c[1] + 12], 72);
    const order = [0, 1, 2, 1, 3, 1, 2, 1];
    for (let e = 0; e < 8; e++) epiano(ld, s.t(bar, e / 2), s.beats(0.45), ost[order[e] % ost.length], { gain: e % 2 ? 0.12 : 0.16, bright: 0.9, decay: 0.5, pan: e % 2 ? 0.3 : -0.3 });
    for (const [beat, g] of [[0, 0.95], [1.5, 0.5], [2, 0.7], [3, 0.45], [3.5, 0.5]] as const) {
      tom(drums, s.t(bar, beat), rnd, { gain: g, tune: beat === 0 ? 52 : 66 });
      if (beat === 0) s.kicks.push(s.t(bar, beat));
    }
    if (bar % 4 === 3) {
      for (let e = 0; e < 4; e++) snare(drums, s.t(bar, 3 + e / 4), rnd, { gain: 0.2 + 0.08 * e, decay: 0.18, tone: 200 });
      riser(fx, s.t(bar, 0), s.beats(4), rnd, { gain: 0.22 });
    }
    if (bar % 4 === 0) hat(fx, s.t(bar, 0), rnd, { gain: 0.22, decay: 0.8 });
  }
  for (const n of melody({ rnd, root, scale: MINOR, progression: prog, center: 74, bars: track.bars,
    rhythm: [[[0, 2], [2, 2]], [[0, 3], [3, 1]], [[0, 2], [2, 1], [3, 1]], [[0, 4]]] })) {
    if (n.bar < 2) continue;
    strings(ld, s.t(n.bar, n.beat), s.beats(n.len), [n.midi], { gain: 0.3 * n.vel, attack: 0.15 });
  }
  return mixdown(s, {
    gains: { drums: 0.85, bass: 0.85, chords: 1, lead: 1.1, fx: 1 },
    duck: { buses: ["chords"], depth: 0.75, recover: 0.4 },
    reverb: { send: { chords: 0.5, lead: 0.5, drums: 0.35, fx: 0.6 }, room: 0.9, damp: 0.35, wet: 0.9 },
    drive: 1.2,
  });
}

function pocketBounce(track: Track): Stereo {
  const s = new Song(track, { unit: 0.5, amount: 0.12 });
  const rnd = prng(404), root = 53; // F major
  const prog = [0, 5, 1, 4].map((d) => chord(MAJOR, d));
  const { drums, bass: b, chords, lead: ld } = s.buses;
  for (let bar = 0; bar < track.bars; bar++) {
    const c = prog[bar % 4];
    for (const beat of [0, 2, 2.5]) s.kick(bar, beat, { gain: beat === 2.5 ? 0.55 : 0.8, tune: 55, decay: 0.2 });
    clap(drums, s.t(bar, 1), rnd, { gain: 0.42 });
    clap(drums, s.t(bar, 3), rnd, { gain: 0.42 });
    for (let e = 0; e < 16; e++) shaker(drums, s.t(bar, e / 4), rnd, { gain: e % 2 ? 0.05 : 0.09, pan: -0.3 });
    const bn = bassNote(root, c[0], 36);
    for (const [beat, off, len] of [[0, 0, 0.35], [0.75, 12, 0.2], [1.5, 7, 0.3], [2, 0, 0.35], [3, 7, 0.3], [3.5, 12, 0.25]] as const) {
      pluck(b, s.t(bar, beat), bn + off, rnd, { gain: 0.75, decay: 0.985, bright: 5, len: s.beats(len) + 0.08 });
    }
    const stab = voice(root, c, 67);
    for (const beat of [0.5, 1.5, 2.5, 3.5]) for (const m of stab) mallet(chords, s.t(bar, beat), m, { gain: 0.09, ratio: 4, decay: 0.22, index: 1.5, pan: 0.25 });
  }
  const notes = melody({ rnd, root, scale: MAJOR, progression: prog, center: 77, bars: track.bars,
    rhythm: [[[0, 0.5], [0.5, 0.5], [1, 0.5], [2, 0.5], [2.5, 1]], [[0, 0.5], [1, 0.5], [1.5, 0.5], [2, 1], [3.5, 0.5]], [[0, 0.5], [0.5, 0.5], [1, 1], [2, 0.5], [3, 1]], [[0, 1], [1, 0.5], [1.5, 0.5], [2, 2]]] });
  for (const n of notes) {
    mallet(ld, s.t(n.bar, n.beat), n.midi, { gain: 0.24 * n.vel, ratio: 4, decay: 0.35, index: 2, pan: -0.15 });
    if (n.bar >= 4 && n.bar % 8 >= 4) lead(ld, s.t(n.bar, n.beat), s.beats(n.len * 0.8), n.midi + 12, { gain: 0.09 * n.vel, wave: "sine", vibrato: 0.012, glideFrom: n.midi + 11, pan: 0.2 });
  }
  return mixdown(s, {
    gains: { drums: 0.85, bass: 0.8, chords: 1.1, lead: 1.15 },
    duck: { buses: ["chords"], depth: 0.6, recover: 0.15 },
    reverb: { send: { chords: 0.25, lead: 0.3, drums: 0.08 }, room: 0.7, wet: 0.5 },
    delay: { send: { lead: 0.15 }, beats: 0.5, feedback: 0.25, wet: 0.4 },
    drive: 1.2,
  });
}

function forwardMotion(track: Track): Stereo {
  const s = new Song(track);
  const rnd = prng(505), root = 55; // G major
  const prog = [5, 3, 0, 4].map((d) => chord(MAJOR, d));
  const { drums, bass: b, chords, lead: ld } = s.buses;
  for (let bar = 0; bar < track.bars; bar++) {
    const c = prog[bar % 4];
    const four = bar >= 4;
    for (let beat = 0; beat < 4; beat++) if (four || beat % 2 === 0) s.kick(bar, beat, { gain: 0.75, tune: 48, decay: 0.26, punch: 1.3 });
    clap(drums, s.t(bar, 1), rnd, { gain: 0.3 });
    clap(drums, s.t(bar, 3), rnd, { gain: 0.3 });
    for (let e = 0; e < 16; e++) hat(drums, s.t(bar, e / 4), rnd, { gain: e % 2 ? 0.06 : e % 4 === 2 ? 0.16 : 0.1, decay: 0.03, pan: 0.3 });
    for (let e = 0; e < 8; e++) bass(b, s.t(bar, e / 2), s.beats(0.42), bassNote(root, c[0], 36), { gain: 0.4, cutoff: 320, envAmt: 900 });
    pad(chords, s.t(bar, 0), s.beats(4), voice(root, c, 62), { gain: 0.22, attack: 0.3, release: 0.6, cutoff: 1500 });
    const keys = voice(root, c, 67);
    for (let e = 0; e < 8; e++) for (const m of keys) epiano(chords, s.t(bar, e / 2), s.beats(0.4), m, { gain: e % 2 ? 0.07 : 0.095, bright: 1.1, decay: 0.6, pan: -0.15 });
  }
  for (const n of melody({ rnd, root, scale: MAJOR, progression: prog, center: 79, bars: track.bars,
    rhythm: [[[0, 1], [1, 1], [2, 1.5], [3.5, 0.5]], [[0, 2], [2, 0.5], [2.5, 1.5]], [[0, 1], [1, 0.5], [1.5, 0.5], [2, 2]], [[0, 3], [3, 1]]] })) {
    if (n.bar < 2) continue;
    mallet(ld, s.t(n.bar, n.beat), n.midi, { gain: 0.2 * n.vel, ratio: 3.5, decay: 0.7, index: 1.4, pan: 0.15 });
  }
  return mixdown(s, {
    gains: { drums: 0.85, bass: 0.85, chords: 1.1, lead: 1.2 },
    duck: { buses: ["bass", "chords"], depth: 0.6, recover: 0.2 },
    reverb: { send: { chords: 0.3, lead: 0.45, drums: 0.06 }, room: 0.8, wet: 0.6 },
    delay: { send: { lead: 0.3 }, beats: 0.75, feedback: 0.3, wet: 0.45 },
    drive: 1.2,
  });
}

function lateStudy(track: Track): Stereo {
  const s = new Song(track, { unit: 0.25, amount: 0.32 });
  const rnd = prng(606), root = 48; // C major: Fmaj7 Em7 Dm7 Cmaj7
  const prog = [3, 2, 1, 0].map((d) => chord(MAJOR, d, 4));
  const { drums, bass: b, chords, lead: ld, fx } = s.buses;
  for (let bar = 0; bar < track.bars; bar++) {
    const c = prog[bar % 4];
    for (const beat of [0, 1.75, 2.5]) s.kick(bar, beat, { gain: beat ? 0.6 : 0.85, tune: 50, decay: 0.3, punch: 1.2 });
    snare(drums, s.t(bar, 1), rnd, { gain: 0.42, decay: 0.13, bright: 2500 });
    snare(drums, s.t(bar, 3), rnd, { gain: 0.42, decay: 0.13, bright: 2500 });
    for (let e = 0; e < 8; e++) hat(drums, s.t(bar, e / 2), rnd, { gain: 0.1 + 0.06 * rnd() + (e % 2 ? 0 : 0.04), decay: 0.035, pan: 0.2 });
    for (let e = 1; e < 16; e += 2) if (rnd() < 0.3) hat(drums, s.t(bar, e / 4), rnd, { gain: 0.05, decay: 0.02, pan: 0.2 });
    const keys = voice(root, c, 62);
    keys.forEach((m, k) => {
      epiano(chords, s.t(bar, 0) + k * 0.012, s.beats(2.2), m, { gain: 0.16, bright: 0.8, decay: 2, tremolo: 0.25, pan: -0.1 });
      epiano(chords, s.t(bar, 2.5) + k * 0.012, s.beats(1.3), m, { gain: 0.1, bright: 0.7, decay: 1.2, tremolo: 0.25, pan: -0.1 });
    });
    const bn = bassNote(root, c[0], 36);
    bass(b, s.t(bar, 0), s.beats(1.5), bn, { gain: 0.6, wave: "sine", release: 0.1 });
    bass(b, s.t(bar, 2.5), s.beats(0.9), bn, { gain: 0.5, wave: "sine", release: 0.1 });
    bass(b, s.t(bar, 3.5), s.beats(0.4), bassNote(root, c[2], 36), { gain: 0.45, wave: "sine", release: 0.08 });
  }
  for (const n of melody({ rnd, root, scale: [0, 2, 4, 7, 9, 11, 12].slice(0, 7), progression: prog, center: 72, bars: track.bars,
    rhythm: [[[0.5, 0.5], [1, 1], [2.5, 1]], [[0, 1.5], [2, 0.5], [2.5, 1.5]], [[0.5, 0.5], [1, 0.5], [1.5, 1], [3, 1]], [[0, 3]]] })) {
    mallet(ld, s.t(n.bar, n.beat), n.midi, { gain: 0.16 * n.vel, ratio: 3.5, decay: 0.6, index: 0.9, pan: 0.2 });
  }
  return mixdown(s, {
    gains: { drums: 0.8, bass: 0.85, chords: 1.2, lead: 1.2, fx: 1 },
    reverb: { send: { chords: 0.3, lead: 0.5, drums: 0.1 }, room: 0.75, damp: 0.5, wet: 0.55 },
    lowpass: 6500,
    drive: 1.4,
  }, (master) => vinyl(master, prng(607), 0.05 + 0 * fx.L.length));
}

const ARRANGEMENTS: Record<string, (t: Track) => Stereo> = {
  "bright-side": brightSide,
  "still-water": stillWater,
  horizon,
  "pocket-bounce": pocketBounce,
  "forward-motion": forwardMotion,
  "late-study": lateStudy,
};

/** The raw (not yet loudness-normalised) stereo mix of a track, exactly `bars` long. */
export function synthesizeTrack(id: string): Stereo {
  const track = findTrack(id);
  const arrange = ARRANGEMENTS[id];
  if (!track || !arrange) throw new Error(`unknown track ${id}`);
  return arrange(track);
}
