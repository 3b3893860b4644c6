import { z } from "zod";
import { defineOperations } from "../operations/operation";
import { getTrack, listMusic } from "./service";
import { trackJson } from "./shapes";

const notFound = { description: "No track with this id" };

export const musicOperations = defineOperations([
  {
    method: "get",
    path: "/api/v1/music",
    summary: "The music library: adlab's own tracks for video soundtracks (global)",
    description:
      'Send a track\'s `id` as `music` in a video ad request, or `"none"` for a silent video; without `music` the pipeline chooses the track that fits the brief. ' +
      "Every soundtrack is AAC 128 kb/s, loudness-normalised to -14 LUFS integrated, cut to the video's length and faded out. The tracks are synthesised by adlab, so their licence is adlab's and ads may use them anywhere.",
    tool: "list_music",
    handler: async () => ({ body: await listMusic(), headers: { "Cache-Control": "private, max-age=3600" } }),
    responses: { 200: { description: "The tracks", schema: z.object({ music: z.array(trackJson) }) } },
  },
  {
    method: "get",
    path: "/api/v1/music/{track_id}",
    summary: "One track of the music library",
    tool: "get_track",
    graphql: { name: "musicTrack" },
    handler: async ({ params }) => ({ body: { track: await getTrack(params.track_id) } }),
    responses: { 200: { description: "The track", key: "track", schema: trackJson }, 404: notFound },
  },
]);
