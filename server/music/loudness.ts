/**
 * Loudness (ITU-R BS.1770-4 / EBU R128 integrated, gated), a look-ahead peak limiter, and 16-bit WAV
 * read/write: everything the soundtrack needs without a filter from ffmpeg.
 */
import { SR, type Stereo } from "./synth";

/** K-weighting at 48 kHz (the standard's own coefficients): high shelf, then high-pass. */
function kWeighted(x: Float32Array): Float64Array {
  const out = new Float64Array(x.length);
  let x1 = 0, x2 = 0, y1 = 0, y2 = 0, z1 = 0, z2 = 0;
  for (let i = 0; i < x.length; i++) {
    const v = x[i];
    const y = 1.53512485958697 * v - 2.69169618940638 * x1 + 1.19839281085285 * x2 + 1.69065929318241 * y1 - 0.73248077421585 * y2;
    x2 = x1; x1 = v;
    const z = y - 2 * y1 + y2 + 1.99004745483398 * z1 - 0.99007225036621 * z2;
    y2 = y1; y1 = y;
    z2 = z1; z1 = z;
    out[i] = z;
  }
  return out;
}

/** Integrated loudness in LUFS (400 ms blocks, 75% overlap, absolute -70 and relative -10 LU gates). */
export function integratedLoudness(s: Stereo): number {
  const L = kWeighted(s.L), R = kWeighted(s.R);
  const block = Math.round(0.4 * SR), step = Math.round(0.1 * SR);
  // Prefix sums of squares make every block O(1).
  const cum = new Float64Array(L.length + 1);
  for (let i = 0; i < L.length; i++) cum[i + 1] = cum[i] + L[i] * L[i] + R[i] * R[i];
  const powers: number[] = [];
  for (let start = 0; start + block <= L.length; start += step) powers.push((cum[start + block] - cum[start]) / block);
  if (!powers.length) return -Infinity;
  const lufs = (p: number) => -0.691 + 10 * Math.log10(p);
  const abs = powers.filter((p) => lufs(p) > -70);
  if (!abs.length) return -Infinity;
  const rel = lufs(abs.reduce((a, b) => a + b, 0) / abs.length) - 10;
  const gated = abs.filter((p) => lufs(p) > rel);
  return lufs(gated.reduce((a, b) => a + b, 0) / gated.length);
}

export function samplePeak(s: Stereo): number {
  let peak = 0;
  for (const ch of [s.L, s.R]) for (let i = 0; i < ch.length; i++) peak = Math.max(peak, Math.abs(ch[i]));
  return peak;
}

export function scale(s: Stereo, gain: number) {
  for (const ch of [s.L, s.R]) for (let i = 0; i < ch.length; i++) ch[i] *= gain;
}

/**
 * Look-ahead peak limiter: gain = box average (length L) of a forward min over 2L of the needed gain,
 * so the gain is already down when a peak arrives and never changes abruptly; release ~120 ms.
 */
export function limit(s: Stereo, ceiling: number, lookaheadSec = 0.004) {
  const n = s.L.length, La = Math.max(1, Math.round(lookaheadSec * SR)), W = 2 * La;
  const need = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const p = Math.max(Math.abs(s.L[i]), Math.abs(s.R[i]));
    need[i] = p > ceiling ? ceiling / p : 1;
  }
  // Forward sliding minimum over [i, i + W] with a monotonic deque.
  const fwd = new Float32Array(n);
  const dq = new Int32Array(n);
  let head = 0, tail = 0, next = 0;
  for (let i = 0; i < n; i++) {
    while (next < n && next <= i + W) {
      while (tail > head && need[dq[tail - 1]] >= need[next]) tail--;
      dq[tail++] = next++;
    }
    while (dq[head] < i) head++;
    fwd[i] = need[dq[head]];
  }
  // Release: rise back towards 1 slowly, never above the forward minimum.
  const rel = 1 - Math.exp(-1 / (0.12 * SR));
  let g = 1;
  for (let i = 0; i < n; i++) {
    g = Math.min(fwd[i], g + (1 - g) * rel);
    fwd[i] = g;
  }
  // Backward box average over [i - La, i]: each term is <= need[i], so the average is too.
  let acc = 0;
  for (let i = 0; i < n; i++) {
    acc += fwd[i];
    if (i >= La + 1) acc -= fwd[i - La - 1];
    const gain = acc / Math.min(i + 1, La + 1);
    s.L[i] *= gain;
    s.R[i] *= gain;
  }
}

