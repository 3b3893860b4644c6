/**
 * Synthesises every track of the music library (into a scratch cache unless ADLAB_MUSIC_CACHE is set),
 * times it, measures each preview and a 6 s and a 15 s ad soundtrack with ffmpeg's ebur128 (the system
 * ffmpeg if present: the compositor's build has no ebur128) and writes spectrogram PNGs with --spectrograms.
 *   npx tsx scripts/music-check.ts [--only <id>] [--out <dir>] [--spectrograms]
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { TRACKS, trackSeconds } from "../shared/music";
import { trackPreviewPath, trackWavPath, writeSoundtrack } from "../server/music/library";
import { integratedLoudness, samplePeak, fromWav } from "../server/music/loudness";

const arg = (name: string) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined; };
const out = path.resolve(arg("--out") ?? fs.mkdtempSync(path.join(os.tmpdir(), "adlab-music-check-")));
process.env.ADLAB_MUSIC_CACHE ??= path.join(out, "cache");
fs.mkdirSync(out, { recursive: true });
const only = arg("--only");
const systemFfmpeg = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].find((p) => fs.existsSync(p));

function measure(file: string) {
  if (!systemFfmpeg) return "(no system ffmpeg)";
  const res = spawnSync(systemFfmpeg, ["-hide_banner", "-nostats", "-i", file, "-filter_complex", "ebur128=peak=true", "-f", "null", "-"], { encoding: "utf8" });
  const summary = res.stderr.slice(res.stderr.lastIndexOf("Summary:"));
  const I = summary.match(/I:\s+(-?[\d.]+) LUFS/)?.[1];
  const LRA = summary.match(/LRA:\s+(-?[\d.]+) LU/)?.[1];
  const TP = summary.match(/Peak:\s+(-?[\d.]+) dBFS/)?.[1];
  return `I ${I} LUFS, LRA ${LRA} LU, true peak ${TP} dBFS`;
}

/** Tempo heard in the audio: autocorrelation of an onset envelope (energy rises, ~10 ms hops), 60..200 bpm. */
function heardBpm(pcm: { L: Float32Array; R: Float32Array }): number {
  const hop = 512, frames = Math.floor(pcm.L.length / hop);
  const energy = new Float64Array(frames);
  let prev = 0;
  for (let f = 0; f < frames; f++) {
    let e = 0;
    for (let i = f * hop; i < (f + 1) * hop; i++) {
      const v = pcm.L[i] + pcm.R[i], d = v - prev; // first difference: a cheap high-pass, onsets stand out
      prev = v;
      e += d * d;
    }
    energy[f] = Math.log1p(e * 100);
  }
  const onset = energy.map((e, f) => (f ? Math.max(0, e - energy[f - 1]) : 0));
  const rate = 48000 / hop;
  let best = 0, bestLag = 0;
  for (let lag = Math.round((rate * 60) / 200); lag <= Math.round((rate * 60) / 60); lag++) {
    let c = 0;
    for (let f = lag; f < frames; f++) c += onset[f] * onset[f - lag];
    c /= frames - lag;
    if (c > best) { best = c; bestLag = lag; }
  }
  return (rate * 60) / bestLag;
}

/** Beat trackers hear half or double tempo as often as the tempo: any of the three within 2% agrees. */
function tempoCheck(heard: number, bpm: number): string {
  const ratio = [0.5, 1, 2].find((r) => Math.abs(heard / (bpm * r) - 1) < 0.02);
  return `${heard.toFixed(1)} bpm: ${ratio ? `agrees with the catalog's ${bpm}${ratio === 1 ? "" : ` (x${ratio})`}` : `DIFFERS from the catalog's ${bpm}`}`;
}

for (const track of TRACKS) {
  if (only && track.id !== only) continue;
  const t0 = performance.now();
  const wav = await trackWavPath(track.id);
  const t1 = performance.now();
  const pcm = fromWav(fs.readFileSync(wav));
  const preview = await trackPreviewPath(track.id);
  const t2 = performance.now();
  fs.copyFileSync(preview, path.join(out, `${track.id}.m4a`));
  const ad6 = await writeSoundtrack(track.id, 6, out);
  fs.renameSync(ad6, path.join(out, `${track.id}-6s.wav`));
  const t3 = performance.now();
  const ad15 = await writeSoundtrack(track.id, 15, out);
  fs.renameSync(ad15, path.join(out, `${track.id}-15s.wav`));
  console.log(`${track.id} (${track.mood}, ${track.bpm} bpm, ${trackSeconds(track).toFixed(1)} s): synth+normalise ${((t1 - t0) / 1000).toFixed(2)} s, preview ${((t2 - t1) / 1000).toFixed(2)} s, 6 s soundtrack ${(t3 - t2).toFixed(0)} ms`);
  console.log(`  ours: track ${integratedLoudness(pcm).toFixed(2)} LUFS, peak ${(20 * Math.log10(samplePeak(pcm))).toFixed(2)} dBFS, tempo heard ${tempoCheck(heardBpm(pcm), track.bpm)}`);
  console.log(`  ffmpeg ebur128: preview.m4a ${measure(path.join(out, `${track.id}.m4a`))}`);
  console.log(`  ffmpeg ebur128: 6 s ad     ${measure(path.join(out, `${track.id}-6s.wav`))}`);
  console.log(`  ffmpeg ebur128: 15 s ad    ${measure(path.join(out, `${track.id}-15s.wav`))}`);
  if (process.argv.includes("--spectrograms") && systemFfmpeg) {
    execFileSync(systemFfmpeg, ["-hide_banner", "-loglevel", "error", "-y", "-i", wav, "-lavfi", "showspectrumpic=s=1200x500:legend=1:scale=log", path.join(out, `${track.id}-spectrum.png`)]);
  }
}
console.log(`files in ${out}`);
