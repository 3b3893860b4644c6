import fs from "node:fs/promises";
import { config } from "../config";
import { errors } from "../errors";
import { fileHeaders } from "../http/file-response";
import { TRACKS, findTrack, trackSeconds, type Track } from "./catalog";

/** A track of the library as the API answers it (REST, tRPC and GraphQL agree). */
export type TrackJson = {
  id: string;
  name: string;
  mood: string;
  bpm: number;
  duration_seconds: number;
  description: string;
  asset_id: string;
  provider: "adlab";
  preview_url: string;
};

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

/**
 * The preview as an HTTP response with byte ranges (`Accept-Ranges`, 206 for `Range: bytes=a-b`):
 * Safari's <audio> asks for ranges and will not play a media file served without them.
 */
export function audioResponse(req: Request, audio: { bytes: Buffer; contentType: string; filename: string }): Response {
  const { bytes, contentType, filename } = audio;
  const headers: Record<string, string> = {
    ...fileHeaders({ contentType, filename, cacheControl: "private, max-age=86400" }),
    "Accept-Ranges": "bytes",
  };
  const range = req.headers.get("range")?.match(/^bytes=(\d*)-(\d*)$/);
  if (range && (range[1] || range[2])) {
    const size = bytes.length;
    let start = range[1] ? Number(range[1]) : size - Number(range[2]);
    let end = range[1] && range[2] ? Number(range[2]) : size - 1;
    start = Math.max(0, start);
    end = Math.min(size - 1, end);
    if (start > end || start >= size) return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${size}` } });
    const part = bytes.subarray(start, end + 1);
    return new Response(new Uint8Array(part), {
      status: 206,
      headers: { ...headers, "Content-Range": `bytes ${start}-${end}/${size}`, "Content-Length": String(part.length) },
    });
  }
  return new Response(new Uint8Array(bytes), { headers: { ...headers, "Content-Length": String(bytes.length) } });
}
