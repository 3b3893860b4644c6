import fs from "node:fs/promises";
import { config } from "../config";
import { errors } from "../errors";
import { TRACKS, findTrack, trackSeconds, type Track } from "../../shared/music";
import type { TrackJson } from "./shapes";

export const previewUrlOf = (id: string) => `${config.baseUrl}/api/v1/music/${encodeURIComponent(id)}/preview`;

export function serializeTrack(t: Track): TrackJson {
  return {
    id: t.id,
    name: t.name,
    mood: t.mood,
    bpm: t.bpm,
    duration_seconds: Math.round(trackSeconds(t) * 10) / 10,
    description: t.description,
    asset_id: t.assetId,
    provider: "adlab",
    preview_url: previewUrlOf(t.id),
  };
}

/** The music library (global, the same for every account): `music` request values for video ads. */
export async function listMusic(): Promise<{ music: TrackJson[] }> {
  return { music: TRACKS.map(serializeTrack) };
}

export async function getTrack(id: string): Promise<TrackJson> {
  const track = findTrack(id);
  if (!track) throw errors.notFound("Track");
  return serializeTrack(track);
}

/** The AAC preview of a track (audio/mp4), synthesised and encoded on first request, then cached. */
export async function musicPreview(id: string): Promise<{ bytes: Buffer; contentType: string; filename: string }> {
  const track = findTrack(id);
  if (!track) throw errors.notFound("Track");
  // Loaded here, not at import: the list needs no synthesiser.
  const { trackPreviewPath } = await import("./library");
  return { bytes: await fs.readFile(await trackPreviewPath(track.id)), contentType: "audio/mp4", filename: `${track.id}.m4a` };
}
