import { bytesFileResponse } from "../http/file-response";
import { defineOperations } from "../operations/operation";
import { musicPreview } from "./service";

/** A track's preview: audio bytes and ranges, which REST serves alone. */
export const musicRawOperations = defineOperations([
  {
    method: "get",
    path: "/api/v1/music/{track_id}/preview",
    summary: "An AAC preview of the whole track (audio/mp4, -14 LUFS, faded out at the end)",
    description: "Supports `Range: bytes=a-b` (206 Partial Content), as browsers' audio elements expect.",
    tool: "preview_music_track",
    raw: true,
    responses: {
      200: { description: "The audio", contentType: "audio/mp4" },
      206: { description: "The requested byte range", contentType: "audio/mp4" },
      404: { description: "No track with this id" },
    },
    handler: async ({ req, params }) => bytesFileResponse(req, await musicPreview(params.track_id), { cacheControl: "private, max-age=86400" }),
  },
]);
