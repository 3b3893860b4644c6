import { z } from "zod";
import { MOODS } from "../../shared/music";

/** A track of the library as every front returns it: types the serializer and generates the OpenAPI and GraphQL shapes. */
export const trackJson = z.object({
  id: z.string().meta({ description: "the value of an ad request's `music` field" }),
  name: z.string(),
  mood: z.enum(MOODS),
  bpm: z.number().int(),
  duration_seconds: z.number().meta({ description: "length of the track; it loops seamlessly, so any video length 5..15 s is covered" }),
  description: z.string(),
  asset_id: z.uuid().meta({ description: "the track as an asset-like record: the `music.asset_id` of ads that use it" }),
  provider: z.literal("adlab"),
  preview_url: z.string().meta({ description: "GET it (bearer key) for an AAC preview (audio/mp4)" }),
}).meta({ id: "MusicTrack" });

export type TrackJson = z.infer<typeof trackJson>;
