import { builder } from "../graphql/builder";
import { connection } from "../graphql/helpers";
import { zodObject } from "../graphql/zod";
import { getTrack, listMusic } from "./service";
import { trackJson } from "./shapes";

export const TrackType = zodObject("MusicTrack", trackJson);
// The whole library is one page (REST answers it unpaged), so hasNextPage is false.
const TrackConnection = connection("MusicTrack", TrackType);

builder.queryField("music", (t) => t.field({ type: TrackConnection, resolve: async () => ({ nodes: (await listMusic()).music, next_cursor: null }) }));
builder.queryField("musicTrack", (t) =>
  t.field({ type: TrackType, args: { id: t.arg.string({ required: true }) }, resolve: (_root, args) => getTrack(args.id) }),
);
