/**
 * `npm run build` step: synthesises the music library into music-cache/ (loudness-normalised WAVs and
 * AAC previews), so the first video ad of a fresh install does not pay the synthesis (1–3 s per track).
 * Skips what is already there. Deterministic: the same files on every machine.
 */
import { TRACKS } from "../shared/music";
import { trackPreviewPath, trackWavPath } from "../server/music/library";

const t0 = performance.now();
for (const track of TRACKS) {
  await trackWavPath(track.id);
  await trackPreviewPath(track.id);
}
console.log(`music library: ${TRACKS.length} tracks ready in music-cache/ (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