export const dbToGain = (db: number) => Math.pow(10, db / 20);

/** Bring a signal to `targetLufs` with peaks under `ceilingDb`, correcting for what the limiter takes. */
export function normalize(s: Stereo, targetLufs: number, ceilingDb: number): { lufs: number; peakDb: number } {
  const ceiling = dbToGain(ceilingDb);
  for (let pass = 0; pass < 3; pass++) {
    const lufs = integratedLoudness(s);
    if (!Number.isFinite(lufs)) break;
    const diff = targetLufs - lufs;
    if (Math.abs(diff) < 0.05 && samplePeak(s) <= ceiling + 1e-6) break;
    scale(s, dbToGain(diff));
    if (samplePeak(s) > ceiling) limit(s, ceiling);
    else break;
  }
  return { lufs: integratedLoudness(s), peakDb: 20 * Math.log10(samplePeak(s) || 1e-9) };
}

/** Fade in over `inSec` (a click guard) and out over `outSec` at the end (raised-cosine). */
export function fade(s: Stereo, inSec: number, outSec: number) {
  const n = s.L.length, fi = Math.round(inSec * SR), fo = Math.min(n, Math.round(outSec * SR));
  for (let i = 0; i < fi && i < n; i++) {
    const g = i / fi;
    s.L[i] *= g; s.R[i] *= g;
  }
  for (let k = 0; k < fo; k++) {
    const i = n - fo + k;
    const g = 0.5 * (1 + Math.cos((Math.PI * (k + 1)) / fo));
    s.L[i] *= g; s.R[i] *= g;
  }
}

/** 16-bit stereo PCM WAV with TPDF dither (deterministic). */
export function toWav(s: Stereo): Buffer {
  const n = s.L.length;
  const buf = Buffer.alloc(44 + n * 4);
  buf.write("RIFF", 0); buf.writeUInt32LE(36 + n * 4, 4); buf.write("WAVE", 8);
  buf.write("fmt ", 12); buf.writeUInt32LE(16, 16); buf.writeUInt16LE(1, 20); buf.writeUInt16LE(2, 22);
  buf.writeUInt32LE(SR, 24); buf.writeUInt32LE(SR * 4, 28); buf.writeUInt16LE(4, 32); buf.writeUInt16LE(16, 34);
  buf.write("data", 36); buf.writeUInt32LE(n * 4, 40);
  // Little-endian hosts (x64, arm64): write the samples through an Int16Array view.
  const pcm = new Int16Array(n * 2);
  let seed = 12345;
  const rnd = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296);
  for (let i = 0; i < n; i++) {
    const l = Math.round(s.L[i] * 32767 + (rnd() - rnd())), r = Math.round(s.R[i] * 32767 + (rnd() - rnd()));
    pcm[i * 2] = l > 32767 ? 32767 : l < -32768 ? -32768 : l;
    pcm[i * 2 + 1] = r > 32767 ? 32767 : r < -32768 ? -32768 : r;
  }
  Buffer.from(pcm.buffer).copy(buf, 44);
  return buf;
}

/** Reads the WAVs toWav writes (16-bit stereo PCM; walks the chunks, so other writers' files work too). */
export function fromWav(buf: Buffer): Stereo {
  let off = 12, data: Buffer | null = null, channels = 2;
  while (off + 8 <= buf.length) {
    const id = buf.toString("ascii", off, off + 4), size = buf.readUInt32LE(off + 4);
    if (id === "fmt ") channels = buf.readUInt16LE(off + 10);
    if (id === "data") { data = buf.subarray(off + 8, off + 8 + size); break; }
    off += 8 + size + (size & 1);
  }
  if (!data) throw new Error("not a PCM WAV file");
  const n = Math.floor(data.length / (2 * channels));
  const pcm = new Int16Array(n * channels);
  Buffer.from(pcm.buffer).set(data.subarray(0, n * 2 * channels));
  const L = new Float32Array(n), R = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    L[i] = pcm[i * channels] / 32768;
    R[i] = channels > 1 ? pcm[i * channels + 1] / 32768 : L[i];
  }
  return { L, R };
}
