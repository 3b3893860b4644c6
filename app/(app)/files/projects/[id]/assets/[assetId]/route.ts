import { Readable } from "node:stream";
import { openAssetFile } from "@/server/assets/service";
import { disposition, sessionRoute } from "../../../../session-route";

/** An asset's stored bytes for thumbnails and downloads in the web app. */
export const GET = sessionRoute<{ id: string; assetId: string }>(async ({ actor, params, url }) => {
  const file = await openAssetFile(actor, params.id, params.assetId);
  return new Response(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": disposition(url.searchParams.has("download") ? "attachment" : "inline", file.filename),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, max-age=3600",
    },
  });
});
