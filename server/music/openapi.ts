import type { Endpoint } from "../openapi/registry";

const notFound = { description: "No track with this id" };

/** The preview stays a hand-written route (audio bytes, ranges); the JSON operations are in operations.ts. */
export const musicEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/v1/music/{track_id}/preview",
    tag: "Music",
    summary: "An AAC preview of the whole track (audio/mp4, -14 LUFS, faded out at the end)",
    description: "Supports `Range: bytes=a-b` (206 Partial Content), as browsers' audio elements expect.",
    responses: { 200: { description: "The audio", contentType: "audio/mp4" }, 206: { description: "The requested byte range", contentType: "audio/mp4" }, 404: notFound },
  },
];
