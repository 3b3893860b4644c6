/**
 * The music library on disk: each track is synthesised once, loudness-normalised (-14 LUFS, peaks
 * under -1 dBFS) and cached as a 16-bit WAV, with an AAC preview next to it. A render then only cuts
 * an excerpt of the cached PCM (looped if needed; the tracks are loop-safe), fades it out, re-matches
 * its loudness and writes a small WAV for ffmpeg: a few ms of work per video.
 *
 * Cache folders: ADLAB_MUSIC_CACHE when set; else `music-cache/` in the checkout, which `npm run build`
 * fills (scripts/build-music.ts), then DATA_DIR/music. A file is read from the first folder that has it and
 * written to the first one that accepts it, so a read-only checkout still works. Files carry
 * LIBRARY_VERSION in their folder name: bump it whenever an arrangement or the synthesiser changes.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { config } from "../config";
import { sharedByKeyUntilFailure } from "../memo";
import { projectRoot } from "../paths";
import { runFfmpeg } from "../render/ffmpeg";
import { FADE_OUT_SECONDS, PEAK_CEILING_DB, TARGET_LUFS, findTrack } from "../../shared/music";
import { fade, fromWav, normalize, toWav } from "./loudness";
import { SR, stereo, type Stereo } from "./synth";
import { synthesizeTrack } from "./tracks";

export const LIBRARY_VERSION = 4;

export function musicCacheDirs(): string[] {
  const roots = config.musicCacheDir
    ? [config.musicCacheDir]
    : [path.join(projectRoot(), "music-cache"), path.join(config.dataDir, "music")];
  return roots.map((r) => path.join(r, `v${LIBRARY_VERSION}`));
}

const exists = (file: string) => fs.access(file).then(() => true, () => false);

async function cached(name: string): Promise<string | null> {
  for (const dir of musicCacheDirs()) if (await exists(path.join(dir, name))) return path.join(dir, name);
  return null;
}

/** Writes into the first cache folder that accepts it (atomic rename, so concurrent writers are safe). */
async function store(name: string, bytes: Buffer): Promise<string> {
  let lastError: unknown;
  for (const dir of musicCacheDirs()) {
    const file = path.join(dir, name);
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
    try {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, file);
      return file;
    } catch (error) {
      lastError = error;
      await fs.rm(tmp, { force: true }).catch(() => {});
    }
  }
  throw lastError;
}

const wavJobs = new Map<string, Promise<string>>();

/** The normalised WAV of a track, synthesised on first use (about a second) and cached on disk. */
export function trackWavPath(id: string): Promise<string> {
  if (!findTrack(id)) return Promise.reject(new Error(`unknown track ${id}`));
  let job = wavJobs.get(id);
  if (!job) {
    job = (async () => {
      const hit = await cached(`${id}.wav`);
      if (hit) return hit;
      const pcm = synthesizeTrack(id);
      normalize(pcm, TARGET_LUFS, PEAK_CEILING_DB);
      return store(`${id}.wav`, toWav(pcm));
    })();
    wavJobs.set(id, job);
    job.catch(() => wavJobs.delete(id));
  }
  return job;
}

// Decoded PCM of the last few tracks used (about 10 MB each).
const pcmCache = new Map<string, Promise<Stereo>>();
async function trackPcm(id: string): Promise<Stereo> {
  let hit = pcmCache.get(id);
  if (!hit) {
    hit = trackWavPath(id).then(async (file) => fromWav(await fs.readFile(file)));
    pcmCache.set(id, hit);
    // A cache file removed behind our back: forget it, so the next call synthesises it again.
    hit.catch(() => { pcmCache.delete(id); wavJobs.delete(id); });
    if (pcmCache.size > 3) pcmCache.delete(pcmCache.keys().next().value!);
  }
  return hit;
}

/** The first `seconds` of a track (looped when longer), faded out, at -14 LUFS integrated. */
export async function soundtrackPcm(id: string, seconds: number): Promise<Stereo> {
  const src = await trackPcm(id);
  const n = Math.round(seconds * SR), len = src.L.length;
  const out = stereo(n);
  for (let i = 0; i < n; i++) {
    out.L[i] = src.L[i % len];
    out.R[i] = src.R[i % len];
  }
  fade(out, 0.005, Math.min(FADE_OUT_SECONDS, seconds / 4));
  normalize(out, TARGET_LUFS, PEAK_CEILING_DB);
  return out;
}

/** Writes the soundtrack WAV of one video into `dir` and returns its path (an ffmpeg audio input). */
export async function writeSoundtrack(id: string, seconds: number, dir: string): Promise<string> {
  const file = path.join(dir, `soundtrack-${id}.wav`);
  await fs.writeFile(file, toWav(await soundtrackPcm(id, seconds)));
  return file;
}

/**
 * A video's soundtrack (track and length) encoded to AAC in MP4 once, the last four kept, and copied into
 * each video: videos of one campaign share it, encoding it in every video's ffmpeg run cost about 0.3 CPU-s,
 * and the copied packets are the very bytes that run would encode.
 */
export const soundtrackAac = sharedByKeyUntilFailure(
  (id: string, seconds: number) => `${id}/${seconds}`,
  async (id: string, seconds: number) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "adlab-soundtrack-"));
    try {
      const out = path.join(dir, "soundtrack.mp4");
      await runFfmpeg(["-i", await writeSoundtrack(id, seconds, dir), "-c:a", "aac", "-b:a", "128k", out]);
      return await fs.readFile(out);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  },
  4,
);

/** The AAC (.m4a) preview of a whole track, faded out at the end; encoded once and cached. */
const previewJob = sharedByKeyUntilFailure((id: string) => id, async (id: string) => {
  const hit = await cached(`${id}.m4a`);
  if (hit) return hit;
  const src = await trackPcm(id);
  const pcm = { L: src.L.slice(), R: src.R.slice() };
  fade(pcm, 0.005, 1.5);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "adlab-music-"));
  try {
    const wav = path.join(dir, "in.wav"), m4a = path.join(dir, "out.m4a");
    await fs.writeFile(wav, toWav(pcm));
    await runFfmpeg(["-i", wav, "-c:a", "aac", "-b:a", "128k", "-movflags", "+faststart", "-f", "mp4", m4a]);
    return await store(`${id}.m4a`, await fs.readFile(m4a));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});

export function trackPreviewPath(id: string): Promise<string> {
  if (!findTrack(id)) return Promise.reject(new Error(`unknown track ${id}`));
  return previewJob(id);
}
