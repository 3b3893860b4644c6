import { z } from "zod";
import type { Endpoint } from "../openapi/registry";
import { trackJson } from "./shapes";

const notFound = { description: "No track with this id" };

export const musicEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/v1/music",
    tag: "Music",
    summary: "The music library: adlab's own tracks for video soundtracks (global)",
    description:
      'Send a track\'s `id` as `music` in a video ad request, or `"none"` for a silent video; without `music` the pipeline chooses the track that fits the brief. ' +
      "Every soundtrack is AAC 128 kb/s, loudness-normalised to -14 LUFS integrated, cut to the video's length and faded out. The tracks are synthesised by adlab, so their licence is adlab's and ads may use them anywhere.",
    responses: { 200: { description: "The tracks", schema: z.object({ music: z.array(trackJson) }) } },
  },
  {
    method: "get",
    path: "/api/v1/music/{id}",
    tag: "Music",
    summary: "One track",
    responses: { 200: { description: "The track", key: "track", schema: trackJson }, 404: notFound },
  },
  {
    method: "get",
    path: "/api/v1/music/{id}/preview",
    tag: "Music",
    summary: "An AAC preview of the whole track (audio/mp4, -14 LUFS, faded out at the end)",
    description: "Supports `Range: bytes=a-b` (206 Partial Content), as browsers' audio elements expect.",
    responses: { 200: { description: "The audio", contentType: "audio/mp4" }, 206: { description: "The requested byte range", contentType: "audio/mp4" }, 404: notFound },
  },
];
