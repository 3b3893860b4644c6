import { builder } from "../graphql/builder";
import { getTrack, listMusic, type TrackJson } from "./service";

export const TrackType = builder.objectRef<TrackJson>("MusicTrack").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    mood: t.exposeString("mood"),
    bpm: t.exposeInt("bpm"),
    duration_seconds: t.exposeFloat("duration_seconds"),
    description: t.exposeString("description"),
    asset_id: t.exposeString("asset_id"),
    provider: t.exposeString("provider"),
    preview_url: t.exposeString("preview_url"),
  }),
});

builder.queryField("music", (t) => t.field({ type: [TrackType], resolve: async () => (await listMusic()).music }));
builder.queryField("musicTrack", (t) =>
  t.field({ type: TrackType, args: { id: t.arg.string({ required: true }) }, resolve: (_root, args) => getTrack(args.id) }),
);
